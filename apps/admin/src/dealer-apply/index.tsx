import { Suspense } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../common/lazyScreen';
import { GuestLayout } from '../auth/GuestLayout';
import { i18nProvider } from '../i18n/i18nProvider';
import { theme } from '../theme';

/** The paths of the public pages: main.tsx renders PublicApp for them instead of the admin. */
export const isPublicPath = (pathname: string): boolean => /^\/apply(\/|$)/.test(pathname);

// Fetched at once only when the browser opens on the form (never on the sign-in page's download).
const onTheForm = typeof window !== 'undefined' && window.location.pathname === '/apply';
const DealerApplyPage = lazyScreen(() => import('./DealerApplyPage'), 'DealerApplyPage', onTheForm);
const DealerThanksPage = lazyScreen(() => import('./DealerThanksPage'), 'DealerThanksPage');

/**
 * The public dealer application and its thank-you page, for visitors without a session. They are
 * kept out of the admin's tree (react-admin sends an anonymous visitor of its own routes to the
 * sign-in page): only the Spanish texts and the theme, no auth provider; links to and from the
 * sign-in page are full page loads.
 */
export const PublicApp = () => (
  <AdminContext i18nProvider={i18nProvider} theme={theme}>
    <CssBaseline enableColorScheme>
      <Suspense fallback={<GuestLayout>{null}</GuestLayout>}>
        <Routes>
          <Route path="/apply" element={<DealerApplyPage />} />
          <Route path="/apply/thanks" element={<DealerThanksPage />} />
        </Routes>
      </Suspense>
    </CssBaseline>
  </AdminContext>
);
