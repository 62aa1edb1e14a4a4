import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../common/lazyScreen';
import { GuestLayout } from '../auth/GuestLayout';

/** The public dealer application and its thank-you page (no session): chunks of their own. */
const DealerApplyPage = lazyScreen(() => import('./DealerApplyPage'), 'DealerApplyPage');
const DealerThanksPage = lazyScreen(() => import('./DealerThanksPage'), 'DealerThanksPage');

/** Public pages, outside the signed-in frame (`<CustomRoutes noLayout>`): the teal guest background while they load. */
export const PUBLIC_ROUTES = [
  <Route
    key="/apply"
    path="/apply"
    element={
      <Suspense fallback={<GuestLayout>{null}</GuestLayout>}>
        <DealerApplyPage />
      </Suspense>
    }
  />,
  <Route
    key="/apply/thanks"
    path="/apply/thanks"
    element={
      <Suspense fallback={<GuestLayout>{null}</GuestLayout>}>
        <DealerThanksPage />
      </Suspense>
    }
  />,
];
