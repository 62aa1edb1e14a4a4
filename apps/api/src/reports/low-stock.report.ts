/**
 * The low-stock report: the products at or below LOW_STOCK_THRESHOLD (code, name, quantity), in
 * Excel or PDF, fewest first.
 */
import { spanishLongDate } from './pdf/html';
import { cursorRows } from './report-cursor';
import { LOW_STOCK_SQL, LowStockRow } from './low-stock';
import { noParams } from './report-params';
import { ReportTable } from './report-table';
import { ReportContext, ReportWriter } from './report-writer';

export const lowStockReport: ReportWriter = {
  fileStem: 'stock-bajo',
  formats: ['excel', 'pdf'],
  params: noParams,
  async write(context: ReportContext) {
    const threshold = context.config.lowStockThreshold;
    const table = await ReportTable.open(context, {
      sheetName: 'Stock bajo',
      title: 'Productos con stock bajo',
      subtitle: `Al ${spanishLongDate(new Date())}: cantidad total de ${threshold} o menos`,
      columns: [
        { header: 'Código', width: 16 },
        { header: 'Nombre', width: 40 },
        { header: 'Cantidad', width: 12, kind: 'quantity' },
      ],
    });
    for await (const product of cursorRows<LowStockRow>(context.pool, LOW_STOCK_SQL, [threshold]))
      table.row([product.code, product.name, Number(product.quantity)]);
    await context.progress(1);
    await table.close();
  },
};
