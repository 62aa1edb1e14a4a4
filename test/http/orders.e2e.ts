import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);
const NO_STOCK = (name: string) => `No hay stock disponible de este producto: ${name}`;

interface Order {
  id: number;
  number_order: number;
  order_state: string;
  subtotal: number;
  discount: number;
  total: number;
  balance: number;
  pending: number;
  invoice_number: string | null;
  products: {
    id: number;
    product_id: number | null;
    quick: boolean;
    price: number;
    quantity: number;
    dispatch: boolean;
  }[];
  pays: { amount: number; amount_bs: number; exchange_rate: number | null; reference: string }[];
}

describe('sales orders over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let bulb: number;
  let cash: number;
  let transfer: number;
  let bolivars: number;

  const sale = (body: Record<string, unknown>, client = admin) =>
    client.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 2 }],
      without_client: true,
      ...body,
    });
  const created = async (body: Record<string, unknown> = {}, client = admin): Promise<Order> => {
    const answer = await sale(body, client);
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Order;
  };
  const pay = (
    order: Order | number,
    body: Record<string, unknown>,
    client = admin,
    headers?: Record<string, string>,
  ) => client.post(`/api/orders/${typeof order === 'number' ? order : order.id}/payments`, body, { headers });
  const stockOf = async (product: number) => (await admin.get(`/api/products/${product}`)).body.quantity as number;

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    bulb = await catalogue.product('BUJ-200', 'Bujía platino', '3.10', 0);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const method = (code: string) => methods.find((row) => row.code === code)!.id;
    cash = method('efectivo');
    transfer = method('transferencia-usd');
    bolivars = method('transferencia');
  });

  it('creates an estimate that moves no stock and numbers it', async () => {
    const before = await stockOf(filter);
    const order = await created({ estimate: true });
    expect(order).toMatchObject({ order_state: 'estimate', subtotal: 25, discount: 0, total: 25, balance: 0 });
    expect(order.number_order).toEqual(expect.any(Number));
    expect(await stockOf(filter)).toBe(before);
    const next = await created({ estimate: true });
    expect(next.number_order).toBe(order.number_order + 1);
  });

  it('commits a sale: pending for payment, its units leave the deposit, and the stock card names it', async () => {
    const before = await stockOf(filter);
    const order = await created();
    expect(order).toMatchObject({ order_state: 'request', total: 25, pending: 25 });
    expect(await stockOf(filter)).toBe(before - 2);
    const card = (await admin.get(`/api/products/${filter}/stock-card`)).body as { document: string }[];
    expect(JSON.stringify(card)).toContain(`Venta #${order.number_order}`);
  });

  it("dates a sale's units on its day, and an estimate's on the day it is processed", async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const caracasToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
    const card = async () =>
      (await admin.get(`/api/products/${filter}/stock-card`)).body as { document: { id: string }; date: string }[];
    const dayOf = async (order: Order) =>
      (await card()).filter((move) => move.document.id === String(order.id)).map((move) => move.date);

    const sold = await created({ date: lastWeek });
    expect(await dayOf(sold)).toEqual([lastWeek]);

    const estimate = await created({ date: lastWeek, estimate: true });
    expect((await admin.post(`/api/orders/${estimate.id}/process`, {})).status).toBeLessThan(300);
    expect(await dayOf(estimate)).toEqual([caracasToday]);
  });

  it('sends a credit sale straight to delivery', async () => {
    expect((await created({ isCredit: true })).order_state).toBe('delivery');
  });

  it('takes a Bs payment at the rate, refuses one above the pending, and a full payment sends it to delivery', async () => {
    const order = await created();
    const partial = await pay(order, {
      method: bolivars,
      amount_bs: '365.00',
      exchange_rate: '36.50',
      reference: 'T-1',
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ order_state: 'request', balance: 10, pending: 15 });
    expect(partial.body.pays[0]).toMatchObject({ amount: 10, amount_bs: 365, exchange_rate: 36.5, reference: 'T-1' });
    const over = await pay(order, { method: cash, amount: '15.01' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('El monto del pago excede el balance pendiente');
    const rest = await pay(order, { method: cash, amount: '15' });
    expect(rest.body).toMatchObject({ order_state: 'delivery', balance: 25, pending: 0 });
  });

  it('refuses a payment without reference for a method that needs one, and empty amounts', async () => {
    const order = await created();
    const noReference = await pay(order, { method: transfer, amount: '5' });
    expect([noReference.status, noReference.body.errors]).toEqual([
      400,
      { reference: ['Debe ingresar una referencia'] },
    ]);
    const noBolivars = await pay(order, { method: bolivars, amount_bs: '0', reference: 'X' });
    expect(noBolivars.body.errors).toEqual({ amount_bs: ['El monto en bolívares debe ser mayor a cero'] });
    const noDollars = await pay(order, { method: cash, amount: '0' });
    expect(noDollars.body.errors).toEqual({ amount: ['El monto en dólares debe ser mayor a cero'] });
    expect((await admin.get(`/api/orders/${order.id}`)).body.balance).toBe(0);
  });

  it('dispatches line by line: some lines stay in delivery, the last ones finish a paid order', async () => {
    const order = await created({
      products: [
        { product_id: filter, deposit_id: catalogue.deposit, quantity: 1 },
        { quick: true, code: 'LIB', name: 'Servicio de instalación', quantity: 1, price: '5.00' },
      ],
      payment: { method: cash, amount: '17.50' },
    });
    expect(order.order_state).toBe('delivery');
    const [first, second] = order.products;
    const some = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [first.id] });
    expect(some.body).toMatchObject({ order_state: 'delivery' });
    const again = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [first.id] });
    expect(again.status).toBe(409);
    const last = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [second.id] });
    expect(last.body.order_state).toBe('finish');
    expect(last.body.products.map((line: { dispatch: boolean }) => line.dispatch)).toEqual([true, true]);
  });

  it('dispatches an unpaid credit sale to dispatch, and its last payment finishes it', async () => {
    const order = await created({ isCredit: true });
    const dispatched = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [order.products[0].id] });
    expect(dispatched.body.order_state).toBe('dispatch');
    expect((await pay(order, { method: cash, amount: '25' })).body.order_state).toBe('finish');
  });

  it('refuses dispatching outside delivery', async () => {
    const order = await created();
    const answer = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [order.products[0].id] });
    expect([answer.status, answer.body.message]).toEqual([
      409,
      'Solo se puede despachar una orden en espera de despacho',
    ]);
  });

  it('processes an estimate (stock committed now) and refuses processing it twice', async () => {
    const before = await stockOf(filter);
    const estimate = await created({ estimate: true });
    const processed = await admin.post(`/api/orders/${estimate.id}/process`, {});
    expect(processed.body.order_state).toBe('request');
    expect(await stockOf(filter)).toBe(before - 2);
    const twice = await admin.post(`/api/orders/${estimate.id}/process`, {});
    expect([twice.status, twice.body.message]).toEqual([409, 'Solo se puede procesar un presupuesto']);
  });

  it('refuses processing an estimate whose stock is gone, whole', async () => {
    const estimate = await created({
      estimate: true,
      products: [{ product_id: bulb, deposit_id: catalogue.deposit, quantity: 1 }],
    });
    const answer = await admin.post(`/api/orders/${estimate.id}/process`, {});
    expect([answer.status, answer.body.message]).toEqual([409, NO_STOCK('Bujía platino')]);
    expect((await admin.get(`/api/orders/${estimate.id}`)).body.order_state).toBe('estimate');
  });

  it('cancels an unpaid order and gives its stock back; refuses cancelling one with payments', async () => {
    const before = await stockOf(filter);
    const order = await created();
    const cancelled = await admin.post(`/api/orders/${order.id}/cancel`, {});
    expect(cancelled.body.order_state).toBe('cancel');
    expect(await stockOf(filter)).toBe(before);
    const paid = await created();
    await pay(paid, { method: cash, amount: '1' });
    const refused = await admin.post(`/api/orders/${paid.id}/cancel`, {});
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'La orden no se puede anular: tiene pagos registrados',
    ]);
    const late = await pay(order, { method: cash, amount: '1' });
    expect([late.status, late.body.message]).toEqual([409, 'La orden fue anulada']);
  });

  it('refuses a sale without stock, naming the product, and keeps nothing', async () => {
    const before = (await admin.get('/api/orders')).headers.get('content-range');
    const answer = await sale({
      products: [
        { product_id: filter, deposit_id: catalogue.deposit, quantity: 1 },
        { product_id: bulb, deposit_id: catalogue.deposit, quantity: 1 },
      ],
    });
    expect([answer.status, answer.body.message]).toEqual([409, NO_STOCK('Bujía platino')]);
    expect((await admin.get('/api/orders')).headers.get('content-range')).toBe(before);
  });

  it('applies a discount (admin, financial), never above the subtotal, and removes it', async () => {
    const financial = await suite.as('financial');
    const order = await created();
    const percentage = await financial.put(`/api/orders/${order.id}/discount`, { type: 'percentage', amount: '10' });
    expect(percentage.body).toMatchObject({ subtotal: 25, discount: 2.5, total: 22.5 });
    const above = await admin.put(`/api/orders/${order.id}/discount`, { type: 'amount', amount: '25.01' });
    expect([above.status, above.body.message]).toEqual([409, 'El descuento no puede superar el subtotal']);
    const removed = await admin.delete(`/api/orders/${order.id}/discount`);
    expect(removed.body).toMatchObject({ discount: 0, total: 25 });
    const sales = await suite.as('sales');
    expect((await sales.put(`/api/orders/${order.id}/discount`, { type: 'amount', amount: '1' })).status).toBe(403);
  });

  it('prices a sales user catalogue line at the catalogue price and refuses a price change', async () => {
    const sales = await suite.as('sales');
    const order = await created({}, sales);
    expect(order.products[0].price).toBe(12.5);
    const changed = await sale(
      { products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1, price: '9.00' }] },
      sales,
    );
    expect([changed.status, changed.body.message]).toEqual([
      409,
      'Un vendedor no puede cambiar el precio de un producto del catálogo: Filtro de aceite',
    ]);
    const byAdmin = await created({
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1, price: '9.00' }],
    });
    expect(byAdmin.total).toBe(9);
  });

  it('keeps invoice numbers unique and lets them be edited', async () => {
    const first = await created();
    const second = await created();
    expect((await admin.put(`/api/orders/${first.id}/invoice`, { invoice_number: 'F-0001' })).body.invoice_number).toBe(
      'F-0001',
    );
    const taken = await admin.put(`/api/orders/${second.id}/invoice`, { invoice_number: 'F-0001' });
    expect([taken.status, taken.body.message]).toEqual([409, 'El número de factura ya está registrado']);
    await admin.put(`/api/orders/${first.id}/invoice`, { invoice_number: 'F-0002' });
    expect((await admin.put(`/api/orders/${second.id}/invoice`, { invoice_number: 'F-0001' })).status).toBe(200);
  });

  it('answers bad input with Spanish field messages', async () => {
    const answer = await admin.post('/api/orders', { products: [], comentary: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      date: ['La fecha es obligatoria.'],
      products: ['Debe agregar al menos un producto'],
      comentary: ['El campo observaciones es obligatorio.'],
    });
    const estimatePaid = await sale({ estimate: true, payment: { method: cash, amount: '1' } });
    expect([estimatePaid.status, estimatePaid.body.errors]).toEqual([
      400,
      { payment: ['Un presupuesto no admite pagos'] },
    ]);
    const unknown = await sale({ products: [{ product_id: 999999, deposit_id: catalogue.deposit, quantity: 1 }] });
    expect(unknown.body.errors).toEqual({ 'products.0.product_id': ['El producto seleccionado no existe.'] });
  });

  it('checks roles on the server: storers read and dispatch but do not sell', async () => {
    const storer = await suite.as('storer');
    expect((await sale({}, storer)).status).toBe(403);
    const order = await created({ isCredit: true });
    expect((await storer.get(`/api/orders/${order.id}`)).status).toBe(200);
    expect((await pay(order, { method: cash, amount: '1' }, storer)).status).toBe(403);
    const dispatched = await storer.post(`/api/orders/${order.id}/dispatches`, { products: [order.products[0].id] });
    expect(dispatched.status).toBe(200);
  });

  it("tells an order's history in Spanish, naming the sale by its number", async () => {
    const order = await created();
    await pay(order, { method: cash, amount: '5' });
    const history = (await admin.get(`/api/orders/${order.id}/history`)).body as { description: string }[];
    expect(history.map((entry) => entry.description)).toEqual([
      `Registró la venta #${order.number_order} por $25.00`,
      `Registró un pago de $5.00 en la venta #${order.number_order}`,
    ]);
    const storer = await suite.as('storer');
    expect((await storer.get(`/api/payments/${order.id}/history`)).status).toBe(403);
  });

  it('records one payment for an Idempotency-Key sent twice', async () => {
    const order = await created();
    const headers = { 'Idempotency-Key': `pago-${order.id}` };
    const first = await pay(order, { method: cash, amount: '5' }, admin, headers);
    const second = await pay(order, { method: cash, amount: '5' }, admin, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    const detail = (await admin.get(`/api/orders/${order.id}`)).body as Order;
    expect(detail.pays).toHaveLength(1);
    expect(detail.balance).toBe(5);
  });

  it('never pays more than the total under 50 simultaneous payments', async () => {
    const order = await created();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(order, { method: cash, amount: '1.00' })));
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted).toBe(25);
    expect(refused).toHaveLength(25);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
      new Set(['El monto del pago excede el balance pendiente']),
    );
    const detail = (await admin.get(`/api/orders/${order.id}`)).body as Order;
    expect(detail).toMatchObject({ balance: 25, order_state: 'delivery' });
    expect(detail.pays).toHaveLength(25);
  });

  it('sells exactly the 10 units there are to 50 simultaneous buyers', async () => {
    const scarce = await catalogue.product('AMO-300', 'Amortiguador', '40.00', 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        sale({ products: [{ product_id: scarce, deposit_id: catalogue.deposit, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set([NO_STOCK('Amortiguador')]));
    expect(await stockOf(scarce)).toBe(0);
  });
});
