/**
 * The plain CRUD side's orders table, the same for the sales and the payments benchmarks: what an
 * ordinary application would keep for a sale (the rows each benchmark writes beside ours).
 */
export const PLAIN_ORDERS_TABLE = `
create table plain_orders (
  id bigint generated always as identity primary key,
  client_id bigint,
  date date not null,
  order_state text not null,
  subtotal numeric(14, 2) not null,
  total numeric(14, 2) not null,
  balance numeric(14, 2) not null,
  exchange_rate numeric not null,
  is_credit boolean not null,
  comentary text not null,
  user_id bigint,
  created_at timestamptz not null default now()
);`;
