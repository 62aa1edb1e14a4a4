/**
 * Who may do what: the one table the server's @Roles(...) and the admin's screens, buttons,
 * sidebar and dashboard all read, so they cannot disagree. Pure data, imported as TypeScript
 * source by the admin (Vite alias '@bo/access'): it must import nothing but the roles.
 *
 * Each resource names its actions: `read` (list and open), `write` (create, edit, delete,
 * restore) and its own commands; `menu` is who sees its sidebar item when that differs from
 * `read` (the spec's sidebar hides some screens a role may still open).
 */
import { ROLES, type Role } from '../users/roles';

type Roles = readonly Role[];

const ADMIN: Roles = ['admin'];
const ADMIN_FINANCIAL: Roles = ['admin', 'financial'];
const ADMIN_STORER: Roles = ['admin', 'storer'];
const ADMIN_SALES: Roles = ['admin', 'sales'];
const CASHIERS: Roles = ['admin', 'sales', 'financial'];
const STOCK_KEEPERS: Roles = ['admin', 'endline', 'storer'];
const ORDER_READERS: Roles = ['admin', 'sales', 'storer', 'financial'];

export const ACCESS = {
  /** Whoever is signed in: their session, their uploads, a record's history (each then checks its resource). */
  session: { use: ROLES },
  /** The company's account: everyone reads it (the shell's colours and logo); admin lists and edits it. */
  accounts: { list: ADMIN, read: ROLES, write: ADMIN },
  /** Users: admin manages them; each user reads and edits their own record ('Mi perfil'). */
  users: { read: ADMIN, write: ADMIN, own: ROLES },
  /** Stores. */
  organizations: { read: ADMIN, write: ADMIN },
  /** The catalogue a sale needs: every role reads it; admin and storer keep it. */
  brands: { read: ROLES, write: ADMIN_STORER },
  'product-categories': { read: ROLES, write: ADMIN_STORER },
  products: { read: ROLES, write: ADMIN_STORER, menu: STOCK_KEEPERS },
  deposits: { read: ROLES, write: ADMIN_STORER },
  'price-groups': { read: ROLES, write: ADMIN },
  regions: { read: ROLES, write: ADMIN },
  groups: { read: ADMIN, write: ADMIN },
  /** Dealers and their requests (RULES.md 'Dealers'): admin only; the application itself is public. */
  dealers: { read: ADMIN, write: ADMIN },
  requests: { read: ADMIN, write: ADMIN },
  providers: { read: ADMIN_FINANCIAL, write: ADMIN_FINANCIAL },
  clients: { read: CASHIERS, write: CASHIERS },
  spents: { read: ADMIN_FINANCIAL, write: ADMIN_FINANCIAL },
  'spent-categories': { read: ADMIN_FINANCIAL, write: ADMIN_FINANCIAL },
  /** Every role pays or is paid with them; admin keeps the list (and alone sees it in the sidebar). */
  'payment-methods': { read: ROLES, write: ADMIN, menu: ADMIN },
  /** Every role reads the rates (the top bar shows the current one); admin and financial keep them. */
  taxes: { read: ROLES, write: ADMIN_FINANCIAL, menu: ADMIN_FINANCIAL },
  /** Inventories: read, registered, deleted and restored by admin, endline and storer; approved by admin and storer. */
  inventories: { read: STOCK_KEEPERS, write: STOCK_KEEPERS, approve: ADMIN_STORER },
  /**
   * Sales orders: read and dispatched by admin, sales, storer, financial; sold (created,
   * processed, cancelled) by admin and sales; paid and invoiced by cashiers; discounted by admin
   * and financial; a catalogue line's price changed only by admin among those who sell.
   */
  orders: {
    read: ORDER_READERS,
    dispatch: ORDER_READERS,
    write: ADMIN_SALES,
    pay: CASHIERS,
    discount: ADMIN_FINANCIAL,
    reprice: ADMIN,
  },
  /** Deposit transfers (RULES.md 'Transfers'): read, created, sent, received and cancelled by admin and storer. */
  transfers: {
    read: ADMIN_STORER,
    write: ADMIN_STORER,
    send: ADMIN_STORER,
    receive: ADMIN_STORER,
    cancel: ADMIN_STORER,
  },
  /**
   * Devolutions (returns, RULES.md): read by the order readers; registered by admin, sales and
   * storer; approved (stock and money move) by admin and storer; rejected by admin. The sidebar item
   * is for those who approve: the spec's sidebars of sales and financial stay as they are (a seller
   * registers a return from the sale's page, 'Registrar devolución').
   */
  devolutions: {
    read: ORDER_READERS,
    write: ['admin', 'sales', 'storer'],
    approve: ADMIN_STORER,
    reject: ADMIN,
    menu: ADMIN_STORER,
  },
  /** Client payments (/clients/{id}/payments/create, /payments/{id}): the cashiers. */
  payments: { read: CASHIERS, write: CASHIERS },
  /** The activity log. */
  logs: { read: ADMIN },
  /**
   * The dashboard's blocks (sales.md section 6): receivables, references and inventory cost for
   * admin and financial (`figures`), every figure for admin (`allFigures`, `totals`), the latest
   * orders and the sales chart for admin and sales (`top`), the quick links for admin.
   */
  dashboard: { figures: ADMIN_FINANCIAL, allFigures: ADMIN, totals: ADMIN, top: ADMIN_SALES, quickLinks: ADMIN },
  /** Screens other issues build (purchases, reports): who will use them, as the spec's sidebar. */
  /**
   * Purchases (RULES.md, Purchase roles): admin and financial read, register, pay, mark as paid
   * and cancel them (the spec's 'sales may pay' is unreachable: sales never sees Compras).
   */
  shoppings: {
    read: ADMIN_FINANCIAL,
    write: ADMIN_FINANCIAL,
    pay: ADMIN_FINANCIAL,
    paid: ADMIN_FINANCIAL,
    cancel: ADMIN_FINANCIAL,
  },
  /**
   * Report jobs (issue 14). The /reports screen (`read`): admin and sales as the spec's sidebar,
   * and storer, who has its low-stock table (`lowStock`) and deposit report there though the
   * sidebar does not show it. Whoever may ask one of the types asks (`generate`), follows and
   * downloads their own; each type names who may ask it, as the screen that offers it: the
   * orders form admin and sales, '/ordersDaily' financial, admin and sales, '/ordersReportFinancial'
   * financial and admin, each list's export the readers of that list.
   */
  reports: {
    read: ['admin', 'sales', 'storer'],
    menu: ADMIN_SALES,
    generate: ROLES,
    lowStock: ADMIN_STORER,
    orders: ADMIN_SALES,
    'orders-daily': CASHIERS,
    'orders-financial': ADMIN_FINANCIAL,
    clients: CASHIERS,
    providers: ADMIN_FINANCIAL,
    products: STOCK_KEEPERS,
    inventories: STOCK_KEEPERS,
    'deposit-stock': ['admin', 'sales', 'storer'],
    'product-catalog': ['admin', 'sales', 'storer'],
    'price-list': ['admin', 'sales', 'storer'],
    'low-stock': ADMIN_STORER,
    /** The books as of an instant (issue 32): who reads the audit. */
    'audit-books': ['admin', 'auditor'],
  },
  /**
   * The audit (issue 32): the sealed chain, digests, verify, books as of an instant (`read`,
   * `verify`: admin and auditor); closing a period (`close`): admin.
   */
  audit: { read: ['admin', 'auditor'], verify: ['admin', 'auditor'], close: ADMIN },
  /** The job queue's probe (GET /api/health/jobs). */
  system: { health: ADMIN },
} as const satisfies Record<string, Record<string, Roles>>;

export type AccessTable = typeof ACCESS;
export type AccessResource = keyof AccessTable;
export type AccessAction<R extends AccessResource> = keyof AccessTable[R] & string;
/** The resources that have this action: `ResourceWith<'write'>` is 'brands' | 'orders' | ... */
export type ResourceWith<A extends string> = {
  [R in AccessResource]: A extends keyof AccessTable[R] ? R : never;
}[AccessResource];

/** The roles that may do `action` on `resource`. */
export const rolesFor = <R extends AccessResource>(resource: R, action: AccessAction<R>): Roles =>
  (ACCESS[resource] as Record<string, Roles>)[action];

/** Whether `role` (undefined while unknown: no) may do `action` on `resource`; an action the table lacks: nobody. */
export const may = <R extends AccessResource>(role: Role | undefined, resource: R, action: AccessAction<R>): boolean =>
  role !== undefined && (rolesFor(resource, action) ?? []).includes(role);

/** Who sees a resource's sidebar item: its `menu` roles when it has them, else its readers. */
export const menuRoles = (resource: ResourceWith<'read'>): Roles => {
  const entry = ACCESS[resource] as { read: Roles; menu?: Roles };
  return entry.menu ?? entry.read;
};
