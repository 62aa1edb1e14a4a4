/**
 * Why this exists: the financial report's rows from a given read model state (issue 14's unit
 * tests): a row per Caracas day of the period (empty days too), the sales and dollars sold
 * without the cancelled orders, a column per payment method paid with in the period (credit notes
 * left out), what the open orders still owe, and the totals line.
 */
import { openReportReadModels, ReportReadModels } from '../../../../test/support/reports';
import { ordersFinancialReport } from './orders-financial.report';

/** The instant of `time` ('09:15') on `day` in Caracas (UTC-4 all year). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-04:00`).toISOString();

describe('the financial report', () => {
  let state: ReportReadModels;
  beforeAll(async () => {
    state = await openReportReadModels('orders_financial');
  });
  afterAll(() => state?.close());
  beforeEach(async () => {
    await state.clear();
    await state.account();
  });

  it('given sales and payments in and around the period, when asked, then it has a row per day and the totals', async () => {
    const open = await state.order({ date: '2026-11-09', total: '100.00', balance: '40.00' });
    await state.order({ date: '2026-11-09', total: '30.00', state: 'cancel' });
    const paid = await state.order({ date: '2026-11-11', total: '50.00', balance: '50.00', state: 'pay' });
    // Waiting to be dispatched, unpaid: open, it owes its total.
    await state.order({ date: '2026-11-11', total: '20.00', state: 'delivery' });
    const before = await state.order({ date: '2026-11-08', total: '7.00' });
    await state.order({ date: '2026-11-12', total: '9.00' });
    await state.payment(open.id, { method: 'Efectivo', amount: '40.00', at: at('2026-11-09', '12:00') });
    // Late on the 10th in Caracas (the 11th in UTC): the 10th's.
    await state.payment(open.id, {
      method: 'Transferencia (Bs)',
      amount: '10.00',
      amountBs: '365.00',
      at: at('2026-11-10', '22:00'),
    });
    await state.payment(paid.id, { method: 'Efectivo', amount: '50.00', at: at('2026-11-11', '09:00') });
    await state.payment(paid.id, {
      method: 'Nota de crédito',
      methodCode: 'nota-credito',
      amount: '5.00',
      at: at('2026-11-11', '09:30'),
    });
    // Outside the period: neither its money nor its method's column.
    await state.payment(before.id, { method: 'Zelle', amount: '7.00', at: at('2026-11-12', '10:00') });

    const rows = await state.excel(ordersFinancialReport, { from: '2026-11-09', to: '2026-11-11' });

    expect(rows.slice(3, 5).map((row) => row[0])).toEqual([
      'Reporte financiero de ventas',
      'Desde 9 de noviembre de 2026 hasta 11 de noviembre de 2026',
    ]);
    expect(rows[6]).toEqual([
      'Fecha',
      'Ventas',
      'Vendido USD',
      'Cobrado Efectivo',
      'Cobrado Transferencia (Bs)',
      'Cobrado USD',
      'Por cobrar',
    ]);
    expect(rows.slice(7)).toEqual([
      // The cancelled order neither sells nor owes.
      ['09/11/2026', 1, 100, 40, 0, 40, 60],
      ['10/11/2026', 0, 0, 0, 10, 10, 0],
      ['11/11/2026', 2, 70, 50, 0, 50, 20],
      ['Total', 3, 170, 90, 10, 100, 80],
    ]);
  });

  it('given no payment in the period, when asked, then it has no method column and collects nothing', async () => {
    await state.order({ date: '2026-11-09', total: '12.50' });

    const rows = await state.excel(ordersFinancialReport, { from: '2026-11-09', to: '2026-11-10' });

    expect(rows[6]).toEqual(['Fecha', 'Ventas', 'Vendido USD', 'Cobrado USD', 'Por cobrar']);
    expect(rows.slice(7)).toEqual([
      ['09/11/2026', 1, 12.5, 0, 12.5],
      ['10/11/2026', 0, 0, 0, 0],
      ['Total', 1, 12.5, 0, 12.5],
    ]);
  });
});
