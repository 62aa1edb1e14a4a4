/**
 * The deposit report (the /reports page's per-deposit dialog): one deposit's products with stock
 * (code, name, quantity, cost, value at cost) and, when `show` is 'cost_price', their first price
 * and value at that price; a totals row. The deposit must exist (a 400 on deposit_id otherwise).
 */
import { z } from 'zod';
import { choice, printedLine, reference } from '@bo/domain';
import { Pool } from 'pg';
import { spanishLongDate } from './pdf/html';
import { FIRST_PRICE } from './catalogue-reads';
import { cursorRows } from './report-cursor';
import { ReportFailure } from './report-failure';
import { CentsTotal } from './report-sheet';
import { ReportColumn, ReportTable } from './report-table';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

export const depositStockParams = z.object({
  deposit_id: reference('el depósito', true),
  show: choice('El contenido', ['cost', 'cost_price'] as const, 'cost'),
});
type DepositStockParams = z.infer<typeof depositStockParams>;

interface StockRow {
  code: string;
  name: string;
  quantity: string;
  cost: string | null;
  price: string | null;
}

const DEPOSIT = 'select name from rm.deposits where id = $1::bigint and deleted_at is null';

/** Money times a quantity as printed (docs/rules.md 'Printed amounts add up'), exact in cents. */
const valueOf = (amount: number, quantity: number): number =>
  Number(printedLine({ quantity, price: amount }, { code: 'usd' }).amount);

export const depositStockReport: ReportWriter = {
  fileStem: 'inventario-deposito',
  formats: ['excel', 'pdf'],
  params: depositStockParams,
  async refusals(pool: Pool, params: Record<string, unknown>) {
    const { rows } = await pool.query(DEPOSIT, [(params as DepositStockParams).deposit_id]);
    return rows.length ? null : { deposit_id: ['El depósito seleccionado no existe.'] };
  },
  async write(context: ReportContext) {
    const params = context.params as DepositStockParams;
    const withPrice = params.show === 'cost_price';
    const { rows: deposits } = await context.pool.query<{ name: string }>(DEPOSIT, [params.deposit_id]);
    // Removed after the report was asked.
    if (!deposits.length) throw new ReportFailure('el depósito seleccionado ya no existe.');
    const where = 's.deposit_id = $1::bigint and s.quantity > 0 and p.deleted_at is null';
    const { rows: counted } = await context.pool.query<{ total: string }>(
      `select count(*) as total from rm.product_stock s join rm.products p on p.id = s.product_id where ${where}`,
      [params.deposit_id],
    );
    const columns: ReportColumn[] = [
      { header: 'Código', width: 14 },
      { header: 'Nombre', width: 34 },
      { header: 'Cantidad', width: 12, kind: 'quantity' },
      { header: 'Costo', width: 12, kind: 'usd' },
      { header: 'Valor al costo', width: 16, kind: 'usd' },
      ...(withPrice
        ? [
            { header: 'Precio', width: 12, kind: 'usd' } as ReportColumn,
            { header: 'Valor al precio', width: 16, kind: 'usd' } as ReportColumn,
          ]
        : []),
    ];
    const table = await ReportTable.open(context, {
      sheetName: 'Inventario',
      title: `Inventario del depósito ${deposits[0].name}`,
      subtitle: `Al ${spanishLongDate(new Date())}${withPrice ? ' (costo y precio)' : ' (costo)'}`,
      columns,
    });
    const totals = { quantity: 0, cost: new CentsTotal(), price: new CentsTotal() };
    const tick = progressEvery(context, Number(counted[0].total));
    const sql = `select p.code, p.name, s.quantity, p.cost, ${FIRST_PRICE} as price
      from rm.product_stock s join rm.products p on p.id = s.product_id
      where ${where} order by p.name, p.id`;
    for await (const product of cursorRows<StockRow>(context.pool, sql, [params.deposit_id])) {
      const quantity = Number(product.quantity);
      const cost = Number(product.cost ?? 0);
      const price = Number(product.price ?? 0);
      const [atCost, atPrice] = [valueOf(cost, quantity), valueOf(price, quantity)];
      totals.quantity += quantity;
      totals.cost.add(atCost);
      totals.price.add(atPrice);
      table.row([product.code, product.name, quantity, cost, atCost, ...(withPrice ? [price, atPrice] : [])]);
      await tick();
    }
    table.row(
      ['Total', null, totals.quantity, null, totals.cost.value, ...(withPrice ? [null, totals.price.value] : [])],
      { bold: true },
    );
    await table.close();
  },
};
