import type { ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import type { AccessAction, AccessResource } from '@bo/access';
import { BackOfficeAdmin as Admin } from './BackOfficeAdmin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { guarded } from './access/guarded';
import { RequireAccess } from './access/RequireAccess';
import { Dashboard } from './dashboard';
import { dataProvider } from './data/dataProvider';
import { withDeviceData } from './offline/deviceDataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout';
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
import shoppings from './shoppings';
import devolutions from './devolutions';
import { AboutPage } from './about';
import { theme } from './theme';
import { VersionPage } from './version';
import { OutboxList, PointOfSale, PosTicket } from './pos';
import { ClientPaymentCreate, ClientPaymentShow } from './client-payments';
import { DepositTransferList, StandaloneTransferCreate, TransferCreate, TransferList, TransferShow } from './transfers';
import { OrdersDailyPage, OrdersFinancialPage, ReportsPage } from './reports';
import dealers from './dealers';
import requests from './requests';
import { AuditPage } from './audit';
import { HistoryPage } from './history';
import { FiscalSettingsPage } from './fiscal';

/** A custom route behind the access table: its screen opens for those who may do `action` on `resource`. */
const guardedRoute = <R extends AccessResource>(
  path: string,
  resource: R,
  action: AccessAction<R>,
  screen: ReactNode,
) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAccess resource={resource} action={action}>
        {screen}
      </RequireAccess>
    }
  />
);

/**
 * The custom routes a role may be refused.
 */
const GUARDED_ROUTES = [
  guardedRoute('/pos', 'orders', 'write', <PointOfSale />),
  // Issue 34: the sales this device keeps until the server records them ('Rechazada' ones with their reason).
  guardedRoute('/pos/pendientes', 'orders', 'write', <OutboxList />),
  // A sale's ticket: whoever reads the sale (its page links here).
  guardedRoute('/pos/:id/show', 'orders', 'read', <PosTicket />),
  guardedRoute('/clients/:id/payments/create', 'payments', 'write', <ClientPaymentCreate />),
  guardedRoute('/payments/:id', 'payments', 'read', <ClientPaymentShow />),
  guardedRoute('/reports/*', 'reports', 'read', <ReportsPage />),
  guardedRoute('/ordersDaily', 'reports', 'orders-daily', <OrdersDailyPage />),
  guardedRoute('/ordersReportFinancial', 'reports', 'orders-financial', <OrdersFinancialPage />),
  // A deposit's transfers: these paths rank above the deposits resource's /deposits/* (react-router).
  guardedRoute('/transfers', 'transfers', 'read', <TransferList />),
  guardedRoute('/transfers/create', 'transfers', 'write', <StandaloneTransferCreate />),
  guardedRoute('/deposits/:id/transfer', 'transfers', 'read', <DepositTransferList />),
  guardedRoute('/deposits/:id/transfer/create', 'transfers', 'write', <TransferCreate />),
  guardedRoute('/deposits/:id/transfer/:transferId', 'transfers', 'read', <TransferShow />),
  // Issue 32: the auditor's screen, and a record's history on its own page (the server checks its readers).
  guardedRoute('/audit', 'audit', 'read', <AuditPage />),
  guardedRoute('/history/:resource/:id', 'session', 'use', <HistoryPage />),
  // Issue 33: 'Configuración fiscal' (admin writes, everyone may read; the sidebar lists it for admin and the auditor).
  guardedRoute('/fiscal', 'fiscal', 'read', <FiscalSettingsPage />),
];

/** Issue 34: the counter's reads fall back to the device's data when there is no connection. */
const appDataProvider = withDeviceData(dataProvider);

/**
 * Every screen, resource or custom route, opens only for the roles of the access table (@bo/access,
 * shared with the server); the others see 'No tiene permiso para ver esta página' instead.
 */
export const App = () => (
  <Admin
    title="Administración"
    dataProvider={appDataProvider}
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
    <Resource name="taxes" {...guarded('taxes', taxes, { edit: 'read' })} />
    <Resource name="logs" {...guarded('logs', logs)} />
    <Resource name="spents" {...guarded('spents', spents)} />
    <Resource name="spent-categories" {...guarded('spent-categories', spentCategories)} />
    <Resource name="payment-methods" {...guarded('payment-methods', paymentMethods)} />
    <Resource name="brands" {...guarded('brands', brands)} />
    <Resource name="users" {...guarded('users', users, { edit: 'own' })} />
    <Resource name="accounts" {...guarded('accounts', accounts)} />
    <Resource name="organizations" {...guarded('organizations', organizations)} />
    <Resource name="clients" {...guarded('clients', clients)} />
    <Resource name="providers" {...guarded('providers', providers)} />
    <Resource name="products" {...guarded('products', products)} />
    <Resource name="price-groups" {...guarded('price-groups', priceGroups)} />
    <Resource name="product-categories" {...guarded('product-categories', productCategories)} />
    <Resource name="groups" {...guarded('groups', groups)} />
    <Resource name="regions" {...guarded('regions', regions)} />
    <Resource name="deposits" {...guarded('deposits', deposits)} />
    <Resource name="inventories" {...guarded('inventories', inventories)} />
    <Resource name="orders" {...guarded('orders', orders)} />
    <Resource name="shoppings" {...guarded('shoppings', shoppings)} />
    <Resource name="devolutions" {...guarded('devolutions', devolutions)} />
    <Resource name="dealers" {...guarded('dealers', dealers)} />
    <Resource name="requests" {...guarded('requests', requests)} />
    <CustomRoutes>
      <Route path="/version" element={<VersionPage />} />
      <Route path="/about" element={<AboutPage />} />
      {GUARDED_ROUTES}
    </CustomRoutes>
  </Admin>
);
