import { Suspense } from 'react';
import { lazyScreen } from '../common/lazyScreen';
import { ScreenLoading } from '../layout/ScreenLoading';

const SignInForm = lazyScreen(() => import('./LoginPage'), 'LoginPage');

/** `/login`, fetched when shown: a signed-in user opening the dashboard does not download it. */
export const LoginPage = () => (
  <Suspense fallback={<ScreenLoading />}>
    <SignInForm />
  </Suspense>
);
