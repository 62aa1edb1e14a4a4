/**
 * The reports screens (issue 14, admin side): /reports, /ordersDaily and /ordersReportFinancial,
 * fetched when opened. App.tsx mounts them behind the access table's `reports` actions
 * (GUARDED_ROUTES); the lists import their export buttons from ./ListExports.
 */
import { lazyScreen } from '../common/lazyScreen';

export const ReportsPage = lazyScreen(() => import('./ReportsPage'), 'ReportsPage');
export const OrdersDailyPage = lazyScreen(() => import('./OrdersReportPages'), 'OrdersDailyPage');
export const OrdersFinancialPage = lazyScreen(() => import('./OrdersReportPages'), 'OrdersFinancialPage');
