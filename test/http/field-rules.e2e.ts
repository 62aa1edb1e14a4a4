/**
 * Issue 31, item 2: a field rule is a 400 under its field, never a 200 that ignores it nor a 409
 * without `errors`: a payment method's code that is no text, an order's discount above 100 %, a
 * sale with one product on two lines (the POS and the sale form both post it to POST /api/orders),
 * and a dispatch naming one line twice. Nothing is recorded by any of them.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);
const FORM_ERROR = 'Error en el formulario';

describe('field rules answer 400 on their field', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let bulb: number;
  let cash: number;

  const sale = (products: unknown[], extra: Record<string, unknown> = {}) =>
    admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      without_client: true,
      products,
      ...extra,
    });
  const line = (product: number, quantity = 1) => ({ product_id: product, deposit_id: catalogue.deposit, quantity });

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    bulb = await catalogue.product('BUJ-200', 'Bujía platino', '3.10', 100);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
  });

  it('refuses a payment method code that is not a text, as brands do', async () => {
    const method = (await admin.post('/api/payment-methods', { code: 'binance', name: 'Binance' })).body;
    // 1e309 is read as Infinity: sent as raw JSON text.
    for (const code of ['1e309', '{"x":1}', '["binance"]', 'true']) {
      const body = `{"name":"Binance USDT","code":${code}}`;
      const answer = await admin.request('PUT', `/api/payment-methods/${method.id}`, body);
      expect([code, answer.status, answer.body]).toEqual([
        code,
        400,
        { message: FORM_ERROR, errors: { code: ['El código debe ser un texto.'] } },
      ]);
    }
    expect((await admin.get(`/api/payment-methods/${method.id}`)).body).toMatchObject({ name: 'Binance' });
    // Its own code back, or none, still saves.
    const same = await admin.put(`/api/payment-methods/${method.id}`, { name: 'Binance USDT', code: 'binance' });
    expect([same.status, same.body.name]).toEqual([200, 'Binance USDT']);
    const brand = await admin.post('/api/brands', { name: 'Marca', code: true });
    expect(brand.body.errors).toEqual({ code: ['El código debe ser un texto.'] });
  });

  it('refuses an order discount above 100 % with a 400 on its field, as purchases do', async () => {
    const order = (await sale([line(filter, 2)], { payment: { method: cash, amount: '5' } })).body;
    for (const amount of ['101', '100.01']) {
      const answer = await admin.put(`/api/orders/${order.id}/discount`, { type: 'percentage', amount });
      expect([answer.status, answer.body]).toEqual([
        400,
        { message: FORM_ERROR, errors: { amount: ['El porcentaje de descuento debe estar entre 0 y 100'] } },
      ]);
    }
    expect((await admin.get(`/api/orders/${order.id}`)).body).toMatchObject({ discount: 0, total: 25 });
    const onSale = await sale([line(filter)], { discount: { type: 'percentage', value: '101' } });
    expect([onSale.status, onSale.body.errors]).toEqual([
      400,
      { 'discount.value': ['El porcentaje de descuento debe estar entre 0 y 100'] },
    ]);
    expect((await admin.put(`/api/orders/${order.id}/discount`, { type: 'percentage', amount: '100' })).status).toBe(
      409, // the total would fall below what was paid: a rule about the order, not the field
    );
  });

  it('refuses a sale with the same product on two lines, on the second line, and records nothing', async () => {
    const before = totalOf(await admin.get('/api/orders'));
    const stock = (await admin.get(`/api/products/${filter}`)).body.quantity;
    for (const estimate of [false, true]) {
      const answer = await sale([line(filter), line(bulb), line(filter, 3)], { estimate });
      expect([answer.status, answer.body]).toEqual([
        400,
        { message: FORM_ERROR, errors: { 'products.2.product_id': ['El producto ya fue agregado'] } },
      ]);
    }
    expect(totalOf(await admin.get('/api/orders'))).toBe(before);
    expect((await admin.get(`/api/products/${filter}`)).body.quantity).toBe(stock);
    // Two quick lines (no product) are two lines.
    const quick = { quick: true, code: 'SER', name: 'Servicio', quantity: 1, price: '5.00' };
    expect((await sale([quick, quick, line(filter)])).status).toBe(201);
  });

  it('says a line was sent twice in one dispatch, on products', async () => {
    const order = (await sale([line(filter), line(bulb)], { payment: { method: cash, amount: '15.60' } })).body;
    const [first, second] = order.products as { id: number }[];
    const twice = await admin.post(`/api/orders/${order.id}/dispatches`, { products: [first.id, second.id, first.id] });
    expect([twice.status, twice.body]).toEqual([
      400,
      { message: FORM_ERROR, errors: { products: ['Un producto se seleccionó dos veces en el mismo despacho'] } },
    ]);
    const untouched = (await admin.get(`/api/orders/${order.id}`)).body;
    expect(untouched.products.map((row: { dispatch: boolean }) => row.dispatch)).toEqual([false, false]);
    expect((await admin.post(`/api/orders/${order.id}/dispatches`, { products: [first.id] })).status).toBe(200);
  });
});
