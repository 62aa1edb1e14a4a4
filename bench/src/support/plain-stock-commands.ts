/**
 * Issue 35 also asks for the rate and inventory commands beside a conventional peer. These are
 * their statements written the ordinary way, for conventional-server.ts: a rate is one row, an
 * inventory entry or exit is a row with its lines, and its approval moves the stock rows (an exit
 * guarded so no stock goes below zero, refused whole otherwise). One transaction per command, with
 * one activity-log row each, as the anchor's sale writes one.
 */
import { PoolClient } from 'pg';
import { CommandRefused } from './plain-payments';

/** PostgreSQL's check_violation: a stock row would go below zero. */
const CHECK_VIOLATION = '23514';

export const PLAIN_STOCK_SCHEMA = `
create table plain_rates (
  id bigint generated always as identity primary key,
  change numeric(14, 2) not null,
  cop_change numeric(14, 4),
  user_id bigint,
  created_at timestamptz not null default now()
);
create table plain_inventories (
  id bigint generated always as identity primary key,
  type text not null check (type in ('add', 'return')),
  status text not null default 'request',
  quantity int not null,
  lines_count int not null,
  user_id bigint,
  created_at timestamptz not null default now(),
  approved_at timestamptz
);
create table plain_inventory_lines (
  id bigint generated always as identity primary key,
  inventory_id bigint not null references plain_inventories,
  product_id bigint not null,
  deposit_id bigint not null,
  quantity int not null check (quantity >= 1)
);
create index plain_inventory_lines_of on plain_inventory_lines (inventory_id);
create table plain_stock (
  product_id bigint not null,
  deposit_id bigint not null,
  quantity int not null check (quantity >= 0),
  primary key (product_id, deposit_id)
);
create table plain_log (
  id bigint generated always as identity primary key,
  user_id bigint,
  action text not null,
  subject_id bigint not null,
  created_at timestamptz not null default now()
);`;

/** The row of an activity log, in the command's transaction. */
async function logged(client: PoolClient, user: number, action: string, subject: number | string): Promise<void> {
  await client.query({
    name: 'plain_log',
    text: 'insert into plain_log (user_id, action, subject_id) values ($1, $2, $3)',
    values: [user, action, subject],
  });
}

/** A new exchange rate, within the caller's transaction: the row as stored. */
export async function createRate(
  client: PoolClient,
  rate: { change: string; cop_change: string | null; user: number },
): Promise<{ id: number; change: number; cop_change: number | null; created_at: string }> {
  const { rows } = await client.query({
    name: 'plain_rate',
    text: `insert into plain_rates (change, cop_change, user_id) values ($1, $2, $3)
           returning id, change::float8 as change, cop_change::float8 as cop_change, created_at`,
    values: [rate.change, rate.cop_change, rate.user],
  });
  await logged(client, rate.user, 'rate', rows[0].id as string);
  return { ...rows[0], id: Number(rows[0].id) } as {
    id: number;
    change: number;
    cop_change: number | null;
    created_at: string;
  };
}

export interface PlainInventoryLine {
  product_id: number;
  deposit_id: number;
  quantity: number;
}

const INVENTORY_COLUMNS = 'id, type, status, quantity, lines_count, created_at, approved_at';

/** An inventory request (Solicitud) with its lines, within the caller's transaction. */
export async function createInventory(
  client: PoolClient,
  inventory: { type: 'add' | 'return'; lines: PlainInventoryLine[]; user: number },
): Promise<Record<string, unknown>> {
  const { rows } = await client.query({
    name: 'plain_inventory',
    text: `insert into plain_inventories (type, quantity, lines_count, user_id) values ($1, $2, $3, $4)
           returning ${INVENTORY_COLUMNS}`,
    values: [
      inventory.type,
      inventory.lines.reduce((sum, line) => sum + line.quantity, 0),
      inventory.lines.length,
      inventory.user,
    ],
  });
  await client.query({
    name: 'plain_inventory_lines',
    text: `insert into plain_inventory_lines (inventory_id, product_id, deposit_id, quantity)
           select $1, p, d, q from unnest($2::bigint[], $3::bigint[], $4::int[]) as l(p, d, q)`,
    values: [
      rows[0].id,
      inventory.lines.map((line) => line.product_id),
      inventory.lines.map((line) => line.deposit_id),
      inventory.lines.map((line) => line.quantity),
    ],
  });
  await logged(client, inventory.user, 'inventory', rows[0].id as string);
  return { ...rows[0], id: Number(rows[0].id) };
}

/**
 * The request approved (Procesado) and its stock moved, within the caller's transaction: in
 * product order, so two approvals never wait on each other in a cycle; an exit that would take a
 * line below zero refuses the whole approval (CommandRefused: the caller's 409).
 */
export async function approveInventory(
  client: PoolClient,
  approval: { id: number; user: number },
): Promise<Record<string, unknown>> {
  const { rows } = await client.query({
    name: 'plain_inventory_approve',
    text: `update plain_inventories set status = 'process', approved_at = now() where id = $1 and status = 'request'
           returning ${INVENTORY_COLUMNS}`,
    values: [approval.id],
  });
  if (rows.length !== 1) throw new CommandRefused(`El inventario ${approval.id} no está en solicitud`);
  const sign = rows[0].type === 'add' ? 1 : -1;
  const moved = await client
    .query({
      name: 'plain_inventory_stock',
      text: `with lines as (
             select product_id, deposit_id, quantity * $2::int as delta from plain_inventory_lines
             where inventory_id = $1 order by product_id, deposit_id
           )
           insert into plain_stock (product_id, deposit_id, quantity)
           select product_id, deposit_id, delta from lines
           on conflict (product_id, deposit_id) do update set quantity = plain_stock.quantity + excluded.quantity`,
      values: [approval.id, sign],
    })
    .catch((error: { code?: string }) => {
      throw error.code === CHECK_VIOLATION
        ? new CommandRefused(`El inventario ${approval.id} deja stock negativo`)
        : error;
    });
  if (moved.rowCount !== rows[0].lines_count)
    throw new CommandRefused(`El inventario ${approval.id} no movió su stock`);
  await logged(client, approval.user, 'inventory-approve', approval.id);
  return { ...rows[0], id: Number(rows[0].id) };
}
