/**
 * The products export (purchasing-inventory.md, /products): the live products by name with their
 * code, category, brand, quantity in each live deposit (a column each) and in all, cost, price in
 * each live price group (a column each) and first price in bolivars at the current rate.
 */
import { spanishLongDate, bs } from './pdf/html';
import { currentRate, FIRST_PRICE, inBolivars, liveDeposits, livePriceGroups } from './catalogue-reads';
import { cursorRows } from './report-cursor';
import { noParams } from './report-params';
import { ReportColumn, ReportTable } from './report-table';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

interface ProductRow {
  code: string;
  name: string;
  category: string | null;
  brand: string | null;
  cost: string | null;
  prices: Record<string, string | number | null> | null;
  first_price: string | null;
  stock: Record<string, string> | null;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

export const productsReport: ReportWriter = {
  fileStem: 'productos',
  formats: ['excel'],
  params: noParams,
  async write(context: ReportContext) {
    const [deposits, groups, rate] = await Promise.all([
      liveDeposits(context.pool),
      livePriceGroups(context.pool),
      currentRate(context.pool),
    ]);
    const { rows } = await context.pool.query<{ total: string }>(
      'select count(*) as total from rm.products where deleted_at is null',
    );
    const columns: ReportColumn[] = [
      { header: 'Código', width: 14 },
      { header: 'Nombre', width: 32 },
      { header: 'Categoría', width: 18 },
      { header: 'Marca', width: 16 },
      ...deposits.map((deposit): ReportColumn => ({ header: deposit.name, width: 12, kind: 'quantity' })),
      { header: 'Cantidad total', width: 14, kind: 'quantity' },
      { header: 'Costo', width: 12, kind: 'usd' },
      ...groups.map((group): ReportColumn => ({ header: `Precio ${group.name}`, width: 14, kind: 'usd' })),
      { header: 'Precio Bs', width: 16, kind: 'bs' },
    ];
    const table = await ReportTable.open(context, {
      sheetName: 'Productos',
      title: 'Listado de productos',
      subtitle: `Al ${spanishLongDate(new Date())}${rate === null ? '' : ` (tasa ${bs(rate)} por dólar)`}`,
      columns,
    });
    const tick = progressEvery(context, Number(rows[0].total));
    const sql = `select p.code, p.name, c.name as category, b.name as brand, p.cost, p.prices, ${FIRST_PRICE} as first_price,
        (select json_object_agg(s.deposit_id::text, s.quantity) from rm.product_stock s where s.product_id = p.id) as stock
      from rm.products p
      left join rm.brands b on b.id = p.brand_id
      left join rm.product_categories c on c.id = p.product_category_id
      where p.deleted_at is null order by p.name, p.id`;
    for await (const product of cursorRows<ProductRow>(context.pool, sql, [])) {
      const stock = product.stock ?? {};
      const total = Object.values(stock).reduce((sum, quantity) => sum + Number(quantity), 0);
      const first = numberOrNull(product.first_price);
      table.row([
        product.code,
        product.name,
        product.category ?? '',
        product.brand ?? '',
        ...deposits.map((deposit) => Number(stock[deposit.id] ?? 0)),
        total,
        numberOrNull(product.cost),
        ...groups.map((group) => numberOrNull(product.prices?.[group.id])),
        first === null || rate === null ? null : inBolivars(product.first_price!, rate),
      ]);
      await tick();
    }
    await table.close();
  },
};
