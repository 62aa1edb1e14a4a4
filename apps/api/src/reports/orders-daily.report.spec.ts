/**
 * Why this exists: the daily report's rows from a given read model state (issue 14's unit tests):
 * only the asked day's orders, cancelled ones listed but out of the totals, the totals line, then
 * the payments received that Caracas day by method (credit notes move no money: left out).
 */
import { openReportReadModels, ReportReadModels } from '../../../../test/support/reports';
import { ordersDailyReport } from './orders-daily.report';

describe('the daily report', () => {
  let state: ReportReadModels;
  beforeAll(async () => {
    state = await openReportReadModels('orders_daily');
  });
  afterAll(() => state?.close());
  beforeEach(async () => {
    await state.clear();
    await state.account();
  });

  /** The instant of `time` ('09:15') on `day` in Caracas (UTC-4 all year: 13:15 UTC). */
  const at = (day: string, time: string) => new Date(`${day}T${time}:00-04:00`).toISOString();

  it('given a day’s orders and payments, when asked for that day, then it lists its orders, their totals without the cancelled one, and the money received by method', async () => {
    const open = await state.order({
      date: '2026-11-10',
      total: '80.00',
      balance: '30.00',
      createdAt: at('2026-11-10', '09:15'),
    });
    const paid = await state.order({
      date: '2026-11-10',
      total: '20.00',
      balance: '20.00',
      state: 'pay',
      client: 'Luis Mora',
      createdAt: at('2026-11-10', '14:40'),
    });
    const cancelled = await state.order({
      date: '2026-11-10',
      total: '45.00',
      state: 'cancel',
      client: 'Rosa Paz',
      createdAt: at('2026-11-10', '16:00'),
    });
    const yesterdays = await state.order({ date: '2026-11-09', total: '99.00', createdAt: at('2026-11-09', '10:00') });
    await state.payment(open.id, { method: 'Efectivo', amount: '30.00', at: at('2026-11-10', '10:00') });
    await state.payment(paid.id, { method: 'Efectivo', amount: '20.00', at: at('2026-11-10', '14:41') });
    // Yesterday's order paid late on the 10th (the 11th in UTC): the 10th's money.
    await state.payment(yesterdays.id, {
      method: 'Transferencia (Bs)',
      amount: '10.00',
      amountBs: '365.00',
      at: at('2026-11-10', '23:30'),
    });
    // The 9th's last minute (the 10th in UTC): not the 10th's.
    await state.payment(yesterdays.id, { method: 'Efectivo', amount: '5.00', at: at('2026-11-09', '23:59') });
    // A client's credit used on a sale: no money came in.
    await state.payment(open.id, {
      method: 'Nota de crédito',
      methodCode: 'nota-credito',
      amount: '7.00',
      at: at('2026-11-10', '11:00'),
    });

    const rows = await state.excel(ordersDailyReport, { date: '2026-11-10' });

    expect(rows.slice(0, 5).map((row) => row[0])).toEqual([
      'Repuestos El Tigre',
      'RIF: J-12345678-9',
      'Dirección: Valencia',
      'Reporte diario de ventas',
      'Del 10 de noviembre de 2026',
    ]);
    expect(rows[6]).toEqual(['Número', 'Hora', 'Cliente', 'Estado', 'Total USD', 'Pagado', 'Pendiente']);
    expect(rows.slice(7)).toEqual([
      [open.number, '09:15', 'Ana Rojas', 'PENDIENTE POR PAGO', 80, 30, 50],
      [paid.number, '14:40', 'Luis Mora', 'PAGADA', 20, 20, 0],
      [cancelled.number, '16:00', 'Rosa Paz', 'ANULADA', 45, 0, 0],
      ['Total', undefined, '2 ventas', undefined, 100, 50, 50],
      [],
      ['Pagos recibidos por método'],
      [undefined, undefined, 'Método de pago', 'Pagos', 'Monto USD', 'Monto Bs'],
      [undefined, undefined, 'Efectivo', 2, 50, 0],
      [undefined, undefined, 'Transferencia (Bs)', 1, 10, 365],
      [undefined, undefined, 'Total cobrado', 3, 60, 365],
    ]);
  });

  it('given a day with neither orders nor payments, when asked, then its totals are zero', async () => {
    await state.order({ date: '2026-11-09', total: '99.00' });

    const rows = await state.excel(ordersDailyReport, { date: '2026-11-10' });

    expect(rows.slice(7)).toEqual([
      ['Total', undefined, '0 ventas', undefined, 0, 0, 0],
      [],
      ['Pagos recibidos por método'],
      [undefined, undefined, 'Método de pago', 'Pagos', 'Monto USD', 'Monto Bs'],
      [undefined, undefined, 'Total cobrado', 0, 0, 0],
    ]);
  });

  it('given no day, when asked, then it reports today in Caracas', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
    const order = await state.order({ date: today, total: '12.00' });

    const rows = await state.excel(ordersDailyReport, {});

    expect(rows[7].slice(0, 5)).toEqual([order.number, '11:00', 'Ana Rojas', 'PENDIENTE POR PAGO', 12]);
  });
});
