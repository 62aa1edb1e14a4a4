import type { Knex } from 'knex';
import { IVA_CODES, IvaCode } from '@bo/domain';
import { searchPattern } from '../infrastructure/http/search-pattern';

/**
 * The products as the screens read them, aliased `r`: each product with its brand, its category,
 * `price` (its price in the live price group with the lowest id: the list's "first price") and its
 * stock per deposit. The stock columns are scalar subqueries in the outer select, so PostgreSQL
 * computes them only for the rows of the page, after the sort and the limit.
 */
const PRODUCTS = `(
  select p.*,
    (p.prices ->> (select min(g.id)::text from rm.price_groups g where g.deleted_at is null))::numeric as price,
    case when b.id is null then null else json_build_object('id', b.id, 'name', b.name) end as brand,
    case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as product_category
  from rm.products p
  left join rm.brands b on b.id = p.brand_id
  left join rm.product_categories c on c.id = p.product_category_id
) as r`;

const STOCK = `coalesce((
  select json_agg(json_build_object(
    'deposit_id', s.deposit_id,
    'deposit', json_build_object('id', d.id, 'name', d.name),
    'quantity', s.quantity) order by s.deposit_id)
  from rm.product_stock s left join rm.deposits d on d.id = s.deposit_id
  where s.product_id = r.id), '[]'::json) as product_deposits`;

const QUANTITY = `coalesce((select sum(s.quantity) from rm.product_stock s where s.product_id = r.id), 0) as quantity`;

export function productRows(knex: Knex): Knex.QueryBuilder {
  return knex.select('r.*', knex.raw(STOCK), knex.raw(QUANTITY)).from(knex.raw(PRODUCTS));
}

const ID = /^\d{1,18}$/;

/** An id filter: a valid id (text or number) narrows the list; anything else (a list, an object) matches nothing. */
function byId(query: Knex.QueryBuilder, value: unknown, where: (id: string) => void): void {
  if (value === undefined || value === null || value === '') return;
  const id = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (ID.test(id)) where(id);
  else query.whereRaw('false');
}

/**
 * The list's own filters: brand_id, product_category_id, part_id (contains), deposit (has a
 * stock row there), region_id (has one in a deposit of that region), iva (the IVA code, issue 33). truck_model_id is accepted
 * and ignored: the specification has no truck-model catalogue.
 */
export function filterProducts(query: Knex.QueryBuilder, filter: Record<string, unknown>): void {
  byId(query, filter.brand_id, (id) => query.where('r.brand_id', id));
  byId(query, filter.product_category_id, (id) => query.where('r.product_category_id', id));
  byId(query, filter.deposit, (id) =>
    query.whereRaw('exists (select 1 from rm.product_stock s where s.product_id = r.id and s.deposit_id = ?)', [id]),
  );
  byId(query, filter.region_id, (id) =>
    query.whereRaw(
      `exists (select 1 from rm.product_stock s join rm.deposits d on d.id = s.deposit_id
               where s.product_id = r.id and d.region_id = ?)`,
      [id],
    ),
  );
  // Issue 33: the IVA code (G, R, A, E); any other value matches nothing.
  if (filter.iva !== undefined && filter.iva !== null && filter.iva !== '') {
    if (IVA_CODES.includes(filter.iva as IvaCode)) query.where('r.iva', filter.iva as string);
    else query.whereRaw('false');
  }
  const partId = searchPattern(filter.part_id);
  if (partId) query.where('r.part_id', 'ilike', partId);
}

const toNumber = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** Prices, quantities and nested ids as numbers, as the screens compute with them. */
export function productView(row: Record<string, unknown>): Record<string, unknown> {
  const prices = (row.prices ?? {}) as Record<string, unknown>;
  const deposits = (row.product_deposits ?? []) as {
    deposit_id: unknown;
    deposit: { id: unknown; name: unknown };
    quantity: unknown;
  }[];
  return {
    ...row,
    prices: Object.fromEntries(Object.entries(prices).map(([group, price]) => [group, toNumber(price)])),
    weight: toNumber(row.weight),
    product_deposits: deposits.map((stock) => ({
      deposit_id: Number(stock.deposit_id),
      deposit: { id: Number(stock.deposit?.id ?? stock.deposit_id), name: stock.deposit?.name ?? null },
      quantity: Number(stock.quantity),
    })),
    quantity: Number(row.quantity ?? 0),
  };
}
