import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);

/** Odd input to the sales routes: a Spanish 400, 404 or 409, never a 500 nor a read model stopped. */
describe('sales routes on odd input', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let cash: number;

  const sale = (body: Record<string, unknown>) =>
    admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      isCredit: true,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
      without_client: true,
      ...body,
    });
  const quick = (quantity: number, price: string) => ({ quick: true, name: 'Servicio', quantity, price });

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((row) => row.code === 'efectivo')!.id;
  });

  it('refuses a sale of a trillion dollars or more, and the sales read model keeps up', async () => {
    const tooLarge = await sale({ products: [quick(1_000_000, '999999999999.99')] });
    expect([tooLarge.status, tooLarge.body.message]).toEqual([409, 'El total de la venta es demasiado grande']);
    // Two of the largest sales for one client: its figures add past what one order may hold.
    for (let i = 0; i < 2; i++)
      expect((await sale({ products: [quick(1, '999999999999.99')] })).body.total).toBe(999999999999.99);
    const client = (await admin.get('/api/clients/1')).body;
    expect(client).toMatchObject({ balance: 1999999999999.98, total_orders: 2 });
    expect((await sale({})).status).toBe(201);
  });

  it('answers arrays, objects and junk where numbers or ids go with Spanish field messages', async () => {
    const line = (changes: Record<string, unknown>) => ({
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1, ...changes }],
    });
    const answers = await Promise.all([
      sale(line({ quantity: [1] })),
      sale(line({ price: {} })),
      sale(line({ product_id: 'abc' })),
      sale({ client_id: { id: 1 } }),
      sale({ products: ['x'] }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.errors])).toEqual([
      [400, { 'products.0.quantity': ['La cantidad debe ser un número entero mayor o igual a 1.'] }],
      [400, { 'products.0.price': ['El precio debe ser un número.'] }],
      [400, { 'products.0.product_id': ['El producto no es válido.'] }],
      [400, { client_id: ['El cliente no es válido.'] }],
      [400, { 'products.0': ['El valor no es válido.'] }],
    ]);
    const order = (await sale({})).body as { id: number };
    const payment = await admin.post(`/api/orders/${order.id}/payments`, { method: cash, amount: [5] });
    expect(payment.body.errors).toEqual({ amount: ['El monto debe ser un número.'] });
    const clientPayment = await admin.post('/api/payments', { client_id: [1], method: cash, amount: '1', date: TODAY });
    expect(clientPayment.body.errors).toEqual({ client_id: ['El cliente no es válido.'] });
  });

  it('dispatches only lines of the order itself', async () => {
    const order = (await sale({})).body as { id: number; products: { id: number }[] };
    expect(order.products.map((line) => line.id)).toEqual([1]);
    for (const products of [[2], ['999999999999999999']]) {
      const answer = await admin.post(`/api/orders/${order.id}/dispatches`, { products });
      expect([answer.status, answer.body.message]).toEqual([
        409,
        'Debe seleccionar productos no despachados de esta venta',
      ]);
    }
    // The same line twice says so, on its field (issue 31).
    const twice = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [1, 1] });
    expect([twice.status, twice.body.errors]).toEqual([
      400,
      { products: ['Un producto se seleccionó dos veces en el mismo despacho'] },
    ]);
    const notIds = await admin.post(`/api/orders/${order.id}/dispatches`, { products: ['abc'] });
    expect(notIds.body.errors).toEqual({ 'products.0': ['El producto no es válido.'] });
  });

  it('answers 404 for ids that are not numbers or name no sale', async () => {
    for (const path of ['/api/orders/abc', '/api/orders/99999999999999999999999', '/api/payments/abc'])
      expect((await admin.get(path)).status).toBe(404);
    const missing = await admin.post('/api/orders/999999/payments', { method: cash, amount: '1' });
    expect([missing.status, missing.body.message]).toEqual([404, 'La venta no existe']);
  });
});
