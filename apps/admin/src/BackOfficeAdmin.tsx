import type { ComponentProps } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error,
  LoadingPage,
  localStorageStore,
  NotFound,
  type AdminProps,
} from 'react-admin';

import { queryClient } from './offline/queryClient';

const store = localStorageStore();
const CatchAll = () => <NotFound />;
type ErrorPage = ComponentProps<typeof CoreAdminUI>['error'];

/**
 * react-admin's `<Admin>` as this admin uses it, put together from the same parts (AdminContext,
 * CssBaseline, ra-core's CoreAdminUI, the notification) with the pages it shows named here.
 * `<Admin>` also bundles every default page it may be given instead (its English login form and
 * react-hook-form with it, an OAuth callback page...), all on the sign-in page's download: this
 * takes only what is used, and App.tsx uses it as it would use `<Admin>`.
 */
export const BackOfficeAdmin = ({
  authProvider,
  dataProvider,
  i18nProvider,
  theme,
  notification: Notification,
  children,
  ...ui
}: AdminProps) => (
  <AdminContext
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    store={store}
    queryClient={queryClient}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        catchAll={CatchAll}
        error={Error as ErrorPage}
        loading={LoadingPage}
        {...ui}
      >
        {children}
      </CoreAdminUI>
      {Notification ? <Notification /> : null}
    </CssBaseline>
  </AdminContext>
);
