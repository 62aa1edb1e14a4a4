import { Suspense } from 'react';
import { lazyScreen } from '../common/lazyScreen';
import { ScreenLoading } from '../layout/ScreenLoading';

const SignInForm = lazyScreen(() => import('./LoginPage'), 'LoginPage', window.location.pathname === '/login');

/**
 * `/login`, fetched when shown (at once when the browser opens on it): a signed-in user opening
 * the dashboard does not download it.
 */
export const LoginPage = () => (
  <Suspense fallback={<ScreenLoading />}>
    <SignInForm />
  </Suspense>
);
