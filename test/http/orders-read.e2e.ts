import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

interface Sale {
  id: number;
  number_order: number;
  total: number;
}

describe('orders, payments and client figures as read over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let cash: number;
  let ana: number;
  let beto: number;
  /** Ana: an estimate (Jan 10) and a sale pending payment (Jan 12, 10 paid). */
  let estimate: Sale;
  let pending: Sale;
  /** Beto: a credit sale (Jan 11, invoice F-77) and a cancelled sale (Jan 12). */
  let credit: Sale;
  let cancelled: Sale;

  const newClient = async (name: string, identification: string) => {
    const answer = await admin.post('/api/clients', {
      name,
      identification,
      email: `${identification.toLowerCase()}@correo.test`,
      phone: '0414-5550000',
      address: 'Av. Bolívar',
      typeClient: 'a',
    });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  /** The business day (America/Caracas) a payment recorded now takes. */
  const recordedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
  const sell = async (client: number, date: string, quantity: number, body: Record<string, unknown> = {}) => {
    const answer = await admin.post('/api/orders', {
      date,
      client_id: client,
      comentary: 'Venta de prueba',
      estimate: false,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body as Sale;
  };
  const ids = async (filterBy: Record<string, unknown>, sort: [string, 'ASC' | 'DESC'] = ['date', 'DESC']) =>
    ((await admin.get(`/api/orders${listQuery(filterBy, sort)}`)).body as Sale[]).map((order) => order.id);

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
    ana = await newClient('Ana Rivas', 'V-11111111');
    beto = await newClient('Beto Salas', 'V-22222222');
    estimate = await sell(ana, '2026-01-10', 1, { estimate: true });
    pending = await sell(ana, '2026-01-12', 2);
    credit = await sell(beto, '2026-01-11', 4, { isCredit: true });
    cancelled = await sell(beto, '2026-01-12', 3);
    expect((await admin.post(`/api/orders/${pending.id}/payments`, { method: cash, amount: '10' })).status).toBe(200);
    expect((await admin.put(`/api/orders/${credit.id}/invoice`, { invoice_number: 'F-77' })).status).toBe(200);
    expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
  });

  it('lists the newest date first (then the newest order), with Content-Range', async () => {
    const answer = await admin.get('/api/orders');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe('orders 0-3/4');
    expect((answer.body as Sale[]).map((order) => order.id)).toEqual([
      cancelled.id,
      pending.id,
      credit.id,
      estimate.id,
    ]);
    const page = await admin.get(`/api/orders${listQuery({}, ['number_order', 'ASC'], [1, 2])}`);
    expect(page.headers.get('content-range')).toBe('orders 1-2/4');
    expect((page.body as Sale[]).map((order) => order.number_order)).toEqual([
      pending.number_order,
      credit.number_order,
    ]);
  });

  it('sorts by the allowed columns only', async () => {
    expect(await ids({}, ['total', 'ASC'])).toEqual([estimate.id, pending.id, cancelled.id, credit.id]);
    expect(await ids({}, ['created_at', 'ASC'])).toEqual([estimate.id, pending.id, credit.id, cancelled.id]);
    // An unknown column falls back to the date.
    expect(await ids({}, ['comentary', 'DESC'])).toEqual(await ids({}));
  });

  it('filters by state, client, date range and a search of number, client and invoice', async () => {
    expect(await ids({ order_state: 'request' })).toEqual([pending.id]);
    expect(await ids({ order_state: ['delivery', 'cancel'] })).toEqual([cancelled.id, credit.id]);
    expect(await ids({ order_state: 'perdida' })).toEqual([]);
    const totalIn = async (states: unknown) =>
      totalOf(await admin.get(`/api/orders${listQuery({ order_state: states })}`));
    expect([await totalIn('estimate'), await totalIn(['delivery', 'cancel']), await totalIn('perdida')]).toEqual([
      1, 2, 0,
    ]);
    expect(await ids({ client_id: ana })).toEqual([pending.id, estimate.id]);
    expect(await ids({ client_id: 'x' })).toEqual([]);
    expect(await ids({ date_gte: '2026-01-11', date_lte: '2026-01-11' })).toEqual([credit.id]);
    expect(await ids({ date_gte: '2026-01-11' })).toEqual([cancelled.id, pending.id, credit.id]);
    expect(await ids({ q: 'beto sal' })).toEqual([cancelled.id, credit.id]);
    expect(await ids({ q: 'V-1111' })).toEqual([pending.id, estimate.id]);
    expect(await ids({ q: 'f-77' })).toEqual([credit.id]);
    expect(await ids({ q: `${credit.number_order} Beto` })).toEqual([credit.id]);
    expect(await ids({ q: '%' })).toEqual([]);
    expect(await ids({ q: 'Beto', order_state: 'delivery', client_id: beto })).toEqual([credit.id]);
  });

  it("counts a search's matching orders exactly below 1,000 (the page and its Content-Range)", async () => {
    const search = async (filterBy: Record<string, unknown>, range: [number, number] = [0, 24]) =>
      (await admin.get(`/api/orders${listQuery(filterBy, ['date', 'DESC'], range)}`)).headers.get('content-range');
    expect(await search({ q: 'beto' })).toBe('orders 0-1/2');
    expect(await search({ q: 'rivas' }, [1, 1])).toBe('orders 1-1/2');
    expect(await search({ q: 'V-1111', order_state: 'request' })).toBe('orders 0-0/1');
    expect(await search({ q: 'nadie' })).toBe('orders 0-0/0');
  });

  it('opens an order with its client, seller, lines, payments and dispatches', async () => {
    const me = (await admin.get('/api/me')).body as { id: unknown; first_name: string; last_name: string };
    const seller = { first_name: me.first_name, last_name: me.last_name };
    const answer = await admin.get(`/api/orders/${pending.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: pending.id,
      number_order: pending.number_order,
      invoice_number: null,
      order_state: 'request',
      client_id: ana,
      client: {
        id: ana,
        name: 'Ana Rivas',
        identification: 'V-11111111',
        email: 'v-11111111@correo.test',
        phone: '0414-5550000',
        address: 'Av. Bolívar',
      },
      date: '2026-01-12',
      subtotal: 25,
      discount: 0,
      discount_type: null,
      discount_value: null,
      total: 25,
      balance: 10,
      returned: 0,
      pending: 15,
      exchange_rate: 36.5,
      cop_change: 110,
      isCredit: false,
      comentary: 'Venta de prueba',
      order_buy: null,
      responsible: { id: Number(me.id), ...seller },
      created_at: expect.any(String),
      // Issue 33: under regime none a sale has no tax.
      taxes: [],
      exempt: '0.00',
      tax_total: '0.00',
      products: [
        {
          id: 1,
          product_id: filter,
          quick: false,
          code: 'FIL-100',
          name: 'Filtro de aceite',
          description: null,
          deposit: { id: catalogue.deposit, name: 'Galpón Central' },
          quantity: 2,
          price: 12.5,
          subtotal: 25,
          dispatch: false,
          returned_quantity: 0,
          iva: null,
        },
      ],
      pays: [
        {
          id: expect.any(Number),
          method: { id: cash, code: 'efectivo', name: expect.any(String) },
          amount: 10,
          amount_bs: 0,
          exchange_rate: null,
          reference: '',
          client_payment_id: null,
          created_at: expect.any(String),
          // Paid after the sale: on the (Caracas) day it was recorded, not the sale's day.
          date: recordedDay,
          user: seller,
          igtf: '0.00',
        },
      ],
      dispatches: [],
      devolutions: [],
    });
    const paid = await admin.post(`/api/orders/${credit.id}/dispatches`, { products: [1] });
    expect(paid.body.dispatches).toEqual([
      { id: expect.any(Number), created_at: expect.any(String), responsible: seller, products: [1] },
    ]);
    expect(paid.body.products[0].dispatch).toBe(true);
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = await admin.get('/api/orders/999999');
    expect([missing.status, missing.body.message]).toEqual([404, 'La venta no existe']);
    expect((await admin.get('/api/orders/abc')).status).toBe(404);
  });

  it('gives each client what they owe, their open debt, their orders and what they paid', async () => {
    // Ana: the estimate does not count; the sale owes 25 - 10. Beto: the cancelled sale does not count.
    expect((await admin.get(`/api/clients/${ana}`)).body).toMatchObject({
      balance: pending.total - 10,
      debt: pending.total,
      total_orders: 1,
      total_spent: 10,
    });
    expect((await admin.get(`/api/clients/${beto}`)).body).toMatchObject({
      balance: credit.total,
      debt: credit.total,
      total_orders: 1,
      total_spent: 0,
    });
    const fresh = await newClient('Carla Mora', 'V-33333333');
    const list = (await admin.get(`/api/clients${listQuery({}, ['name', 'ASC'])}`)).body as Record<string, unknown>[];
    expect(list.find((client) => client.id === fresh)).toMatchObject({
      balance: 0,
      debt: 0,
      total_orders: 0,
      total_spent: 0,
    });
  });

  it('lists a client’s payments and every payment of their orders', async () => {
    const recorded = await admin.post('/api/payments', {
      client_id: beto,
      method: cash,
      amount: '20.00',
      reference: '',
      date: '2026-01-13',
    });
    expect(recorded.status).toBe(201);
    const view = {
      id: recorded.body.id,
      client_id: beto,
      client: { id: beto, name: 'Beto Salas' },
      method: { id: cash, code: 'efectivo', name: expect.any(String) },
      amount: 20,
      amount_bs: 0,
      exchange_rate: null,
      reference: '',
      date: '2026-01-13',
      created_at: expect.any(String),
      allocations: [{ order_id: credit.id, number_order: credit.number_order, amount: 20 }],
    };
    expect(recorded.body).toEqual(view);
    expect((await admin.get(`/api/payments/${recorded.body.id}`)).body).toEqual(view);
    const betoPayments = await admin.get(`/api/payments${listQuery({ client_id: beto })}`);
    expect([betoPayments.body, totalOf(betoPayments)]).toEqual([[view], 1]);
    expect((await admin.get(`/api/payments${listQuery({ client_id: ana })}`)).body).toEqual([]);
    expect((await admin.get('/api/payments/999999')).status).toBe(404);

    const ofAna = await admin.get(`/api/order-payments${listQuery({ client_id: ana })}`);
    expect(ofAna.body).toEqual([
      {
        id: expect.any(Number),
        order_id: pending.id,
        client_payment_id: null,
        number_order: pending.number_order,
        method: { id: cash, code: 'efectivo', name: expect.any(String) },
        amount: 10,
        amount_bs: 0,
        exchange_rate: null,
        reference: '',
        created_at: expect.any(String),
        date: recordedDay,
      },
    ]);
    const ofCredit = (await admin.get(`/api/order-payments${listQuery({ order_id: credit.id })}`)).body;
    // Beto's client payment paid the credit sale: its part names the client payment it belongs to.
    expect(ofCredit.map((payment: { amount: number; client_payment_id: number | null }) => payment)).toEqual([
      expect.objectContaining({ amount: 20, client_payment_id: recorded.body.id }),
    ]);
    expect((await admin.get(`/api/clients/${beto}`)).body).toMatchObject({
      balance: credit.total - 20,
      total_spent: 20,
    });
  });

  it('lets every sales role read orders, and only cashiers read payments', async () => {
    await expectRoleAnswers(
      suite.as,
      {
        sales: '200 200 200 200',
        financial: '200 200 200 200',
        storer: '200 200 403 403',
        endline: '403 403 403 403',
      },
      [
        (client) => client.get('/api/orders'),
        (client) => client.get(`/api/orders/${pending.id}`),
        (client) => client.get('/api/payments'),
        (client) => client.get('/api/order-payments'),
      ],
    );
  });
});
