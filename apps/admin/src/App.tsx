import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { ComingSoon } from './common/ComingSoon';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './data/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import brands from './brands';
import logs from './logs';
import taxes from './taxes';
import { theme } from './theme';
import { VersionPage } from './version/VersionPage';

/** Screens other issues will build: a Spanish placeholder so no link of the menus is a 404. */
const PLACEHOLDERS: ReadonlyArray<[path: string, title: string]> = [
  ['clients', 'bo.menu.clients'],
  ['products', 'bo.menu.products'],
  ['inventories', 'bo.menu.inventories'],
  ['orders', 'bo.menu.orders'],
  ['shoppings', 'bo.menu.shoppings'],
  ['providers', 'bo.menu.providers'],
  ['spents', 'bo.menu.spents'],
  ['reports', 'bo.menu.reports'],
  ['users', 'bo.coming_soon.users'],
  ['accounts', 'bo.coming_soon.account'],
  ['organizations', 'bo.coming_soon.organizations'],
  ['deposits', 'bo.coming_soon.deposits'],
];

export const App = () => (
  <Admin
    title="Administración"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    loginPage={LoginPage}
    dashboard={Dashboard}
    notification={Notification}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    <Resource name="taxes" {...taxes} />
    <Resource name="logs" {...logs} />
    <Resource name="brands" {...brands} />
    <CustomRoutes>
      <Route path="/version" element={<VersionPage />} />
      {PLACEHOLDERS.map(([path, title]) => (
        <Route key={path} path={`/${path}/*`} element={<ComingSoon title={title} />} />
      ))}
    </CustomRoutes>
  </Admin>
);
