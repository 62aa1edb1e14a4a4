/**
 * Why: what `GET /api/audit/books` answers (issue 32, item 3), read from the screens' read models as
 * replayed to an instant: the same rules the clients, providers and stock screens apply.
 */
import type { Knex } from 'knex';
import { schemaIdentifier } from '@bo/projections';

export interface BooksAccount {
  id: number;
  name: string;
  /** Decimal string, 2 decimals: what the client owes (less its credit note) / is owed to the provider. */
  balance: string;
}

export interface BooksStockRow {
  product_id: number;
  code: string;
  name: string;
  deposit_id: number;
  quantity: number;
  /** The product's cost then, 2 decimals ('0.00' when it had none). */
  cost: string;
}

export interface Books {
  as_of: string;
  clients: BooksAccount[];
  providers: BooksAccount[];
  stock: BooksStockRow[];
  totals: { receivables: string; payables: string; stock_cost: string };
}

/**
 * Every client live then (not deleted), by name, with its balance as the clients screen computes
 * it (client_balances.balance: the open orders' total - paid, less the credit note; 0 when it never bought).
 */
const CLIENTS = (s: string) => `
  select c.id::int as id, c.name, coalesce(b.balance, 0)::numeric(14, 2)::text as balance
  from ${s}.clients c left join ${s}.client_balances b on b.client_id = c.id
  where c.deleted_at is null
  order by c.name, c.id`;

/**
 * Every provider live then, by the company's name (the providers list's order; its contact's name
 * when it has none), with its balance as the provider's detail computes it: total - iva_withheld - total_paid over
 * its pending purchases.
 */
const PROVIDERS = (s: string) => `
  select r.id::int as id, coalesce(nullif(r.company_name, ''), r.name) as name,
    coalesce((select sum(p.total - p.iva_withheld - p.total_paid) from ${s}.shoppings p
      where p.provider_id = r.id and p.status = 'pending'), 0)::numeric(14, 2)::text as balance
  from ${s}.providers r
  where r.deleted_at is null
  order by coalesce(nullif(r.company_name, ''), r.name), r.id`;

/**
 * Each product's stock in each deposit where it is not zero (what the products and deposits screens
 * show), with the product's cost then; by code, then deposit.
 */
const STOCK = (s: string) => `
  select s.product_id::int as product_id, p.code, p.name, s.deposit_id::int as deposit_id,
    s.quantity::float8 as quantity, coalesce(p.cost, 0)::numeric(14, 2)::text as cost
  from ${s}.product_stock s join ${s}.products p on p.id = s.product_id
  where s.quantity <> 0 and p.deleted_at is null
  order by p.code, p.id, s.deposit_id`;

/** The three totals, exact (numeric): each cost is taken at its 2 decimals, as listed. */
const TOTALS = (s: string) => `
  select
    (select coalesce(sum(coalesce(b.balance, 0)::numeric(14, 2)), 0) from ${s}.clients c
       left join ${s}.client_balances b on b.client_id = c.id where c.deleted_at is null)::numeric(14, 2)::text as receivables,
    (select coalesce(sum(p.total - p.iva_withheld - p.total_paid), 0) from ${s}.shoppings p
       join ${s}.providers r on r.id = p.provider_id
       where p.status = 'pending' and r.deleted_at is null)::numeric(14, 2)::text as payables,
    (select coalesce(sum(s.quantity * coalesce(p.cost, 0)::numeric(14, 2)), 0) from ${s}.product_stock s
       join ${s}.products p on p.id = s.product_id
       where s.quantity <> 0 and p.deleted_at is null)::numeric(14, 2)::text as stock_cost`;

/** Each deposit's name then (the report names the deposits as they were called at the instant). */
export async function readDepositNames(knex: Knex, schema: string): Promise<Map<number, string>> {
  const { rows } = await knex.raw<{ rows: { id: number; name: string }[] }>(
    `select id::int as id, name from ${schemaIdentifier(schema)}.deposits`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The books from the read models of `schema` (a replay's scratch schema), as of `asOf`. */
export async function readBooks(knex: Knex, schema: string, asOf: Date): Promise<Books> {
  const s = schemaIdentifier(schema);
  const [clients, providers, stock, totals] = await Promise.all([
    knex.raw<{ rows: BooksAccount[] }>(CLIENTS(s)),
    knex.raw<{ rows: BooksAccount[] }>(PROVIDERS(s)),
    knex.raw<{ rows: BooksStockRow[] }>(STOCK(s)),
    knex.raw<{ rows: Books['totals'][] }>(TOTALS(s)),
  ]);
  return {
    as_of: asOf.toISOString(),
    clients: clients.rows,
    providers: providers.rows,
    stock: stock.rows,
    totals: totals.rows[0],
  };
}
