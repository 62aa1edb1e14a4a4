/**
 * Why this exists: the orders report's rows from a given read model state (issue 14's unit
 * tests): the date range, cancelled orders in or out per `nulled` and never in the totals, the
 * advance modality's lines, `full`'s payments, the totals line. The row building is also checked
 * alone (orderRows, SalesTotals), without a database.
 */
import { openReportReadModels, ReportReadModels } from '../../../../test/support/reports';
import { orderRows, ordersReport, SalesTotals } from './orders.report';

const HEADERS = ['Número', 'Fecha', 'Cliente', 'Estado', 'Total USD', 'Pagado', 'Pendiente'];

describe('the orders report', () => {
  let state: ReportReadModels;
  beforeAll(async () => {
    state = await openReportReadModels('orders_report');
  });
  afterAll(() => state?.close());
  beforeEach(async () => {
    await state.clear();
    await state.account();
  });

  /** Orders of 9 and 10 November, one cancelled, and one on each day around them. */
  const givenOrdersAroundThePeriod = async () => {
    const before = await state.order({ date: '2026-11-08', total: '5.00' });
    const open = await state.order({ date: '2026-11-09', total: '100.00', balance: '40.00', client: 'Ana Rojas' });
    const paid = await state.order({
      date: '2026-11-10',
      total: '50.00',
      balance: '50.00',
      state: 'pay',
      client: 'Luis Mora',
    });
    const cancelled = await state.order({ date: '2026-11-10', total: '30.00', state: 'cancel', client: 'Rosa Paz' });
    const after = await state.order({ date: '2026-11-11', total: '7.00' });
    return { before, open, paid, cancelled, after };
  };

  it('given orders in and around the period, when asked without cancelled ones, then it lists the period’s live orders and their totals', async () => {
    const { open, paid } = await givenOrdersAroundThePeriod();

    const rows = await state.excel(ordersReport, { from: '2026-11-09', to: '2026-11-10' });

    expect(rows.slice(0, 5).map((row) => row[0])).toEqual([
      'Repuestos El Tigre',
      'RIF: J-12345678-9',
      'Dirección: Valencia',
      'Reporte de ventas',
      'Desde 09/11/2026 hasta 10/11/2026',
    ]);
    expect(rows[6]).toEqual(HEADERS);
    expect(rows.slice(7)).toEqual([
      [open.number, '09/11/2026', 'Ana Rojas', 'PENDIENTE POR PAGO', 100, 40, 60],
      // Paid: nothing pending (only open orders owe).
      [paid.number, '10/11/2026', 'Luis Mora', 'PAGADA', 50, 50, 0],
      ['Total', undefined, '2 ventas', undefined, 150, 90, 60],
    ]);
  });

  it('given a cancelled order in the period, when asked with `nulled`, then it is listed as ANULADA but left out of the totals', async () => {
    const { open, paid, cancelled } = await givenOrdersAroundThePeriod();

    const rows = await state.excel(ordersReport, { from: '2026-11-09', to: '2026-11-10', nulled: true });

    expect(rows[4][0]).toBe('Desde 09/11/2026 hasta 10/11/2026 (incluye anuladas)');
    expect(rows.slice(7)).toEqual([
      [open.number, '09/11/2026', 'Ana Rojas', 'PENDIENTE POR PAGO', 100, 40, 60],
      [paid.number, '10/11/2026', 'Luis Mora', 'PAGADA', 50, 50, 0],
      [cancelled.number, '10/11/2026', 'Rosa Paz', 'ANULADA', 30, 0, 0],
      ['Total', undefined, '2 ventas', undefined, 150, 90, 60],
    ]);
  });

  it('given orders with lines, when asked in the advance modality, then each order’s lines follow it', async () => {
    const { open, paid } = await givenOrdersAroundThePeriod();
    await state.line(open.id, { code: 'FIL-100', name: 'Filtro', quantity: 8, price: '12.50' });
    await state.line(open.id, { code: 'BUJ-200', name: 'Bujía', quantity: 3, price: '0.10' });
    await state.line(paid.id, { code: 'ACE-300', name: 'Aceite', quantity: 2, price: '25.00' });

    const advance = await state.excel(ordersReport, { from: '2026-11-09', to: '2026-11-10', modality: 'advance' });
    const simple = await state.excel(ordersReport, { from: '2026-11-09', to: '2026-11-10', modality: 'simple' });

    expect(advance[3][0]).toBe('Reporte de ventas (avanzado)');
    expect(advance.slice(7).map((row) => row.slice(0, 5))).toEqual([
      [open.number, '09/11/2026', 'Ana Rojas', 'PENDIENTE POR PAGO', 100],
      [undefined, 'FIL-100', 'Filtro', '8 x 12.50', 100],
      // 3 x 0.10 in decimal: 0.30, not a float's 0.30000000000000004.
      [undefined, 'BUJ-200', 'Bujía', '3 x 0.10', 0.3],
      [paid.number, '10/11/2026', 'Luis Mora', 'PAGADA', 50],
      [undefined, 'ACE-300', 'Aceite', '2 x 25.00', 50],
      ['Total', undefined, '2 ventas', undefined, 150],
    ]);
    expect(simple[3][0]).toBe('Reporte de ventas');
    expect(simple.slice(7).map((row) => row[0])).toEqual([open.number, paid.number, 'Total']);
  });

  it('given payments, when asked `full`, then each order’s payments follow it with their bolivars in an eighth column', async () => {
    const { open } = await givenOrdersAroundThePeriod();
    // 22:30 in Caracas on the 9th is the 10th in UTC: the payment's day is Caracas's.
    await state.payment(open.id, { method: 'Efectivo', amount: '10.00', at: '2026-11-10T02:30:00Z' });
    await state.payment(open.id, {
      method: 'Transferencia (Bs)',
      amount: '30.00',
      amountBs: '1095.00',
      reference: 'T-77',
      at: '2026-11-10T14:00:00Z',
    });

    const rows = await state.excel(ordersReport, { from: '2026-11-09', to: '2026-11-09', full: true });

    expect(rows[6]).toEqual([...HEADERS, 'Monto Bs']);
    expect(rows.slice(7)).toEqual([
      [open.number, '09/11/2026', 'Ana Rojas', 'PENDIENTE POR PAGO', 100, 40, 60],
      [undefined, '09/11/2026', 'Pago: Efectivo', undefined, undefined, 10, undefined, 0],
      [undefined, '10/11/2026', 'Pago: Transferencia (Bs)', 'T-77', undefined, 30, undefined, 1095],
      ['Total', undefined, '1 venta', undefined, 100, 40, 60],
    ]);
  });

  it('given no order in the period, when asked, then only the totals line is there, at zero', async () => {
    await givenOrdersAroundThePeriod();

    const rows = await state.excel(ordersReport, { from: '2026-10-01', to: '2026-10-31' });

    expect(rows.slice(7)).toEqual([['Total', undefined, '0 ventas', undefined, 0, 0, 0]]);
  });

  describe('its rows without a database', () => {
    const order = {
      number_order: '1042',
      day: '2026-11-09',
      client_name: 'Ana Rojas',
      order_state: 'request',
      total: '0.30',
      balance: '0.10',
      pending: '0.20',
      lines: null,
      payments: null,
    };

    it('writes an order, its lines and its payments, an unknown state as Desconocido', () => {
      expect(orderRows(order)).toEqual([[1042, '09/11/2026', 'Ana Rojas', 'PENDIENTE POR PAGO', 0.3, 0.1, 0.2]]);
      expect(
        orderRows({
          ...order,
          order_state: 'perdida',
          lines: [{ code: 'FIL-100', name: 'Filtro', quantity: 3, price: 0.1 }],
          payments: [{ day: '2026-11-10', method: 'Efectivo', reference: '', amount: 0.1, amount_bs: 3.65 }],
        }),
      ).toEqual([
        [1042, '09/11/2026', 'Ana Rojas', 'Desconocido', 0.3, 0.1, 0.2],
        [null, 'FIL-100', 'Filtro', '3 x 0.10', 0.3, null, null],
        [null, '10/11/2026', 'Pago: Efectivo', '', null, 0.1, null, 3.65],
      ]);
    });

    it('sums in cents, counts the sales and leaves the cancelled ones out', () => {
      const totals = new SalesTotals();
      totals.add(order);
      totals.add({ ...order, total: '0.10', balance: '0', pending: '0.10' });
      totals.add({ ...order, order_state: 'cancel', total: '99.00', balance: '0', pending: '0' });
      expect(totals.row()).toEqual(['Total', null, '2 ventas', null, 0.4, 0.1, 0.3]);
      const one = new SalesTotals();
      one.add(order);
      expect(one.row()[2]).toBe('1 venta');
    });
  });
});
