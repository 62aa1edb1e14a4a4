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

/**
 * Issue 32: the auditor reads every screen, record, history, document, report and the dashboard's
 * figures, and writes nothing (the server refuses every write of theirs in one place, the access
 * guard). Each reading action lists the auditor beside the spec's roles; no writing action does.
 */
const AUDITOR: Roles = ['admin', 'auditor'];
const withAuditor = (roles: Roles): Roles => [...roles, 'auditor'];
const ADMIN_FINANCIAL_AUDITOR = withAuditor(ADMIN_FINANCIAL);
const ADMIN_STORER_AUDITOR = withAuditor(ADMIN_STORER);
const ADMIN_SALES_AUDITOR = withAuditor(ADMIN_SALES);
const CASHIERS_AUDITOR = withAuditor(CASHIERS);
const STOCK_KEEPERS_AUDITOR = withAuditor(STOCK_KEEPERS);
const ORDER_READERS_AUDITOR = withAuditor(ORDER_READERS);

export const ACCESS = {
  /** Whoever is signed in: their session, their uploads, a record's history (each then checks its resource). */
  session: { use: ROLES },
  /** The company's account: everyone reads it (the shell's colours and logo); admin lists and edits it. */
  accounts: { list: AUDITOR, read: ROLES, write: ADMIN },
  /** Users: admin manages them; each user reads and edits their own record ('Mi perfil'). */
  users: { read: AUDITOR, write: ADMIN, own: ROLES },
  /** Stores. */
  organizations: { read: AUDITOR, write: ADMIN },
  /** The catalogue a sale needs: every role reads it; admin and storer keep it. */
  brands: { read: ROLES, write: ADMIN_STORER },
  'product-categories': { read: ROLES, write: ADMIN_STORER },
  products: { read: ROLES, write: ADMIN_STORER, menu: STOCK_KEEPERS_AUDITOR },
  deposits: { read: ROLES, write: ADMIN_STORER },
  'price-groups': { read: ROLES, write: ADMIN },
  regions: { read: ROLES, write: ADMIN },
  groups: { read: AUDITOR, write: ADMIN },
  /** Dealers and their requests (RULES.md 'Dealers'): admin only; the application itself is public. */
  dealers: { read: AUDITOR, write: ADMIN },
  requests: { read: AUDITOR, write: ADMIN },
  providers: { read: ADMIN_FINANCIAL_AUDITOR, write: ADMIN_FINANCIAL },
  clients: { read: CASHIERS_AUDITOR, write: CASHIERS },
  spents: { read: ADMIN_FINANCIAL_AUDITOR, write: ADMIN_FINANCIAL },
  'spent-categories': { read: ADMIN_FINANCIAL_AUDITOR, write: ADMIN_FINANCIAL },
  /** Every role pays or is paid with them; admin keeps the list (and alone sees it in the sidebar). */
  'payment-methods': { read: ROLES, write: ADMIN, menu: AUDITOR },
  /** Every role reads the rates (the top bar shows the current one); admin and financial keep them. */
  taxes: { read: ROLES, write: ADMIN_FINANCIAL, menu: ADMIN_FINANCIAL_AUDITOR },
  /** Inventories: read, registered, deleted and restored by admin, endline and storer; approved by admin and storer. */
  inventories: { read: STOCK_KEEPERS_AUDITOR, write: STOCK_KEEPERS, approve: ADMIN_STORER },
  /**
   * Sales orders: read and dispatched by admin, sales, storer, financial; sold (created,
   * processed, cancelled) by admin and sales; paid and invoiced by cashiers; discounted by admin
   * and financial; a catalogue line's price changed only by admin among those who sell.
   */
  orders: {
    read: ORDER_READERS_AUDITOR,
    dispatch: ORDER_READERS,
    write: ADMIN_SALES,
    pay: CASHIERS,
    discount: ADMIN_FINANCIAL,
    reprice: ADMIN,
  },
  /** Deposit transfers (RULES.md 'Transfers'): read, created, sent, received and cancelled by admin and storer. */
  transfers: {
    read: ADMIN_STORER_AUDITOR,
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
    read: ORDER_READERS_AUDITOR,
    write: ['admin', 'sales', 'storer'],
    approve: ADMIN_STORER,
    reject: ADMIN,
    menu: ADMIN_STORER_AUDITOR,
  },
  /** Client payments (/clients/{id}/payments/create, /payments/{id}): the cashiers. */
  payments: { read: CASHIERS_AUDITOR, write: CASHIERS },
  /** The activity log. */
  logs: { read: AUDITOR },
  /**
   * The dashboard's blocks (sales.md section 6): receivables, references and inventory cost for
   * admin and financial (`figures`), every figure for admin (`allFigures`, `totals`), the latest
   * orders and the sales chart for admin and sales (`top`), the quick links for admin.
   */
  dashboard: {
    figures: ADMIN_FINANCIAL_AUDITOR,
    allFigures: AUDITOR,
    totals: AUDITOR,
    top: ADMIN_SALES_AUDITOR,
    quickLinks: ADMIN,
  },
  /** Screens other issues build (purchases, reports): who will use them, as the spec's sidebar. */
  /**
   * Purchases (RULES.md, Purchase roles): admin and financial read, register, pay, mark as paid
   * and cancel them (the spec's 'sales may pay' is unreachable: sales never sees Compras).
   */
  shoppings: {
    read: ADMIN_FINANCIAL_AUDITOR,
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
    read: ['admin', 'sales', 'storer', 'auditor'],
    menu: ADMIN_SALES_AUDITOR,
    generate: ROLES,
    lowStock: ADMIN_STORER_AUDITOR,
    orders: ADMIN_SALES_AUDITOR,
    'orders-daily': CASHIERS_AUDITOR,
    'orders-financial': ADMIN_FINANCIAL_AUDITOR,
    clients: CASHIERS_AUDITOR,
    providers: ADMIN_FINANCIAL_AUDITOR,
    products: STOCK_KEEPERS_AUDITOR,
    inventories: STOCK_KEEPERS_AUDITOR,
    'deposit-stock': ['admin', 'sales', 'storer', 'auditor'],
    'product-catalog': ['admin', 'sales', 'storer', 'auditor'],
    'price-list': ['admin', 'sales', 'storer', 'auditor'],
    'low-stock': ADMIN_STORER_AUDITOR,
    /** The books as of an instant, as Excel (issue 32): whoever reads the audit. */
    'audit-books': AUDITOR,
    /** The monthly books of the tax authority (issue 33): who keeps the money, and the auditor. */
    'sales-book': ADMIN_FINANCIAL_AUDITOR,
    'purchases-book': ADMIN_FINANCIAL_AUDITOR,
  },
  /**
   * The audit (issue 32): the sealed chain, digests, verify, books as of an instant (`read`,
   * `verify`: admin and auditor); closing a period (`close`): admin.
   */
  audit: { read: AUDITOR, verify: AUDITOR, close: ADMIN },
  /**
   * The fiscal settings and control ranges (issue 33): everyone reads them (a sale shows its taxes,
   * a payment its IGTF); admin keeps them and alone sees 'Configuración fiscal' with the auditor.
   */
  fiscal: { read: ROLES, write: ADMIN, menu: AUDITOR },
  /** The job queue's probe (GET /api/health/jobs). */
  system: { health: ADMIN },
} as const satisfies Record<string, Record<string, Roles>>;

/**
 * The roles that write nothing (issue 32: the auditor). The server refuses every request of theirs
 * that is not a read, a report, a verify or signing in and out (auth/guards/read-only.ts); the
 * admin shows them no form to save.
 */
export const READ_ONLY_ROLES: Roles = ['auditor'];
/** Whether `role` writes nothing (undefined while unknown: no). */
export const writesNothing = (role: Role | undefined): boolean => role !== undefined && READ_ONLY_ROLES.includes(role);

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
