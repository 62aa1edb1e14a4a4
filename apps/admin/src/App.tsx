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
import clients from './clients';
import providers from './providers';
import products from './products';
import priceGroups from './price-groups';
import productCategories from './product-categories';
import groups from './groups';
import regions from './regions';
import deposits from './deposits';
import spents from './spents';
import spentCategories from './spent-categories';
import paymentMethods from './payment-methods';
import logs from './logs';
import users from './users';
import accounts from './accounts';
import organizations from './organizations';
import taxes from './taxes';
import inventories from './inventories';
import orders from './orders';
import { AboutPage } from './about/AboutPage';
import { theme } from './theme';
import { VersionPage } from './version/VersionPage';
import { PointOfSale } from './pos/PointOfSale';
import { ClientPaymentCreate } from './client-payments/ClientPaymentCreate';
import { ClientPaymentShow } from './client-payments/ClientPaymentShow';

/** Screens other issues will build: a Spanish placeholder so no link of the menus is a 404. */
const PLACEHOLDERS: ReadonlyArray<[path: string, title: string]> = [
  ['shoppings', 'bo.menu.shoppings'],
  ['reports', 'bo.menu.reports'],
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
    <Resource name="spents" {...spents} />
    <Resource name="spent-categories" {...spentCategories} />
    <Resource name="payment-methods" {...paymentMethods} />
    <Resource name="brands" {...brands} />
    <Resource name="users" {...users} />
    <Resource name="accounts" {...accounts} />
    <Resource name="organizations" {...organizations} />
    <Resource name="clients" {...clients} />
    <Resource name="providers" {...providers} />
    <Resource name="products" {...products} />
    <Resource name="price-groups" {...priceGroups} />
    <Resource name="product-categories" {...productCategories} />
    <Resource name="groups" {...groups} />
    <Resource name="regions" {...regions} />
    <Resource name="deposits" {...deposits} />
    <Resource name="inventories" {...inventories} />
    <Resource name="orders" {...orders} />
    <CustomRoutes>
      <Route path="/version" element={<VersionPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/pos" element={<PointOfSale />} />
      <Route path="/clients/:id/payments/create" element={<ClientPaymentCreate />} />
      <Route path="/payments/:id" element={<ClientPaymentShow />} />
      {PLACEHOLDERS.map(([path, title]) => (
        <Route key={path} path={`/${path}/*`} element={<ComingSoon title={title} />} />
      ))}
    </CustomRoutes>
  </Admin>
);
