/**
 * The financial report (the orders list's /ordersReportFinancial link): one row per day of the
 * period with the number of sales (neither estimates nor cancelled, as the dashboard counts them),
 * the dollars sold, the dollars collected that day by each payment method (a column per method
 * paid with in the period), and what those days' sales still owe; a totals row. Days are Caracas's.
 */
import { z } from 'zod';
import { OPEN_ORDER_STATES } from '@bo/domain';
import { spanishLongDate } from './pdf/html';
import { SOLD } from '../dashboard/dashboard.reader';
import { collectedPayments } from './collected-payments';
import { cursorRows } from './report-cursor';
import { period } from './report-params';
import { CentsTotal, spanishDate } from './report-sheet';
import { ReportColumn, ReportTable } from './report-table';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';

export const ordersFinancialParams = period({});
type OrdersFinancialParams = z.infer<typeof ordersFinancialParams>;

/** The payments collected from $1 to $2 (Caracas days). */
const PAYMENTS_IN_PERIOD = `from ${collectedPayments('$1', '$2')}`;

interface FinancialDay {
  day: string;
  sales: string;
  sold: string;
  pending: string;
  collected: Record<string, string> | null;
}

export const ordersFinancialReport: ReportWriter = {
  fileStem: 'reporte-financiero',
  formats: ['excel', 'pdf'],
  params: ordersFinancialParams,
  async write(context: ReportContext) {
    const { from, to } = context.params as OrdersFinancialParams;
    const { rows: methods } = await context.pool.query<{ method_id: string; method_name: string }>(
      `select distinct on (p.method_id) p.method_id::text as method_id, p.method_name ${PAYMENTS_IN_PERIOD}
       order by p.method_id, p.created_at desc`,
      [from, to],
    );
    const columns: ReportColumn[] = [
      { header: 'Fecha', width: 12 },
      { header: 'Ventas', width: 10, kind: 'count' },
      { header: 'Vendido USD', width: 14, kind: 'usd' },
      ...methods.map((method): ReportColumn => ({ header: `Cobrado ${method.method_name}`, width: 16, kind: 'usd' })),
      { header: 'Cobrado USD', width: 14, kind: 'usd' },
      { header: 'Por cobrar', width: 14, kind: 'usd' },
    ];
    const table = await ReportTable.open(context, {
      sheetName: 'Reporte financiero',
      title: 'Reporte financiero de ventas',
      subtitle: `Desde ${spanishLongDate(from)} hasta ${spanishLongDate(to)}`,
      columns,
      paper: methods.length > 4 ? 'letter-landscape' : 'letter',
    });
    const totals = {
      sales: 0,
      sold: new CentsTotal(),
      byMethod: methods.map(() => new CentsTotal()),
      collected: new CentsTotal(),
      pending: new CentsTotal(),
    };
    const { rows: length } = await context.pool.query<{ days: number }>('select ($2::date - $1::date) + 1 as days', [
      from,
      to,
    ]);
    const tick = progressEvery(context, Number(length[0].days), 100);
    const sql = `with sales as (
        select o.date, count(*) filter (where ${SOLD}) as sales,
          coalesce(sum(o.total) filter (where ${SOLD}), 0) as sold,
          coalesce(sum(o.total - o.balance) filter (where o.order_state = any($3::text[])), 0) as pending
        from rm.orders o where o.date between $1::date and $2::date group by o.date),
      collected as (
        select p.date, p.method_id, sum(p.amount) as amount
        ${PAYMENTS_IN_PERIOD} group by 1, 2)
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.sales, 0) as sales, coalesce(s.sold, 0) as sold,
        coalesce(s.pending, 0) as pending,
        (select json_object_agg(c.method_id::text, c.amount) from collected c where c.date = d.day) as collected
      from generate_series($1::date, $2::date, interval '1 day') as d(day)
      left join sales s on s.date = d.day::date
      order by d.day`;
    for await (const day of cursorRows<FinancialDay>(context.pool, sql, [from, to, OPEN_ORDER_STATES])) {
      const byMethod = methods.map((method) => Number(day.collected?.[method.method_id] ?? 0));
      const collected = new CentsTotal();
      byMethod.forEach((amount, index) => {
        collected.add(amount);
        totals.byMethod[index].add(amount);
      });
      totals.sales += Number(day.sales);
      totals.sold.add(Number(day.sold));
      totals.collected.add(collected.value);
      totals.pending.add(Number(day.pending));
      table.row([
        spanishDate(day.day),
        Number(day.sales),
        Number(day.sold),
        ...byMethod,
        collected.value,
        Number(day.pending),
      ]);
      await tick();
    }
    table.row(
      [
        'Total',
        totals.sales,
        totals.sold.value,
        ...totals.byMethod.map((total) => total.value),
        totals.collected.value,
        totals.pending.value,
      ],
      { bold: true },
    );
    await table.close();
  },
};
