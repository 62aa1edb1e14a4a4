import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../common/lazyScreen';
import { ScreenLoading } from './ScreenLoading';

const FramedLayout = lazyScreen(() => import('./Layout'), 'Layout', window.location.pathname !== '/login');

/**
 * The signed-in frame (top bar, sidebar, menus): the sign-in page does not download it; a page
 * opened at any other path fetches it at once, with the first scripts. 'Cargando…' until it arrives.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<ScreenLoading />}>
    <FramedLayout>{children}</FramedLayout>
  </Suspense>
);
