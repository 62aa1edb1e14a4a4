import { Knex } from 'knex';
import { CREDIT_NOTE_METHOD_CODE } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { ensureTrigramExtension } from '../activity-log/trigram-search';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { WriteSet } from '../write-set';
import { foldOrderBatch, isOrderEvent, ORDER_READ_MODEL_EVENTS, OrderBatch, OrderFigures } from './order-batch';
import { prepared } from '../prepared';

const ORDER_EVENTS = new Set<string>(ORDER_READ_MODEL_EVENTS);

/**
 * The sales: orders (numbered 1, 2, 3... in the order they were created, searched by number,
 * client and invoice), their lines, payments and dispatches, the clients' payments, and each
 * client's figures (`client_balances`: owed, debt, orders, spent, sold, credit note), kept by
 * differences. Approved devolutions lower an order's total and cost, count its `returned` amount
 * and each line's returned units, and record a refund as a negative payment.
 */
export const ordersProjection: Projection = {
  name: 'orders',
  handles: ORDER_READ_MODEL_EVENTS,
  version: 10,
  tables: [
    'orders',
    'order_lines',
    'order_payments',
    'order_dispatches',
    'client_payments',
    'client_balances',
    'order_state_counts',
  ],

  async createTables(trx) {
    await trx.raw(`create table orders (
      id bigint primary key,
      number_order bigint not null,
      invoice_number text,
      order_state text not null,
      client_id bigint not null,
      client_name text not null,
      client_identification text not null,
      user_id bigint,
      organization_id bigint,
      date date not null,
      subtotal numeric(14, 2) not null,
      discount numeric(14, 2) not null,
      discount_type text,
      discount_value numeric(14, 2),
      total numeric(14, 2) not null,
      balance numeric(14, 2) not null,
      returned numeric(14, 2) not null default 0,
      exchange_rate numeric not null,
      cop_change numeric,
      is_credit boolean not null,
      comentary text not null,
      order_buy text,
      cost_total numeric(14, 2) not null,
      lines_count integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      search text generated always as (lower(
        number_order::text || ' ' || client_name || ' ' || client_identification || ' ' || coalesce(invoice_number, '')
      )) stored
    )`);
    await trx.raw('create unique index orders_number on orders (number_order)');
    // The list: newest first, alone or within a state; a client's orders; this month's figures.
    // They carry the state and the search text, so the list's search walks the newest orders
    // without reading the table (an index-only scan, apps/api/src/orders/order-search.ts).
    await trx.raw('create index orders_by_date on orders (date desc, id desc) include (order_state, search)');
    await trx.raw('create index orders_by_state on orders (order_state, date desc, id desc) include (search)');
    await trx.raw('create index orders_by_client on orders (client_id, created_at, id)');
    await trx.raw(`create table order_lines (
      order_id bigint not null,
      id bigint not null,
      product_id bigint,
      quick boolean not null,
      code text not null,
      name text not null,
      deposit_id bigint,
      quantity integer not null,
      price numeric(14, 2) not null,
      cost numeric(14, 2) not null,
      dispatched boolean not null default false,
      returned integer not null default 0,
      primary key (order_id, id)
    )`);
    await trx.raw(`create table order_payments (
      id bigint primary key,
      order_id bigint not null,
      client_id bigint not null,
      client_payment_id bigint,
      method_id bigint not null,
      method_code text not null,
      method_name text not null,
      amount numeric(14, 2) not null,
      amount_bs numeric(14, 2) not null,
      exchange_rate numeric,
      reference text not null,
      user_id bigint,
      created_at timestamptz not null,
      date date not null
    )`);
    // The money collected in a period (dashboard, daily and financial reports) goes by the payment's day.
    await trx.raw('create index order_payments_by_date on order_payments (date, id)');
    await trx.raw('create index order_payments_order on order_payments (order_id, id)');
    await trx.raw('create index order_payments_client on order_payments (client_id, created_at desc, id desc)');
    await trx.raw('create index order_payments_newest on order_payments (created_at desc, id desc)');
    // The dashboard's 'Total cobrado' leaves out what credit notes paid: those rows alone, not the whole table.
    await trx.raw(
      `create index order_payments_credit_notes on order_payments (order_id) include (amount) where method_code = '${CREDIT_NOTE_METHOD_CODE}'`,
    );
    await trx.raw(`create table order_dispatches (
      id bigint primary key,
      order_id bigint not null,
      line_ids jsonb not null,
      user_id bigint,
      created_at timestamptz not null
    )`);
    await trx.raw('create index order_dispatches_order on order_dispatches (order_id, id)');
    await trx.raw(`create table client_payments (
      id bigint primary key,
      client_id bigint not null,
      method_id bigint not null,
      method_code text not null,
      method_name text not null,
      amount numeric(14, 2) not null,
      amount_bs numeric(14, 2) not null,
      exchange_rate numeric,
      reference text not null,
      date date not null,
      allocations jsonb not null,
      user_id bigint,
      created_at timestamptz not null
    )`);
    await trx.raw('create index client_payments_client on client_payments (client_id, created_at desc, id desc)');
    // Sums over all of a client's orders (the default client has every POS sale): unbounded numeric,
    // so no sum of orders each below a trillion can overflow and stop the projection.
    await trx.raw(`create table client_balances (
      client_id bigint primary key,
      balance numeric not null,
      debt numeric not null,
      total_orders integer not null,
      total_spent numeric not null,
      total_sold numeric not null,
      credit numeric not null default 0
    )`);
    // The list's total without a search (a count over a million orders is too slow for a page).
    await trx.raw('create table order_state_counts (order_state text primary key, orders bigint not null)');
  },

  /**
   * The list's search (`search like lower('%…%')`: number, client name, identification, invoice).
   * The column is kept lowercase so a search is a `like`, several times cheaper per row than an
   * `ilike` when a broad term's rows are checked one by one.
   */
  async createDeferredIndexes(trx) {
    if (!(await ensureTrigramExtension(trx))) return;
    await trx.raw('create index if not exists orders_search on orders using gin (search gin_trgm_ops)');
  },

  async apply(events, trx) {
    const creates = events.some((event) => event.type === 'OrderCreated');
    const { before, last } = await ordersBefore(trx, events, creates);
    const batch = foldOrderBatch(events, before, last);
    // One statement for every table; then what must see those rows (lines' later changes, empty counts).
    const writes = new WriteSet();
    await writeOrders(writes, batch);
    await writeNewLines(writes, batch);
    await writePayments(writes, batch);
    await writeClientPayments(writes, batch);
    await writeClientBalances(writes, batch);
    await writeStateCounts(writes, batch);
    const emptied = emptiedStates(batch);
    const followedUp =
      batch.dispatchedLines.length > 0 ||
      batch.returnedLines.length > 0 ||
      emptied.length > 0 ||
      batch.paymentsDatedByClientPayment.length > 0;
    await writes.flush(trx, { last: !followedUp });
    await markLines(trx, batch);
    await dateByClientPayment(trx, batch);
    await dropEmptyStateCounts(trx, emptied);
  },
};

/**
 * One round trip: the orders this batch touches, as their rows stand before it, and the last
 * order number when the batch creates orders (0 otherwise). The left join keeps the one row of
 * the number when no order is found.
 */
async function ordersBefore(
  trx: Knex.Transaction,
  events: RecordedEvent[],
  creates: boolean,
): Promise<{ before: Map<string, OrderFigures>; last: number }> {
  const ids = [
    ...new Set(
      events
        .filter((event) => isOrderEvent(event.type) && ORDER_EVENTS.has(event.type))
        .map((event) => String((event.data as { id: string }).id)),
    ),
  ];
  // A batch of client payments or credit notes alone needs neither.
  if (ids.length === 0 && !creates) return { before: new Map(), last: 0 };
  const result = await prepared(
    trx,
    `select n.last, o.id::text, o.client_id::text, o.order_state, o.invoice_number, o.discount::text, o.discount_type,
       o.discount_value::text, o.total::text, o.balance::text, o.returned::text, o.cost_total::text, o.updated_at
       , o.date::text as date, o.created_at
     from (select case when ?::boolean then (select coalesce(max(number_order), 0) from orders) else 0 end::float8 as last) n
     left join orders o on o.id = any(?::bigint[])`,
    [creates, ids] as unknown as Knex.Value[],
  );
  const rows = result.rows as (Omit<OrderFigures, 'updated_at' | 'created_at'> & {
    last: number;
    id: string | null;
    updated_at: Date;
    created_at: Date;
  })[];
  const before = new Map<string, OrderFigures>();
  for (const { last: _last, ...row } of rows) {
    if (row.id !== null)
      before.set(row.id, {
        ...row,
        id: row.id,
        updated_at: row.updated_at.toISOString(),
        created_at: row.created_at.toISOString(),
      });
  }
  return { before, last: Number(rows[0].last) };
}

async function writeOrders(writes: WriteSet, batch: OrderBatch): Promise<void> {
  const figures = new Map(batch.figures.map((order) => [order.id, order]));
  const created = batch.created.map((order) => ({ ...order, ...figures.get(order.id)! }));
  await insertRows(
    writes,
    'orders',
    [
      { name: 'id', type: 'bigint', values: created.map((o) => o.id) },
      { name: 'number_order', type: 'bigint', values: created.map((o) => o.number_order) },
      { name: 'invoice_number', type: 'text', values: created.map((o) => o.invoice_number) },
      { name: 'order_state', type: 'text', values: created.map((o) => o.order_state) },
      { name: 'client_id', type: 'bigint', values: created.map((o) => o.client_id) },
      { name: 'client_name', type: 'text', values: created.map((o) => o.client_name) },
      { name: 'client_identification', type: 'text', values: created.map((o) => o.client_identification) },
      { name: 'user_id', type: 'bigint', values: created.map((o) => o.user_id) },
      { name: 'organization_id', type: 'bigint', values: created.map((o) => o.organization_id) },
      { name: 'date', type: 'date', values: created.map((o) => o.date) },
      { name: 'subtotal', type: 'numeric', values: created.map((o) => o.subtotal) },
      { name: 'discount', type: 'numeric', values: created.map((o) => o.discount) },
      { name: 'discount_type', type: 'text', values: created.map((o) => o.discount_type) },
      { name: 'discount_value', type: 'numeric', values: created.map((o) => o.discount_value) },
      { name: 'total', type: 'numeric', values: created.map((o) => o.total) },
      { name: 'balance', type: 'numeric', values: created.map((o) => o.balance) },
      { name: 'returned', type: 'numeric', values: created.map((o) => o.returned) },
      { name: 'exchange_rate', type: 'numeric', values: created.map((o) => o.exchange_rate) },
      { name: 'cop_change', type: 'numeric', values: created.map((o) => o.cop_change) },
      { name: 'is_credit', type: 'boolean', values: created.map((o) => o.is_credit) },
      { name: 'comentary', type: 'text', values: created.map((o) => o.comentary) },
      { name: 'order_buy', type: 'text', values: created.map((o) => o.order_buy) },
      { name: 'cost_total', type: 'numeric', values: created.map((o) => o.cost_total) },
      { name: 'lines_count', type: 'integer', values: created.map((o) => o.lines_count) },
      { name: 'created_at', type: 'timestamptz', values: created.map((o) => o.created_at) },
      { name: 'updated_at', type: 'timestamptz', values: created.map((o) => o.updated_at) },
    ],
    'on conflict do nothing',
  );
  const updated = batch.figures.filter((order) => batch.existing.has(order.id));
  if (updated.length === 0) return;
  writes.add(
    `update orders o set order_state = u.order_state, invoice_number = u.invoice_number, discount = u.discount,
       discount_type = u.discount_type, discount_value = u.discount_value, total = u.total, balance = u.balance,
       returned = u.returned, cost_total = u.cost_total, updated_at = u.updated_at
     from unnest(?::bigint[], ?::text[], ?::text[], ?::numeric[], ?::text[], ?::numeric[], ?::numeric[],
       ?::numeric[], ?::numeric[], ?::numeric[], ?::timestamptz[])
       as u(id, order_state, invoice_number, discount, discount_type, discount_value, total, balance, returned,
         cost_total, updated_at)
     where o.id = u.id`,
    [
      updated.map((o) => o.id),
      updated.map((o) => o.order_state),
      updated.map((o) => o.invoice_number),
      updated.map((o) => o.discount),
      updated.map((o) => o.discount_type),
      updated.map((o) => o.discount_value),
      updated.map((o) => o.total),
      updated.map((o) => o.balance),
      updated.map((o) => o.returned),
      updated.map((o) => o.cost_total),
      updated.map((o) => o.updated_at),
    ] as unknown as Knex.Value[],
  );
}

async function writeNewLines(writes: WriteSet, batch: OrderBatch): Promise<void> {
  const lines = batch.lines;
  await insertRows(
    writes,
    'order_lines',
    [
      { name: 'order_id', type: 'bigint', values: lines.map((l) => l.order_id) },
      { name: 'id', type: 'bigint', values: lines.map((l) => l.id) },
      { name: 'product_id', type: 'bigint', values: lines.map((l) => l.product_id) },
      { name: 'quick', type: 'boolean', values: lines.map((l) => l.quick) },
      { name: 'code', type: 'text', values: lines.map((l) => l.code) },
      { name: 'name', type: 'text', values: lines.map((l) => l.name) },
      { name: 'deposit_id', type: 'bigint', values: lines.map((l) => l.deposit_id) },
      { name: 'quantity', type: 'integer', values: lines.map((l) => l.quantity) },
      { name: 'price', type: 'numeric', values: lines.map((l) => l.price) },
      { name: 'cost', type: 'numeric', values: lines.map((l) => l.cost) },
    ],
    'on conflict do nothing',
  );
}

/** Lines dispatched or returned in the batch (they may have been inserted by the same batch). */
async function markLines(trx: Knex.Transaction, batch: OrderBatch): Promise<void> {
  const dispatched = batch.dispatchedLines;
  if (dispatched.length > 0)
    await prepared(
      trx,
      `update order_lines l set dispatched = true
       from unnest(?::bigint[], ?::bigint[]) as d(order_id, line_id)
       where l.order_id = d.order_id and l.id = d.line_id`,
      [dispatched.map((d) => d.order_id), dispatched.map((d) => d.line_id)] as unknown as Knex.Value[],
    );
  const returned = batch.returnedLines;
  if (returned.length > 0)
    await prepared(
      trx,
      `update order_lines l set returned = l.returned + r.quantity
       from unnest(?::bigint[], ?::bigint[], ?::integer[]) as r(order_id, line_id, quantity)
       where l.order_id = r.order_id and l.id = r.line_id`,
      [
        returned.map((r) => r.order_id),
        returned.map((r) => r.line_id),
        returned.map((r) => r.quantity),
      ] as unknown as Knex.Value[],
    );
}

async function writePayments(writes: WriteSet, batch: OrderBatch): Promise<void> {
  const pays = batch.payments;
  await insertRows(
    writes,
    'order_payments',
    [
      { name: 'id', type: 'bigint', values: pays.map((p) => p.id) },
      { name: 'order_id', type: 'bigint', values: pays.map((p) => p.order_id) },
      { name: 'client_id', type: 'bigint', values: pays.map((p) => p.client_id) },
      { name: 'client_payment_id', type: 'bigint', values: pays.map((p) => p.client_payment_id) },
      { name: 'method_id', type: 'bigint', values: pays.map((p) => p.method_id) },
      { name: 'method_code', type: 'text', values: pays.map((p) => p.method_code) },
      { name: 'method_name', type: 'text', values: pays.map((p) => p.method_name) },
      { name: 'amount', type: 'numeric', values: pays.map((p) => p.amount) },
      { name: 'amount_bs', type: 'numeric', values: pays.map((p) => p.amount_bs) },
      { name: 'exchange_rate', type: 'numeric', values: pays.map((p) => p.exchange_rate) },
      { name: 'reference', type: 'text', values: pays.map((p) => p.reference) },
      { name: 'user_id', type: 'bigint', values: pays.map((p) => p.user_id) },
      { name: 'created_at', type: 'timestamptz', values: pays.map((p) => p.created_at) },
      { name: 'date', type: 'date', values: pays.map((p) => p.date) },
    ],
    'on conflict do nothing',
  );
  const dispatches = batch.dispatches;
  await insertRows(
    writes,
    'order_dispatches',
    [
      { name: 'id', type: 'bigint', values: dispatches.map((d) => d.id) },
      { name: 'order_id', type: 'bigint', values: dispatches.map((d) => d.order_id) },
      { name: 'line_ids', type: 'jsonb', values: dispatches.map((d) => JSON.stringify(d.line_ids)) },
      { name: 'user_id', type: 'bigint', values: dispatches.map((d) => d.user_id) },
      { name: 'created_at', type: 'timestamptz', values: dispatches.map((d) => d.created_at) },
    ],
    'on conflict do nothing',
  );
}

/** Older parts of client payments recorded in an earlier batch than their client payment: that payment's date. */
async function dateByClientPayment(trx: Knex.Transaction, batch: OrderBatch): Promise<void> {
  const ids = batch.paymentsDatedByClientPayment;
  if (ids.length > 0)
    await trx.raw(
      `update order_payments p set date = cp.date from client_payments cp
       where p.id = any(?::bigint[]) and cp.id = p.client_payment_id`,
      [ids] as unknown as Knex.Value[],
    );
}

async function writeClientPayments(writes: WriteSet, batch: OrderBatch): Promise<void> {
  const pays = batch.clientPayments;
  await insertRows(
    writes,
    'client_payments',
    [
      { name: 'id', type: 'bigint', values: pays.map((p) => p.data.id) },
      { name: 'client_id', type: 'bigint', values: pays.map((p) => p.data.client_id) },
      { name: 'method_id', type: 'bigint', values: pays.map((p) => p.data.method_id) },
      { name: 'method_code', type: 'text', values: pays.map((p) => p.data.method_code) },
      { name: 'method_name', type: 'text', values: pays.map((p) => p.data.method_name) },
      { name: 'amount', type: 'numeric', values: pays.map((p) => p.data.amount) },
      { name: 'amount_bs', type: 'numeric', values: pays.map((p) => p.data.amount_bs ?? '0.00') },
      { name: 'exchange_rate', type: 'numeric', values: pays.map((p) => p.data.exchange_rate ?? null) },
      { name: 'reference', type: 'text', values: pays.map((p) => p.data.reference) },
      { name: 'date', type: 'date', values: pays.map((p) => p.data.date) },
      { name: 'allocations', type: 'jsonb', values: pays.map((p) => JSON.stringify(p.data.allocations)) },
      { name: 'user_id', type: 'bigint', values: pays.map((p) => p.metadata.user_id ?? null) },
      { name: 'created_at', type: 'timestamptz', values: pays.map((p) => p.metadata.at) },
    ],
    'on conflict do nothing',
  );
}

/** Adds each client's difference of the batch (a client touched with no difference still gets its row). */
async function writeClientBalances(writes: WriteSet, batch: OrderBatch): Promise<void> {
  const deltas = batch.clientDeltas;
  await insertRows(
    writes,
    'client_balances',
    [
      { name: 'client_id', type: 'bigint', values: deltas.map((d) => d.client_id) },
      { name: 'balance', type: 'numeric', values: deltas.map((d) => d.balance.toFixed(2)) },
      { name: 'debt', type: 'numeric', values: deltas.map((d) => d.debt.toFixed(2)) },
      { name: 'total_orders', type: 'integer', values: deltas.map((d) => d.total_orders) },
      { name: 'total_spent', type: 'numeric', values: deltas.map((d) => d.total_spent.toFixed(2)) },
      { name: 'total_sold', type: 'numeric', values: deltas.map((d) => d.total_sold.toFixed(2)) },
      { name: 'credit', type: 'numeric', values: deltas.map((d) => d.credit.toFixed(2)) },
    ],
    `on conflict (client_id) do update set
       balance = client_balances.balance + excluded.balance,
       debt = client_balances.debt + excluded.debt,
       total_orders = client_balances.total_orders + excluded.total_orders,
       total_spent = client_balances.total_spent + excluded.total_spent,
       total_sold = client_balances.total_sold + excluded.total_sold,
       credit = client_balances.credit + excluded.credit`,
  );
}

async function writeStateCounts(writes: WriteSet, batch: OrderBatch): Promise<void> {
  const states = [...batch.stateDeltas.keys()];
  await insertRows(
    writes,
    'order_state_counts',
    [
      { name: 'order_state', type: 'text', values: states },
      { name: 'orders', type: 'bigint', values: states.map((state) => batch.stateDeltas.get(state)!) },
    ],
    'on conflict (order_state) do update set orders = order_state_counts.orders + excluded.orders',
  );
}

/**
 * The states a batch took orders from, or passed through (a difference of 0 may have inserted its
 * row): any of them may be left empty, and an empty state has no row. A batch that only adds
 * orders has none, and needs no look after its write.
 */
function emptiedStates(batch: OrderBatch): string[] {
  return [...batch.stateDeltas].filter(([, delta]) => delta <= 0).map(([state]) => state);
}

async function dropEmptyStateCounts(trx: Knex.Transaction, states: string[]): Promise<void> {
  if (states.length > 0)
    await prepared(trx, 'delete from order_state_counts where order_state = any(?::text[]) and orders = 0', [
      states,
    ] as unknown as Knex.Value[]);
}
