import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import StoreIcon from '@mui/icons-material/Store';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import { menuRoles, type Role } from '@bo/access';

export interface NavItem {
  path: string;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType;
  /** Roles that see the item; `'all'` for every signed-in user. */
  roles: ReadonlyArray<Role> | 'all';
}

/**
 * The sidebar, in the spec's order and with the spec's roles (sales.md section 2), read from the
 * access table: each item's resource's `menu` roles, else its readers.
 *
 * Our choice: the spec reaches /taxes only from the dashboard quick links and the rate in the
 * top bar, and /logs from nowhere in particular; we also list them here, 'Tasas de Cambio' for
 * admin and financial (who manage money) and 'Registros' for admin only. Its sidebar has no item
 * for the devolutions (returns of sales) either: 'Devoluciones' follows 'Ventas', for those who
 * read them (the access table's `devolutions`). Nor for the transfers: 'Transferencias' follows
 * 'Inventario', for admin and storer (issue 31). 'Auditoría' closes it, for admin and the auditor
 * (issue 32), who sees every item: they read every screen.
 */
export const SIDEBAR_ITEMS: ReadonlyArray<NavItem> = [
  { path: '/', label: 'bo.menu.dashboard', icon: DashboardIcon, roles: 'all' },
  { path: '/clients', label: 'bo.menu.clients', icon: PeopleIcon, roles: menuRoles('clients') },
  { path: '/products', label: 'bo.menu.products', icon: Inventory2Icon, roles: menuRoles('products') },
  { path: '/inventories', label: 'bo.menu.inventories', icon: WarehouseIcon, roles: menuRoles('inventories') },
  { path: '/transfers', label: 'bo.menu.transfers', icon: SwapHorizIcon, roles: menuRoles('transfers') },
  { path: '/orders', label: 'bo.menu.orders', icon: PointOfSaleIcon, roles: menuRoles('orders') },
  {
    path: '/devolutions',
    label: 'bo.menu.devolutions',
    icon: AssignmentReturnIcon,
    roles: menuRoles('devolutions'),
  },
  { path: '/shoppings', label: 'bo.menu.shoppings', icon: ShoppingBagIcon, roles: menuRoles('shoppings') },
  { path: '/providers', label: 'bo.menu.providers', icon: LocalShippingIcon, roles: menuRoles('providers') },
  { path: '/spents', label: 'bo.menu.spents', icon: ReceiptLongIcon, roles: menuRoles('spents') },
  { path: '/reports', label: 'bo.menu.reports', icon: AssessmentIcon, roles: menuRoles('reports') },
  { path: '/taxes', label: 'bo.menu.taxes', icon: CurrencyExchangeIcon, roles: menuRoles('taxes') },
  {
    path: '/payment-methods',
    label: 'bo.menu.payment_methods',
    icon: PaymentsIcon,
    roles: menuRoles('payment-methods'),
  },
  { path: '/dealers', label: 'bo.dealers.menu', icon: StoreIcon, roles: menuRoles('dealers') },
  { path: '/requests', label: 'bo.requests.menu', icon: AssignmentIndIcon, roles: menuRoles('requests') },
  { path: '/logs', label: 'bo.menu.logs', icon: HistoryIcon, roles: menuRoles('logs') },
  { path: '/audit', label: 'bo.menu.audit', icon: FactCheckIcon, roles: menuRoles('audit') },
  // Issue 33: admin and the auditor.
  { path: '/fiscal', label: 'bo.menu.fiscal', icon: GavelIcon, roles: menuRoles('fiscal') },
];

/** The mobile bottom bar of the spec: dashboard, products, clients, orders. */
const BOTTOM_PATHS = ['/', '/products', '/clients', '/orders'];
export const BOTTOM_ITEMS: ReadonlyArray<NavItem> = BOTTOM_PATHS.map((path) =>
  SIDEBAR_ITEMS.find((item) => item.path === path)!,
);

export const canSee = (item: NavItem, role: Role | undefined): boolean =>
  item.roles === 'all' || (role !== undefined && item.roles.includes(role));

/**
 * The active item is the one whose path matches the start of the current path; when several
 * do ('/' starts every path), the longest wins, so the dashboard is active only on '/'.
 */
export const activePath = (items: ReadonlyArray<NavItem>, pathname: string): string | undefined => {
  const matches = items
    .map((item) => item.path)
    .filter((path) => path === '/' || pathname === path || pathname.startsWith(`${path}/`));
  const specific = matches.filter((path) => path !== '/');
  if (specific.length > 0) return specific.sort((a, b) => b.length - a.length)[0];
  return pathname === '/' ? '/' : undefined;
};

/** The width at or below which the layout is the mobile one (sales.md section 9). */
export const MOBILE_MAX_WIDTH = 425;
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH}px)`;
export const SIDEBAR_WIDTH = 224;
export const SIDEBAR_CLOSED_WIDTH = 80;
export const APP_BAR_HEIGHT = 56;
export const BOTTOM_BAR_HEIGHT = 56;
