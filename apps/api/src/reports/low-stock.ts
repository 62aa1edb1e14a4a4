/**
 * Low stock (RULES.md): the live products whose total quantity over all deposits is at or below
 * LOW_STOCK_THRESHOLD, fewest first then by name. The reports page's table and the low-stock
 * report read the same query.
 */
export const LOW_STOCK_SQL = `select p.id, p.code, p.name, q.quantity
  from rm.products p
  cross join lateral (
    select coalesce(sum(s.quantity), 0) as quantity from rm.product_stock s where s.product_id = p.id
  ) as q
  where p.deleted_at is null and q.quantity <= $1
  order by q.quantity, p.name, p.id`;

export interface LowStockRow {
  id: string;
  code: string;
  name: string;
  quantity: string;
}

/** What GET /api/reports/low-stock answers for each product. */
export interface LowStockProduct {
  id: number;
  code: string;
  name: string;
  quantity: number;
}

export const lowStockProduct = (row: LowStockRow): LowStockProduct => ({
  id: Number(row.id),
  code: row.code,
  name: row.name,
  quantity: Number(row.quantity),
});
