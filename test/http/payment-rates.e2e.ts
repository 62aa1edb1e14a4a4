/**
 * Why this file exists: issue 10 items 4, 5 and the Bs-payment probe of item 9 over HTTP. A Bs
 * payment (on an order, sent with a sale, or a client's) must use the current rate; dollars sent
 * with bolivars must be amount_bs / rate; a missing reference or a zero amount is a 400 on its
 * field; a client payment in bolivars keeps its bolivars and rate.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);
const RATE_CHANGED = 'La tasa de cambio cambió, actualice la página';
const FORM_ERROR = 'Error en el formulario';

interface Pay {
  amount: number;
  amount_bs: number;
  exchange_rate: number | null;
  reference: string;
}
interface Order {
  id: number;
  order_state: string;
  balance: number;
  pending: number;
  pays: Pay[];
}

describe('payments in bolivars and their field rules over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let truck: number;
  let cash: number;
  let zelle: number;
  let bolivars: number;

  /** Records a new rate: it becomes the current one. */
  const rate = async (change: string) => {
    const answer = await admin.post('/api/taxes', { change, cop_change: '110' });
    expect(answer.status).toBe(201);
  };
  const sale = (body: Record<string, unknown> = {}) =>
    admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      ...('client_id' in body ? {} : { without_client: true }),
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 2 }],
      ...body,
    });
  const created = async (body: Record<string, unknown> = {}): Promise<Order> => {
    const answer = await sale(body);
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Order;
  };
  const pay = (order: Order, body: Record<string, unknown>) => admin.post(`/api/orders/${order.id}/payments`, body);
  const reread = async (order: Order) => (await admin.get(`/api/orders/${order.id}`)).body as Order;
  const ordersCount = async () => totalOf(await admin.get(`/api/orders${listQuery()}`));
  const newClient = async (identification: string) => {
    const answer = await admin.post('/api/clients', {
      name: `Taller ${identification}`,
      identification,
      typeClient: 'a',
    });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    truck = await catalogue.product('CAM-1', 'Camión', '100000.00', 5, '50000.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const method = (code: string) => methods.find((row) => row.code === code)!.id;
    cash = method('efectivo');
    zelle = method('transferencia-usd');
    bolivars = method('transferencia');
  });

  it('refuses a Bs payment at a rate that is no longer the current one, recording nothing', async () => {
    await rate('36.50');
    const order = await created();
    await rate('40.00');
    const old = await pay(order, { method: bolivars, amount_bs: '365.00', exchange_rate: '36.50', reference: 'T-1' });
    expect([old.status, old.body]).toEqual([409, { message: RATE_CHANGED }]);
    expect(await reread(order)).toMatchObject({ balance: 0, pending: 25, pays: [] });

    const current = await pay(order, { method: bolivars, amount_bs: '400.00', exchange_rate: '40', reference: 'T-2' });
    expect(current.status).toBe(200);
    expect(current.body.pays).toEqual([
      expect.objectContaining({ amount: 10, amount_bs: 400, exchange_rate: 40, reference: 'T-2' }),
    ]);
    // Without a rate the current one counts.
    const unsaid = await pay(order, { method: bolivars, amount_bs: '200.00', reference: 'T-3' });
    expect(unsaid.body).toMatchObject({ balance: 15, pending: 10 });
    expect(unsaid.body.pays[1]).toMatchObject({ amount: 5, amount_bs: 200, exchange_rate: 40 });
  });

  it('closes the probe: 0.1 Bs at a rate of 0.000001 does not pay a $100,000 order', async () => {
    await rate('40.00');
    const order = await created({ products: [{ product_id: truck, deposit_id: catalogue.deposit, quantity: 1 }] });
    const probe = await pay(order, {
      method: bolivars,
      amount_bs: '0.1',
      exchange_rate: '0.000001',
      amount: '100000',
      reference: 'X',
    });
    expect([probe.status, probe.body]).toEqual([409, { message: RATE_CHANGED }]);
    expect(await reread(order)).toMatchObject({ order_state: 'request', balance: 0, pending: 100000, pays: [] });
  });

  it('refuses dollars that are not the bolivars at the current rate (400 on amount), and takes the right ones', async () => {
    await rate('40.00');
    const order = await created();
    const mismatch = { method: bolivars, amount_bs: '400.00', exchange_rate: '40', reference: 'T-9' };
    const wrong = await pay(order, { ...mismatch, amount: '25.00' });
    expect([wrong.status, wrong.body]).toEqual([
      400,
      {
        message: FORM_ERROR,
        errors: { amount: ['El monto en dólares no corresponde al monto en bolívares a la tasa actual'] },
      },
    ]);
    expect((await reread(order)).pays).toEqual([]);
    // 401 Bs at 40 are 10.025 dollars: 10.03 rounded half-up.
    const right = await pay(order, { ...mismatch, amount_bs: '401.00', amount: '10.03' });
    expect(right.body.pays[0]).toMatchObject({ amount: 10.03, amount_bs: 401 });
  });

  it('refuses a sale whose Bs payment is at an old rate: no order, no stock move', async () => {
    await rate('36.50');
    await rate('41.00');
    const before = await ordersCount();
    const stock = (await admin.get(`/api/products/${filter}`)).body.quantity as number;
    const payment = { method: bolivars, amount_bs: '912.50', exchange_rate: '36.50', reference: 'T-4' };
    const answer = await sale({ payment });
    expect([answer.status, answer.body]).toEqual([409, { message: RATE_CHANGED }]);
    expect(await ordersCount()).toBe(before);
    expect((await admin.get(`/api/products/${filter}`)).body.quantity).toBe(stock);
    const paid = await created({ payment: { ...payment, amount_bs: '1025.00', exchange_rate: '41.00' } });
    expect(paid).toMatchObject({ order_state: 'delivery', pending: 0 });
  });

  it("answers the payments' field rules as 400s under their field", async () => {
    await rate('40.00');
    const order = await created();
    const expectField = (answer: { status: number; body: unknown }, field: string, message: string) =>
      expect([answer.status, answer.body]).toEqual([400, { message: FORM_ERROR, errors: { [field]: [message] } }]);
    expectField(await pay(order, { method: zelle, amount: '5' }), 'reference', 'Debe ingresar una referencia');
    expectField(
      await pay(order, { method: bolivars, amount_bs: '0', reference: 'X' }),
      'amount_bs',
      'El monto en bolívares debe ser mayor a cero',
    );
    expectField(await pay(order, { method: cash, amount: '0' }), 'amount', 'El monto en dólares debe ser mayor a cero');
    expect((await reread(order)).pays).toEqual([]);

    // The payment sent with a sale: under `payment.`, and no order is kept.
    const before = await ordersCount();
    expectField(
      await sale({ payment: { method: zelle, amount: '5' } }),
      'payment.reference',
      'Debe ingresar una referencia',
    );
    expectField(
      await sale({ payment: { method: bolivars, amount_bs: '0', reference: 'X' } }),
      'payment.amount_bs',
      'El monto en bolívares debe ser mayor a cero',
    );
    expectField(
      await sale({ payment: { method: cash, amount: '0' } }),
      'payment.amount',
      'El monto en dólares debe ser mayor a cero',
    );
    expect(await ordersCount()).toBe(before);
  });

  describe('a client payment', () => {
    const creditSale = async (client: number, quantity: number) =>
      created({
        client_id: client,
        isCredit: true,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
      });
    const clientPayment = (client: number, body: Record<string, unknown>) =>
      admin.post('/api/payments', { client_id: client, date: TODAY, ...body });

    it('in bolivars keeps amount_bs and the rate, shares them over the orders it pays, and GET shows them', async () => {
      await rate('40.00');
      const client = await newClient('J-40000001');
      const oldest = await creditSale(client, 2); // 25.00
      const newest = await creditSale(client, 2); // 25.00
      const answer = await clientPayment(client, {
        method: bolivars,
        amount_bs: '1200.00',
        exchange_rate: '40',
        reference: 'PM-1',
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ amount: 30, amount_bs: 1200, exchange_rate: 40, reference: 'PM-1' });
      const shown = (await admin.get(`/api/payments/${answer.body.id}`)).body;
      expect(shown).toMatchObject({ amount: 30, amount_bs: 1200, exchange_rate: 40 });
      const listed = (await admin.get(`/api/payments${listQuery({ client_id: client })}`)).body;
      expect(listed).toEqual([expect.objectContaining({ id: answer.body.id, amount_bs: 1200, exchange_rate: 40 })]);

      // Each order it paid shows its share of the bolivars, and so does the client's payment history.
      expect((await reread(oldest)).pays).toEqual([expect.objectContaining({ amount: 25, amount_bs: 1000 })]);
      expect((await reread(newest)).pays).toEqual([expect.objectContaining({ amount: 5, amount_bs: 200 })]);
      const history = (await admin.get(`/api/order-payments${listQuery({ client_id: client })}`)).body as Pay[];
      expect(history.map((row) => [row.amount, row.amount_bs, row.exchange_rate])).toEqual([
        [25, 1000, 40],
        [5, 200, 40],
      ]);
    });

    it('in dollars keeps no bolivars', async () => {
      const client = await newClient('J-40000002');
      await creditSale(client, 1);
      const answer = await clientPayment(client, { method: cash, amount: '5.00' });
      expect(answer.body).toMatchObject({ amount: 5, amount_bs: 0, exchange_rate: null });
    });

    it('at an old rate is refused, keeping nothing', async () => {
      await rate('40.00');
      const client = await newClient('J-40000003');
      const order = await creditSale(client, 1);
      await rate('42.00');
      const old = await clientPayment(client, {
        method: bolivars,
        amount_bs: '400',
        exchange_rate: '40',
        reference: 'R',
      });
      expect([old.status, old.body]).toEqual([409, { message: RATE_CHANGED }]);
      expect((await admin.get(`/api/payments${listQuery({ client_id: client })}`)).body).toEqual([]);
      expect((await reread(order)).pays).toEqual([]);
      const mismatch = await clientPayment(client, {
        method: bolivars,
        amount_bs: '420',
        amount: '12.50',
        reference: 'R',
      });
      expect(mismatch.body.errors).toEqual({
        amount: ['El monto en dólares no corresponde al monto en bolívares a la tasa actual'],
      });
    });

    it('answers a missing reference and zero amounts as 400s under their field, before what the client owes', async () => {
      const client = await newClient('J-40000004');
      const expectField = async (body: Record<string, unknown>, field: string, message: string) => {
        const answer = await clientPayment(client, body);
        expect([answer.status, answer.body]).toEqual([400, { message: FORM_ERROR, errors: { [field]: [message] } }]);
      };
      await expectField({ method: zelle, amount: '5' }, 'reference', 'Debe ingresar una referencia');
      await expectField(
        { method: bolivars, amount_bs: '0', reference: 'X' },
        'amount_bs',
        'El monto en bolívares debe ser mayor a cero',
      );
      await expectField({ method: cash, amount: '0' }, 'amount', 'El monto en dólares debe ser mayor a cero');
      await expectField({ method: cash }, 'amount', 'El monto en dólares debe ser mayor a cero');
    });
  });
});
