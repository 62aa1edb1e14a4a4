/**
 * Payments written the conventional way, shared by the two peers our payments are measured
 * against: plain CRUD from inside the load generator (payments-create.ts) and the conventional
 * NestJS service over HTTP (conventional-server.ts, beside the anchor in
 * write-path-vs-anchor.ts). The tables an ordinary application keeps (clients with a balance,
 * orders with what was paid, client payments and their parts) and one transaction per payment.
 */
import { Pool, PoolClient } from 'pg';
import { PLAIN_ORDERS_TABLE } from './plain-orders';

/** The states a payment may go to: the sale is neither cancelled nor finished. */
export const OPEN_STATES = ['request', 'delivery', 'dispatch'];

/** Dollars as integer cents (the amounts here have at most 2 decimals). */
export const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const amount = (value: number) => (value / 100).toFixed(2);

export const PLAIN_PAYMENTS_SCHEMA = `
create table plain_clients (
  id bigint primary key,
  name text not null,
  balance numeric(14, 2) not null
);
${PLAIN_ORDERS_TABLE}
create index plain_orders_by_client on plain_orders (client_id, created_at, id);
create table plain_client_payments (
  id bigint generated always as identity primary key,
  client_id bigint not null references plain_clients,
  method_id bigint not null,
  amount numeric(14, 2) not null,
  amount_bs numeric(14, 2) not null,
  exchange_rate numeric,
  reference text not null,
  date date not null,
  user_id bigint,
  created_at timestamptz not null default now()
);
create table plain_order_payments (
  id bigint generated always as identity primary key,
  order_id bigint not null references plain_orders,
  client_payment_id bigint references plain_client_payments,
  method_id bigint not null,
  amount numeric(14, 2) not null,
  amount_bs numeric(14, 2) not null,
  exchange_rate numeric,
  reference text not null,
  user_id bigint,
  created_at timestamptz not null default now()
);
create index plain_order_payments_order on plain_order_payments (order_id, id);`;

/** The credit sales the payments pay: how many of each kind, and their totals. */
export interface OwedSales {
  /** Sales taking order payments, spread over `orderClients` clients (ids 1..orderClients). */
  orderSales: number;
  orderClients: number;
  orderTotal: string;
  /** Clients making client payments (ids from 1001), each owing `openSales` sales of `clientSaleTotal`. */
  payers: number;
  openSales: number;
  clientSaleTotal: string;
}

/** The owed sales in the plain tables (already created); the order payments' orders and the payers' ids. */
export async function seedOwedSales(pool: Pool, owed: OwedSales): Promise<{ orders: number[]; clients: number[] }> {
  await pool.query(
    `insert into plain_clients (id, name, balance)
     select c, 'Cliente de prueba ' || c, 0 from generate_series(1, $1::int) c
     union all select 1000 + c, 'Cliente de prueba ' || (1000 + c), 0 from generate_series(1, $2::int) c`,
    [owed.orderClients, owed.payers],
  );
  const today = new Date().toISOString().slice(0, 10);
  const credit = (clientOf: string, count: string) => `
    insert into plain_orders (client_id, date, order_state, subtotal, total, balance, exchange_rate, is_credit,
      comentary, user_id)
    select ${clientOf}, $2, 'delivery', $3, $3, 0, '36.50', true, 'Venta a crédito de prueba de carga', 1
    from generate_series(0, ${count} - 1) n order by n returning id`;
  const orders = await pool.query(credit(`1 + n % ${owed.orderClients}`, '$1::int'), [
    owed.orderSales,
    today,
    owed.orderTotal,
  ]);
  await pool.query(credit(`1001 + n / ${owed.openSales}`, `$1::int * ${owed.openSales}`), [
    owed.payers,
    today,
    owed.clientSaleTotal,
  ]);
  // Each client owes its sales.
  await pool.query(
    `update plain_clients c set balance = o.owed
     from (select client_id, sum(total) as owed from plain_orders group by client_id) o where c.id = o.client_id`,
  );
  return {
    orders: orders.rows.map((row) => Number(row.id)).sort((a, b) => a - b),
    clients: Array.from({ length: owed.payers }, (_, index) => 1001 + index),
  };
}

/** A command the plain tables refuse (nothing owed, not an open sale, stock below zero): the caller's 409. */
export class CommandRefused extends Error {}

/** The client's balance less `paid`, never below zero (what it owes is never overpaid). */
async function creditClient(client: PoolClient, clientId: string | number, paid: string): Promise<void> {
  const updated = await client.query({
    name: 'plain_client_balance',
    text: 'update plain_clients set balance = balance - $2 where id = $1 and balance >= $2',
    values: [clientId, paid],
  });
  if (updated.rowCount !== 1) throw new CommandRefused(`El cliente ${clientId} no debe ${paid}`);
}

/** An order payment, within the caller's transaction; what the sale still owes after it. */
export async function payOrder(
  client: PoolClient,
  payment: { order: number; method: number; amount: string; reference: string; user: number },
): Promise<{ order_state: string; pending: string }> {
  // Never above what is still owed, and only on an open order.
  const paid = await client.query({
    name: 'plain_order_paid',
    text: `update plain_orders set balance = balance + $2
           where id = $1 and order_state = any($3) and total - balance >= $2
           returning client_id, order_state, total - balance as pending`,
    values: [payment.order, payment.amount, OPEN_STATES],
  });
  if (paid.rowCount !== 1) throw new CommandRefused(`El pedido ${payment.order} no admite el pago`);
  await client.query({
    name: 'plain_order_payment',
    text: `insert into plain_order_payments (order_id, method_id, amount, amount_bs, exchange_rate, reference, user_id)
           values ($1, $2, $3, '0.00', null, $4, $5)`,
    values: [payment.order, payment.method, payment.amount, payment.reference, payment.user],
  });
  await creditClient(client, paid.rows[0].client_id as string, payment.amount);
  return { order_state: paid.rows[0].order_state as string, pending: paid.rows[0].pending as string };
}

/** A client payment, within the caller's transaction: its open sales paid oldest first; the parts. */
export async function payClient(
  client: PoolClient,
  payment: { client: number; method: number; amount: string; reference: string; date: string; user: number },
): Promise<{ id: number; allocations: { order_id: number; amount: string }[] }> {
  const open = await client.query({
    name: 'plain_open_orders',
    text: `select id, total - balance as pending from plain_orders
           where client_id = $1 and order_state = any($2) order by created_at, id for update`,
    values: [payment.client, OPEN_STATES],
  });
  let left = cents(payment.amount);
  const ids: string[] = [];
  const parts: string[] = [];
  for (const order of open.rows) {
    const part = Math.min(left, cents(order.pending as string));
    if (part <= 0) continue;
    ids.push(order.id as string);
    parts.push(amount(part));
    left -= part;
    if (left === 0) break;
  }
  if (left > 0) throw new CommandRefused(`El cliente ${payment.client} no debe ${payment.amount}`);
  const stored = await client.query({
    name: 'plain_client_payment',
    text: `insert into plain_client_payments (client_id, method_id, amount, amount_bs, exchange_rate, reference,
             date, user_id)
           values ($1, $2, $3, '0.00', null, $4, $5, $6) returning id`,
    values: [payment.client, payment.method, payment.amount, payment.reference, payment.date, payment.user],
  });
  await client.query({
    name: 'plain_client_payment_parts',
    text: `insert into plain_order_payments (order_id, client_payment_id, method_id, amount, amount_bs,
             exchange_rate, reference, user_id)
           select o, $1, $2, a, '0.00', null, $5, $6 from unnest($3::bigint[], $4::numeric[]) as p(o, a)`,
    values: [stored.rows[0].id, payment.method, ids, parts, payment.reference, payment.user],
  });
  await client.query({
    name: 'plain_client_payment_orders',
    text: `update plain_orders o set balance = o.balance + p.a
           from unnest($1::bigint[], $2::numeric[]) as p(id, a) where o.id = p.id`,
    values: [ids, parts],
  });
  await creditClient(client, payment.client, payment.amount);
  return {
    id: Number(stored.rows[0].id),
    allocations: ids.map((id, index) => ({ order_id: Number(id), amount: parts[index] })),
  };
}
