import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { Decimal, IvaCode, ORDER_STATES, OrderMessages } from '@bo/domain';
import { prepared } from '@bo/projections';
import { KNEX } from '../infrastructure/database/tokens';
import { whereIdFilter } from '../infrastructure/http/id-filter';
import {
  cappedCount,
  exactCount,
  isoDateOrNull,
  ListParams,
  Page,
  sortedPage,
} from '../infrastructure/http/list-params';
import { searchPattern } from '../infrastructure/http/search-pattern';
import { searchOrders } from './order-search';
import { FiscalRow, OrderView, orderViewColumns, PersonName, personOrNull, toOrderView } from './order-view';
import {
  FISCAL_DOCUMENTS,
  fiscalFieldsOf,
  type FiscalDocument,
  type OrderFiscalView,
} from './issue-invoice/order-fiscal.reader';

export type { OrderView } from './order-view';

export interface OrderLineView {
  id: number;
  product_id: number | null;
  quick: boolean;
  code: string;
  name: string;
  description: string | null;
  deposit: { id: number; name: string | null } | null;
  quantity: number;
  price: number;
  subtotal: number;
  dispatch: boolean;
  /** Units approved devolutions brought back (what is left to return: quantity - returned_quantity). */
  returned_quantity: number;
  /** Issue 33: the line's IVA code on a taxed sale; null under regime `none`. */
  iva: IvaCode | null;
}

export interface OrderPayView {
  id: number;
  method: { id: number; code: string; name: string };
  amount: number;
  amount_bs: number;
  exchange_rate: number | null;
  reference: string;
  client_payment_id: number | null;
  created_at: string;
  /** The business day the payment was made ('YYYY-MM-DD': a sale's payment at creation is on the sale's date). */
  date: string;
  user: PersonName | null;
  /** Issue 33: the IGTF the client paid on top (negative on a refund that gave some back); '0.00' when none. */
  igtf: string;
}

export interface OrderDispatchView {
  id: number;
  created_at: string;
  responsible: PersonName | null;
  products: number[];
}

/** A devolution of the order, as the sale detail lists them. */
export interface OrderDevolutionView {
  id: number;
  number: number;
  status: string;
  return_type: string;
  total_amount: string;
  created_at: string;
}

/** The sale detail page: the order with its lines, payments (a refund is negative), dispatches and devolutions. */
/** Issue 33: the fiscal fields only on an order with a fiscal invoice (the answers under `none` are as before). */
export interface OrderDetail extends OrderView, Partial<OrderFiscalView> {
  products: OrderLineView[];
  pays: OrderPayView[];
  dispatches: OrderDispatchView[];
  devolutions: OrderDevolutionView[];
}

export const ORDER_SORTABLE = ['id', 'number_order', 'date', 'created_at', 'total', 'order_state'] as const;

/** Reads the sales from their read model (`rm.orders` and its tables), with clients and users. */
@Injectable()
export class OrderReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  private rows(): Knex.QueryBuilder {
    return this.knex('rm.orders as o')
      .leftJoin('rm.clients as c', 'c.id', 'o.client_id')
      .leftJoin('rm.users as u', 'u.id', 'o.user_id')
      .select(orderViewColumns(this.knex));
  }

  /**
   * Filters: q (number, client name or identification, invoice), order_state (one or a list),
   * client_id, date_gte and date_lte (the sale's date, inclusive). Newest date first by default.
   */
  async list(params: ListParams): Promise<Page<OrderView>> {
    const query = this.rows();
    const { filter } = params;
    const pattern = searchPattern(filter.q);
    // `search` is stored lowercase: a `like` is cheaper than an `ilike`.
    if (pattern) query.whereRaw('o.search like lower(?)', [pattern]);
    const states = stateFilter(filter.order_state);
    if (states) query.whereIn('o.order_state', states);
    whereIdFilter(query, 'o.client_id', filter.client_id);
    const from = isoDateOrNull(filter.date_gte);
    if (from) query.where('o.date', '>=', from.slice(0, 10));
    const to = isoDateOrNull(filter.date_lte);
    if (to) query.where('o.date', '<=', to.slice(0, 10));
    if (
      pattern &&
      states?.length !== 0 &&
      filter.client_id === undefined &&
      !from &&
      !to &&
      params.sortField === 'date'
    )
      return this.searchByDate(params, pattern, states);
    const sorted = { ...params, sortField: `o.${params.sortField}` };
    // The total: without a search nor a client or date filter, the states' kept counts; with a
    // search, exact up to EXACT_TOTAL_CAP matching orders and estimated above (docs/rules.md).
    const total = pattern
      ? cappedCount(this.knex, query)
      : filter.client_id === undefined && !from && !to
        ? this.countInStates(states)
        : exactCount(query);
    const [rows, count] = await Promise.all([sortedPage<Record<string, unknown>>(query, sorted, 'o.id'), total]);
    return { rows: rows.map(toOrderView), total: count, offset: params.offset };
  }

  /** A search newest (or oldest) first, the list's usual one: see order-search.ts. */
  private async searchByDate(params: ListParams, pattern: string, states: string[] | null): Promise<Page<OrderView>> {
    const { ids, total } = await searchOrders(this.knex, {
      pattern,
      states,
      order: params.sortOrder,
      offset: params.offset,
      limit: params.limit,
      inStates: this.countInStates(states),
    });
    const rows = ids.length
      ? ((await this.rows()
          .whereIn('o.id', ids)
          .orderBy([
            { column: 'o.date', order: params.sortOrder },
            { column: 'o.id', order: params.sortOrder },
          ])) as Record<string, unknown>[])
      : [];
    return { rows: rows.map(toOrderView), total, offset: params.offset };
  }

  private async countInStates(states: string[] | null): Promise<number> {
    const counts = this.knex('rm.order_state_counts').sum({ total: 'orders' });
    if (states) counts.whereIn('order_state', states);
    const [{ total }] = (await counts) as { total: string | null }[];
    return Number(total ?? 0);
  }

  /** The newest orders by creation (the dashboard's latest orders). */
  async latest(limit: number): Promise<OrderView[]> {
    const rows = (await this.rows()
      .orderBy([
        { column: 'o.created_at', order: 'desc' },
        { column: 'o.id', order: 'desc' },
      ])
      .limit(limit)) as Record<string, unknown>[];
    return rows.map(toOrderView);
  }

  /**
   * The order as its detail page shows it, or 404 'La venta no existe': one query, its rows (and
   * its fiscal documents as issued) as JSON.
   */
  async byId(id: string): Promise<OrderDetail> {
    const { sql, bindings } = this.rows()
      .select(this.knex.raw(`(${ROWS_AS_JSON(LINES)}) as lines_json`))
      .select(this.knex.raw(`(${ROWS_AS_JSON(PAYS)}) as pays_json`))
      .select(this.knex.raw(`(${ROWS_AS_JSON(DISPATCHES)}) as dispatches_json`))
      .select(this.knex.raw(`(${ROWS_AS_JSON(DEVOLUTIONS)}) as devolutions_json`))
      .select(this.knex.raw(`(${FISCAL_DOCUMENTS}) as fiscal_json`))
      .where('o.id', id)
      .limit(1)
      .toSQL();
    // Every sale's and payment's answer reads it: each connection parses and plans it once.
    const row = (await prepared(this.knex, sql, bindings)).rows[0] as
      | (Record<string, unknown> &
          Record<'lines_json' | 'pays_json' | 'dispatches_json' | 'devolutions_json', Row[]> & {
            fiscal_json: FiscalDocument[];
          })
      | undefined;
    if (!row) throw new NotFoundException(OrderMessages.notFound);
    const ivas = (row.fiscal as FiscalRow | null)?.line_ivas ?? null;
    return {
      ...toOrderView(row),
      ...fiscalFieldsOf(row.fiscal_json),
      products: row.lines_json.map((line) => ({ ...toLineView(line), iva: ivas?.[String(line.id)] ?? null })),
      pays: row.pays_json.map(toPayView),
      dispatches: row.dispatches_json.map(toDispatchView),
      devolutions: row.devolutions_json.map(toDevolutionView),
    };
  }
}

type Row = Record<string, unknown>;

/** A subquery's rows (ordered by id) as one JSON array, `[]` when none. */
const ROWS_AS_JSON = (rows: string) => `select coalesce(json_agg(r order by r.id), '[]') from (${rows}) r`;

const LINES = `select l.*, p.description, d.name as deposit_name, l.price * l.quantity as subtotal
  from rm.order_lines l
  left join rm.products p on p.id = l.product_id
  left join rm.deposits d on d.id = l.deposit_id
  where l.order_id = o.id`;

const PAYS = `select p.*, u.id as person_id, u.first_name as person_first_name, u.last_name as person_last_name,
    (select g.igtf from rm.order_payment_igtf g where g.payment_id = p.id) as igtf
  from rm.order_payments p left join rm.users u on u.id = p.user_id
  where p.order_id = o.id`;

const DISPATCHES = `select d.*, u.id as person_id, u.first_name as person_first_name, u.last_name as person_last_name
  from rm.order_dispatches d left join rm.users u on u.id = d.user_id
  where d.order_id = o.id`;

const DEVOLUTIONS = `select d.id, d.number, d.status, d.return_type, d.total_amount, d.created_at
  from rm.devolutions d where d.order_id = o.id`;

function toDevolutionView(row: Row): OrderDevolutionView {
  return {
    id: Number(row.id),
    number: Number(row.number),
    status: String(row.status),
    return_type: String(row.return_type),
    total_amount: Number(row.total_amount).toFixed(2),
    created_at: new Date(row.created_at as string).toISOString(),
  };
}

function toLineView(row: Row): Omit<OrderLineView, 'iva'> {
  return {
    id: Number(row.id),
    product_id: row.product_id === null ? null : Number(row.product_id),
    quick: Boolean(row.quick),
    code: String(row.code),
    name: String(row.name),
    description: (row.description as string | null) ?? null,
    deposit:
      row.deposit_id === null
        ? null
        : { id: Number(row.deposit_id), name: (row.deposit_name as string | null) ?? null },
    quantity: Number(row.quantity),
    price: Number(row.price),
    subtotal: Number(row.subtotal),
    dispatch: Boolean(row.dispatched),
    returned_quantity: Number(row.returned ?? 0),
  };
}

function toPayView(row: Row): OrderPayView {
  return {
    id: Number(row.id),
    method: { id: Number(row.method_id), code: String(row.method_code), name: String(row.method_name) },
    amount: Number(row.amount),
    amount_bs: Number(row.amount_bs),
    exchange_rate: row.exchange_rate === null ? null : Number(row.exchange_rate),
    reference: String(row.reference),
    client_payment_id: row.client_payment_id === null ? null : Number(row.client_payment_id),
    created_at: new Date(row.created_at as string).toISOString(),
    date: String(row.date),
    user: personOrNull(row, 'person'),
    igtf: new Decimal((row.igtf as string | number | null) ?? 0).toFixed(2),
  };
}

function toDispatchView(row: Row): OrderDispatchView {
  return {
    id: Number(row.id),
    created_at: new Date(row.created_at as string).toISOString(),
    responsible: personOrNull(row, 'person'),
    products: (row.line_ids as string[]).map(Number),
  };
}

/** The states asked for (one or a list), [] when none is a known state, null when not filtered. */
function stateFilter(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return null;
  const asked = (Array.isArray(value) ? value : [value]).map(String);
  return asked.filter((state) => (ORDER_STATES as readonly string[]).includes(state));
}
