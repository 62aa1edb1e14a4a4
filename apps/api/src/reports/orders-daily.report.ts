/**
 * The daily report (the orders list's /ordersDaily link): one day's orders (number, time, client,
 * state, total, paid, pending; cancelled ones listed as ANULADA but left out of the totals), then
 * the payments received that day summed by method in dollars and bolivars, then their totals.
 * The day is Caracas's: today unless `date` says another.
 */
import { z } from 'zod';
import { OPEN_ORDER_STATES } from '@bo/domain';
import { spanishLongDate } from './pdf/html';
import { collectedPayments } from './collected-payments';
import { cursorRows } from './report-cursor';
import { dayOrToday } from './report-params';
import { CentsTotal } from './report-sheet';
import { ReportColumn, ReportTable } from './report-table';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';
import { orderStateLabel, SalesTotals } from './orders.report';

export const ordersDailyParams = z.object({ date: dayOrToday('La fecha') });
type OrdersDailyParams = z.infer<typeof ordersDailyParams>;

interface DailyOrder {
  number_order: string;
  time: string;
  client_name: string;
  order_state: string;
  total: string;
  balance: string;
  pending: string;
}

interface MethodTotal {
  method_name: string;
  payments: string;
  amount: string;
  amount_bs: string;
}

const COLUMNS: ReportColumn[] = [
  { header: 'Número', width: 10, kind: 'count' },
  { header: 'Hora', width: 10 },
  { header: 'Cliente', width: 32 },
  { header: 'Estado', width: 24 },
  { header: 'Total USD', width: 14, kind: 'usd' },
  { header: 'Pagado', width: 14, kind: 'usd' },
  { header: 'Pendiente', width: 14, kind: 'usd' },
];

const PAYMENT_COLUMNS: ReportColumn[] = [
  { header: '', width: 10 },
  { header: '', width: 10 },
  { header: 'Método de pago', width: 32 },
  { header: 'Pagos', width: 24, kind: 'count' },
  { header: 'Monto USD', width: 14, kind: 'usd' },
  { header: 'Monto Bs', width: 14, kind: 'bs' },
  { header: '', width: 14 },
];

export const ordersDailyReport: ReportWriter = {
  fileStem: 'ventas-del-dia',
  formats: ['excel', 'pdf'],
  params: ordersDailyParams,
  async write(context: ReportContext) {
    const { date } = context.params as OrdersDailyParams;
    const { rows: counted } = await context.pool.query<{ total: string }>(
      'select count(*) as total from rm.orders where date = $1::date',
      [date],
    );
    const table = await ReportTable.open(context, {
      sheetName: 'Ventas del día',
      title: 'Reporte diario de ventas',
      subtitle: `Del ${spanishLongDate(date)}`,
      columns: COLUMNS,
    });
    const totals = new SalesTotals();
    const tick = progressEvery(context, Number(counted[0].total));
    const sql = `select o.number_order, to_char(o.created_at at time zone 'America/Caracas', 'HH24:MI') as time,
        o.client_name, o.order_state, o.total, o.balance,
        case when o.order_state = any($2::text[]) then o.total - o.balance else 0 end as pending
      from rm.orders o where o.date = $1::date order by o.created_at, o.number_order`;
    for await (const order of cursorRows<DailyOrder>(context.pool, sql, [date, OPEN_ORDER_STATES])) {
      totals.add(order);
      table.row([
        Number(order.number_order),
        order.time,
        order.client_name,
        orderStateLabel(order.order_state),
        Number(order.total),
        Number(order.balance),
        Number(order.pending),
      ]);
      await tick();
    }
    table.row(totals.row(), { bold: true });

    const { rows: methods } = await context.pool.query<MethodTotal>(
      `select p.method_name, count(*) as payments, sum(p.amount) as amount, sum(p.amount_bs) as amount_bs
       from ${collectedPayments('$1', '$1')}
       group by p.method_id, p.method_name order by p.method_name, p.method_id`,
      [date],
    );
    table.section('Pagos recibidos por método', PAYMENT_COLUMNS);
    const collected = { usd: new CentsTotal(), bs: new CentsTotal(), count: 0 };
    for (const method of methods) {
      collected.usd.add(Number(method.amount));
      collected.bs.add(Number(method.amount_bs));
      collected.count += Number(method.payments);
      table.row([
        null,
        null,
        method.method_name,
        Number(method.payments),
        Number(method.amount),
        Number(method.amount_bs),
        null,
      ]);
    }
    table.row([null, null, 'Total cobrado', collected.count, collected.usd.value, collected.bs.value, null], {
      bold: true,
    });
    await table.close();
  },
};
