import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../common/lazyScreen';
import { ScreenLoading } from './ScreenLoading';

const FramedLayout = lazyScreen(() => import('./Layout'), 'Layout');

/**
 * The signed-in frame (top bar, sidebar, menus), fetched after sign-in: the sign-in page does not
 * download it. 'Cargando…' until it arrives.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<ScreenLoading />}>
    <FramedLayout>{children}</FramedLayout>
  </Suspense>
);
