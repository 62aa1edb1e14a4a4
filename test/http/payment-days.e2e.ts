/**
 * Why this file exists: issue 31, items 7 and 9. A payment keeps the day it was made (a sale's
 * payments its date, a client payment its `date`), and the collected figures count it on that day;
 * a sale can be sent with several payments (`payments`), each checked against what the ones
 * before it left owed.
 */
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { downloaded, finished, rowsOf } from '../support/reports';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const TODAY = caracasDay(new Date());
/** Surely last month or before, whatever today is. */
const LAST_MONTH = caracasDay(new Date(Date.now() - 40 * 24 * 3600 * 1000));
/** Three days back: another day than today (maybe last month: the test says which). */
const DAYS_AGO = caracasDay(new Date(Date.now() - 3 * 24 * 3600 * 1000));

describe('the day of a payment over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let product: number;
  let cash: number;
  let zelle: number;
  let transfer: number;

  const sell = (date: string, quantity: number, body: Record<string, unknown> = {}) =>
    admin.post('/api/orders', {
      date,
      comentary: 'Venta de prueba',
      estimate: false,
      products: [{ product_id: product, deposit_id: catalogue.deposit, quantity }],
      without_client: true,
      ...body,
    });
  const collected = async () => (await admin.get('/api/dashboard/main-stats')).body.recaudadoTotal as number;

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    product = await catalogue.product('FIL-100', 'Filtro', '10.00', 500, '6.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const method = (code: string) => methods.find((candidate) => candidate.code === code)!.id;
    cash = method('efectivo');
    zelle = method('zelle');
    transfer = method('transferencia');
  });

  it("counts a sale's payment on the sale's day: a sale of last month paid then is not this month's collected", async () => {
    const before = await collected();
    const old = await sell(LAST_MONTH, 3, { payment: { method: cash, amount: '30.00' } });
    expect(old.status).toBe(201);
    expect(old.body.pays.map((pay: { date: string }) => pay.date)).toEqual([LAST_MONTH]);
    expect(await collected()).toBe(before);
    const now = await sell(TODAY, 2, { payment: { method: cash, amount: '20.00' } });
    expect(now.status).toBe(201);
    expect(now.body.pays[0].date).toBe(TODAY);
    expect(await collected()).toBe(before + 20);
  });

  it('lists a client payment with a past date on that date, and the daily report counts it on that day', async () => {
    const client = await admin.post('/api/clients', {
      name: 'Taller Pasado',
      identification: 'J-31000001',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    const owed = await sell(LAST_MONTH, 5, { without_client: undefined, client_id: client.body.id, isCredit: true });
    expect(owed.status).toBe(201);
    const before = await collected();
    const paid = await admin.post('/api/payments', {
      client_id: client.body.id,
      method: zelle,
      amount: '12.00',
      reference: 'Z-77',
      date: DAYS_AGO,
    });
    expect(paid.status).toBe(201);
    const history = await admin.get(
      `/api/order-payments?filter=${encodeURIComponent(JSON.stringify({ client_id: client.body.id }))}`,
    );
    expect(history.status).toBe(200);
    expect(history.body.map((row: { date: string; amount: number }) => [row.date, row.amount])).toEqual([
      [DAYS_AGO, 12],
    ]);
    const sameMonth = DAYS_AGO.slice(0, 7) === TODAY.slice(0, 7);
    expect(await collected()).toBe(before + (sameMonth ? 12 : 0));

    const zelleRow = async (date: string) => {
      const asked = await admin.post('/api/reports', { type: 'orders-daily', format: 'excel', params: { date } });
      expect(asked.status).toBe(202);
      expect((await finished(admin, asked.body.id)).state).toBe('completed');
      const rows = await rowsOf(await downloaded(suite, admin, asked.body.id));
      return rows.find((row) => row?.[2] === 'Zelle');
    };
    const thatDay = await zelleRow(DAYS_AGO);
    expect(thatDay?.slice(2, 5)).toEqual(['Zelle', 1, 12]);
    expect(await zelleRow(TODAY)).toBeUndefined();
  });

  it('records a sale with several payments, each on its day and method, in the order sent', async () => {
    const sale = await sell(LAST_MONTH, 4, {
      payments: [
        { method: cash, amount: '15.00' },
        { method: transfer, amount_bs: '912.50', reference: 'T-1' },
      ],
    });
    expect(sale.status).toBe(201);
    expect(sale.body.balance).toBe(40);
    expect(sale.body.order_state).toBe('delivery');
    expect(
      sale.body.pays.map((pay: { method: { id: number }; amount: number; amount_bs: number; date: string }) => [
        pay.method.id,
        pay.amount,
        pay.amount_bs,
        pay.date,
      ]),
    ).toEqual(
      [
        [cash, 15, 0],
        [transfer, 25, 912.5],
      ].map((row) => [...row, LAST_MONTH]),
    );
  });

  it('refuses the whole sale when a later payment is above what the earlier ones left, or a field is wrong', async () => {
    const orders = (await admin.get('/api/orders')).headers.get('content-range');
    const over = await sell(TODAY, 1, {
      payments: [
        { method: cash, amount: '6.00' },
        { method: cash, amount: '4.01' },
      ],
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('El monto del pago excede el balance pendiente');
    expectFormErrors(
      await sell(TODAY, 1, {
        payments: [
          { method: cash, amount: '5.00' },
          { method: transfer, amount_bs: '10' },
        ],
      }),
      { 'payments.1.reference': ['Debe ingresar una referencia'] },
    );
    expectFormErrors(
      await sell(TODAY, 1, { payment: { method: cash, amount: '5.00' }, payments: [{ method: cash, amount: '5.00' }] }),
      { payments: ['Envíe un pago en payment o varios en payments, no ambos'] },
    );
    expectFormErrors(await sell(TODAY, 1, { payments: [{ method: 999999, amount: '5.00' }] }), {
      'payments.0.method': ['El método de pago seleccionado no existe.'],
    });
    expect((await admin.get('/api/orders')).headers.get('content-range')).toBe(orders);
  });
});
