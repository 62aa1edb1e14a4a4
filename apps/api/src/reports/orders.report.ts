/**
 * The orders report (the /reports form): the orders dated from..to, cancelled ones only when
 * `nulled`; one row each (number, date, client, state, total, paid, pending) and a totals row;
 * 'advance' adds each order's lines under it; `full` its payments (method, reference, USD, Bs, in an
 * eighth column); `orderNumber` names the file 'orders-{orderNumber}.xlsx', as the /reports page's
 * download link.
 */
import { z } from 'zod';
import { choice, flag, OPEN_ORDER_STATES, printedDocument } from '@bo/domain';
import { cursorRows } from './report-cursor';
import { accountForPage } from './pdf/account-for-page';
import { CentsTotal, ReportSheet, spanishDate, USD_FORMAT } from './report-sheet';
import { progressEvery, ReportContext, ReportWriter } from './report-writer';
import { optionalPositiveInteger, period } from './report-params';

export const ordersParams = period({
  nulled: flag('Incluir anuladas', false),
  modality: choice('La modalidad', ['advance', 'simple'] as const, 'simple'),
  full: flag('Completo', false),
  orderNumber: optionalPositiveInteger('El número del reporte'),
});
export type OrdersParams = z.infer<typeof ordersParams>;

/** '1 venta', '2 ventas': the totals row's count. */
export const salesCount = (sales: number): string => `${sales} ${sales === 1 ? 'venta' : 'ventas'}`;

/** The order states as the sales screens name them (the admin's bo.orders.states); others 'Desconocido'. */
const ORDER_STATE_LABELS: Record<string, string> = {
  estimate: 'PRESUPUESTO',
  request: 'PENDIENTE POR PAGO',
  pay: 'PAGADA',
  payRevition: 'Pago en revisión',
  dispatch: 'Despachada',
  delivery: 'EN ESPERA DE DESPACHO',
  finish: 'FINALIZADA',
  cancel: 'ANULADA',
  return: 'DEVOLUCIÓN',
  in_progress: 'En Proceso',
};

export const orderStateLabel = (state: string): string => ORDER_STATE_LABELS[state] ?? 'Desconocido';

/** One order as the report's query reads it: its amounts as numeric text, its lines and payments when asked. */
export interface OrderRow {
  number_order: string;
  day: string;
  client_name: string;
  order_state: string;
  total: string;
  balance: string;
  /** What it still owes: total - paid while open (OPEN_ORDER_STATES), 0 otherwise. */
  pending: string;
  /** Its lines: the advance modality only. */
  lines: { code: string; name: string; quantity: number; price: number }[] | null;
  /** Its payments: `full` only. */
  payments: { day: string; method: string; reference: string; amount: number; amount_bs: number }[] | null;
}

type SheetCell = string | number | null;

/**
 * An order's rows in the sheet: its own (number, date, client, state, total, paid, pending), then
 * its lines under it (code, name, 'quantity x price', amount), then its payments (day, method,
 * reference, dollars under Pagado, bolivars in an eighth column).
 */
export function orderRows(order: OrderRow): SheetCell[][] {
  const rows: SheetCell[][] = [
    [
      Number(order.number_order),
      spanishDate(order.day),
      order.client_name,
      orderStateLabel(order.order_state),
      Number(order.total),
      Number(order.balance),
      Number(order.pending),
    ],
  ];
  // Each line as printed (docs/rules.md 'Printed amounts add up'): quantity x printed price = amount.
  const printed = printedDocument({ lines: order.lines ?? [] }, { code: 'usd' });
  for (const [index, line] of (order.lines ?? []).entries())
    rows.push([
      null,
      line.code,
      line.name,
      `${line.quantity} x ${printed.lines[index].unit}`,
      Number(printed.lines[index].amount),
      null,
      null,
    ]);
  for (const payment of order.payments ?? [])
    rows.push([
      null,
      spanishDate(payment.day),
      `Pago: ${payment.method}`,
      payment.reference,
      null,
      Number(payment.amount),
      null,
      Number(payment.amount_bs),
    ]);
  return rows;
}

/**
 * The totals row of the orders listed (the orders and the daily report): a cancelled sale is
 * listed (when asked) but sells nothing, so the totals and the count leave it out.
 */
export class SalesTotals {
  private readonly total = new CentsTotal();
  private readonly paid = new CentsTotal();
  private readonly pending = new CentsTotal();
  private sales = 0;

  add(order: Pick<OrderRow, 'order_state' | 'total' | 'balance' | 'pending'>): void {
    if (order.order_state === 'cancel') return;
    this.total.add(Number(order.total));
    this.paid.add(Number(order.balance));
    this.pending.add(Number(order.pending));
    this.sales += 1;
  }

  /** 'Total', the count ('2 ventas') under Cliente, the sums under Total USD, Pagado, Pendiente. */
  row(): SheetCell[] {
    return ['Total', null, salesCount(this.sales), null, this.total.value, this.paid.value, this.pending.value];
  }
}

export const ordersReport: ReportWriter = {
  fileStem: 'ventas',
  formats: ['excel'],
  params: ordersParams,
  fileName: (params) => (params.orderNumber ? `orders-${Number(params.orderNumber)}.xlsx` : null),
  async write(context: ReportContext) {
    const params = context.params as OrdersParams;
    const advance = params.modality === 'advance';
    const full = params.full;
    const where = `o.date between $1::date and $2::date ${params.nulled ? '' : `and o.order_state <> 'cancel'`}`;
    const values = [params.from, params.to];
    const { rows } = await context.pool.query<{ total: string }>(
      `select count(*) as total from rm.orders o where ${where}`,
      values,
    );
    const count = Number(rows[0].total);
    const sheet = new ReportSheet(context.file, 'Ventas', [
      { header: 'Número', width: 10 },
      { header: 'Fecha', width: 12 },
      { header: 'Cliente', width: 32 },
      { header: 'Estado', width: 24 },
      { header: 'Total USD', width: 14, numFmt: USD_FORMAT },
      { header: 'Pagado', width: 14, numFmt: USD_FORMAT },
      { header: 'Pendiente', width: 14, numFmt: USD_FORMAT },
      ...(full ? [{ header: 'Monto Bs', width: 16, numFmt: USD_FORMAT }] : []),
    ]);
    sheet.header(
      await accountForPage(context.pool, context.config),
      advance ? 'Reporte de ventas (avanzado)' : 'Reporte de ventas',
      `Desde ${spanishDate(params.from)} hasta ${spanishDate(params.to)}${params.nulled ? ' (incluye anuladas)' : ''}`,
    );
    const totals = new SalesTotals();
    const tick = progressEvery(context, count);
    const lines = advance
      ? `(select json_agg(json_build_object('code', l.code, 'name', l.name, 'quantity', l.quantity, 'price', l.price)
           order by l.id) from rm.order_lines l where l.order_id = o.id)`
      : 'null';
    const payments = full
      ? `(select json_agg(json_build_object('day', to_char(p.date, 'YYYY-MM-DD'),
           'method', p.method_name, 'reference', p.reference, 'amount', p.amount, 'amount_bs', p.amount_bs)
           order by p.created_at, p.id) from rm.order_payments p where p.order_id = o.id)`
      : 'null';
    const sql = `select o.number_order, to_char(o.date, 'YYYY-MM-DD') as day, o.client_name, o.order_state, o.total, o.balance,
        case when o.order_state = any($3::text[]) then o.total - o.balance else 0 end as pending, ${lines} as lines,
        ${payments} as payments
      from rm.orders o where ${where} order by o.date, o.number_order`;
    for await (const order of cursorRows<OrderRow>(context.pool, sql, [...values, OPEN_ORDER_STATES])) {
      totals.add(order);
      for (const row of orderRows(order)) sheet.row(row);
      await tick();
    }
    sheet.row(totals.row(), { bold: true });
    await sheet.close();
  },
};
