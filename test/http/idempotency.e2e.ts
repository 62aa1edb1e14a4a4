// Issue 10, items 3 and 9: an Idempotency-Key is bound to its request, claimed in the same atomic
// append as the events it caused (a retry after a lost answer records nothing twice), and never
// replays an anonymous request such as a login.
import { createHash, randomUUID } from 'crypto';
import { idempotencyStream } from '@bo/domain';
import { LostAnswerFault } from '../../apps/api/src/infrastructure/http/lost-answer-fault';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);
const KEY_REUSED = 'La clave de idempotencia ya se usó con otra solicitud';

interface Order {
  id: number;
  number_order: number;
  total: number;
  balance: number;
  pays: { amount: number; reference: string }[];
}

describe('Idempotency-Key over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let cash: number;
  let client: number;
  let adminId: string;

  const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
  const saleBody = (quantity: number, payment?: Record<string, unknown>) => ({
    date: TODAY,
    client_id: client,
    comentary: 'Venta con clave',
    estimate: false,
    products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
    ...(payment ? { payment } : {}),
  });
  const newOrder = async (): Promise<Order> => {
    const answer = await admin.post('/api/orders', saleBody(2));
    expect(answer.status).toBe(201);
    return answer.body as Order;
  };
  const order = async (id: number) => (await admin.get(`/api/orders/${id}`)).body as Order;
  const orderCount = async () => totalOf(await admin.get('/api/orders'));
  const stock = async () => (await admin.get(`/api/products/${filter}`)).body.quantity as number;
  const payPath = (id: number) => `/api/orders/${id}/payments`;
  /** The key's claims as stored with the events (one per append the request made). */
  const claimsOf = async (key: string) => {
    const stream = idempotencyStream(adminId, createHash('sha256').update(key).digest('hex'));
    return (await suite.server.running.store.readStream(stream)).version;
  };
  /** The next request with `key` loses its answer right after its events are stored (as if the server died). */
  const loseAnswerOf = (key: string) => suite.server.running.app.get(LostAnswerFault).arm(key);

  beforeAll(async () => {
    admin = suite.admin;
    adminId = String((await admin.get('/api/me')).body.id);
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-900', 'Filtro de aire', '12.50', 100);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((row) => row.code === 'efectivo')!.id;
    const created = await admin.post('/api/clients', {
      name: 'Cliente Idempotente',
      identification: 'V-7770001',
      typeClient: 'a',
    });
    expect(created.status).toBe(201);
    client = created.body.id as number;
  });

  it('answers the same key with the same request again with the first answer and records it once', async () => {
    const target = await newOrder();
    const key = randomUUID();
    const first = await admin.post(payPath(target.id), { method: cash, amount: '5' }, keyed(key));
    const second = await admin.post(payPath(target.id), { method: cash, amount: '5' }, keyed(key));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect((await order(target.id)).pays).toHaveLength(1);
    expect(await claimsOf(key)).toBe(1);
  });

  it('records one sale for two identical sales sent at once with one key (a double click)', async () => {
    const [ordersBefore, stockBefore] = [await orderCount(), await stock()];
    const key = randomUUID();
    const body = saleBody(2, { method: cash, amount: '5', reference: 'R-0' });
    const [first, second] = await Promise.all([
      admin.post('/api/orders', body, keyed(key)),
      admin.post('/api/orders', body, keyed(key)),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await stock()).toBe(stockBefore - 2);
  });

  it('frees a key whose request was refused, so the corrected form is sent with it', async () => {
    const target = await newOrder();
    const key = randomUUID();
    const refused = await admin.post(payPath(target.id), { method: cash, amount: 'cuatro' }, keyed(key));
    expect(refused.status).toBe(400);
    const corrected = await admin.post(payPath(target.id), { method: cash, amount: '4' }, keyed(key));
    expect(corrected.status).toBe(200);
    expect((await order(target.id)).pays.map((pay) => pay.amount)).toEqual([4]);
  });

  it('refuses the same key with another body, path or query with 422 and changes nothing', async () => {
    const target = await newOrder();
    const other = await newOrder();
    const key = randomUUID();
    expect((await admin.post(payPath(target.id), { method: cash, amount: '5' }, keyed(key))).status).toBe(200);

    const otherBody = await admin.post(payPath(target.id), { method: cash, amount: '6' }, keyed(key));
    const otherPath = await admin.post(payPath(other.id), { method: cash, amount: '5' }, keyed(key));
    const otherQuery = await admin.post(`${payPath(target.id)}?x=1`, { method: cash, amount: '5' }, keyed(key));
    const otherMethod = await admin.request(
      'PUT',
      `/api/orders/${target.id}/invoice`,
      { invoice_number: 'F-1' },
      keyed(key),
    );
    for (const answer of [otherBody, otherPath, otherQuery, otherMethod])
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { message: KEY_REUSED } });
    expect(await order(target.id)).toMatchObject({ balance: 5, pays: [expect.objectContaining({ amount: 5 })] });
    expect((await order(other.id)).pays).toHaveLength(0);
    expect(await claimsOf(key)).toBe(1);
  });

  it('refuses another request on a key whose first request lost its answer, and still answers the first on retry', async () => {
    const target = await newOrder();
    const key = randomUUID();
    loseAnswerOf(key);
    await expect(admin.post(payPath(target.id), { method: cash, amount: '3' }, keyed(key))).rejects.toThrow();
    const reused = await admin.post(payPath(target.id), { method: cash, amount: '4' }, keyed(key));
    expect({ status: reused.status, body: reused.body }).toEqual({ status: 422, body: { message: KEY_REUSED } });
    const retry = await admin.post(payPath(target.id), { method: cash, amount: '3' }, keyed(key));
    expect(retry.status).toBe(200);
    expect((await order(target.id)).pays.map((pay) => pay.amount)).toEqual([3]);
  });

  it('answers a sale with a payment whose answer was lost after it was stored, on retry, and records it once', async () => {
    const [ordersBefore, stockBefore] = [await orderCount(), await stock()];
    const key = randomUUID();
    const body = saleBody(3, { method: cash, amount: '10', reference: 'R-1' });
    loseAnswerOf(key);
    await expect(admin.post('/api/orders', body, keyed(key))).rejects.toThrow();
    // The sale was stored, its answer never came: the retry answers it.
    expect(await claimsOf(key)).toBe(1);

    const retry = await admin.post('/api/orders', body, keyed(key));
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ total: 37.5, balance: 10, pays: [expect.objectContaining({ amount: 10 })] });
    const again = await admin.post('/api/orders', body, keyed(key));
    expect(again.body).toEqual(retry.body);

    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await stock()).toBe(stockBefore - 3);
    expect((await order(retry.body.id)).pays).toHaveLength(1);
    expect(await claimsOf(key)).toBe(1);
  });

  it('answers a stored sale on retry when its key was freed meanwhile (a new claim finds the earlier run on the key stream)', async () => {
    const ordersBefore = await orderCount();
    const key = randomUUID();
    const body = saleBody(1);
    loseAnswerOf(key);
    await expect(admin.post('/api/orders', body, keyed(key))).rejects.toThrow();
    // As if a later failure of that run had freed its key: the events stay, the key's row goes.
    await suite.server.running.pool.query('delete from idempotency_keys where not answered');

    const retry = await admin.post('/api/orders', body, keyed(key));
    expect(retry.status).toBe(201);
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await claimsOf(key)).toBe(1);
    expect((await admin.post('/api/orders', body, keyed(key))).body).toEqual(retry.body);
  });

  it("answers an order's payment whose answer was lost after it was stored, on retry, and records it once", async () => {
    const target = await newOrder();
    const key = randomUUID();
    const body = { method: cash, amount: '7.50', reference: 'R-2' };
    loseAnswerOf(key);
    await expect(admin.post(payPath(target.id), body, keyed(key))).rejects.toThrow();
    expect(await claimsOf(key)).toBe(1);

    const retry = await admin.post(payPath(target.id), body, keyed(key));
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: target.id, balance: 7.5 });
    expect(await order(target.id)).toMatchObject({ balance: 7.5, pays: [expect.objectContaining({ amount: 7.5 })] });
    expect(await claimsOf(key)).toBe(1);
  });

  it("answers a client's payment whose answer was lost after it was stored, on retry, and records it once", async () => {
    const debtor = await admin.post('/api/clients', {
      name: 'Cliente Deudor',
      identification: 'V-7770002',
      typeClient: 'a',
    });
    const owing = await admin.post('/api/orders', { ...saleBody(1), client_id: debtor.body.id, isCredit: true });
    expect(owing.status).toBe(201);
    const key = randomUUID();
    const body = { client_id: debtor.body.id, method: cash, amount: '2.50', reference: 'R-3', date: TODAY };
    const paymentsBefore = totalOf(await admin.get('/api/payments'));
    loseAnswerOf(key);
    await expect(admin.post('/api/payments', body, keyed(key))).rejects.toThrow();

    const retry = await admin.post('/api/payments', body, keyed(key));
    expect(retry.status).toBe(201);
    expect(retry.body.allocations).toHaveLength(1);
    expect(totalOf(await admin.get('/api/payments'))).toBe(paymentsBefore + 1);
    expect((await order(owing.body.id)).pays).toHaveLength(1);
    expect(await claimsOf(key)).toBe(1);
  });

  // Issue 35: a sale's or a payment's key is claimed by its append alone, so a retry runs the
  // handler first; what the first run took must not turn the retry into a refusal.
  it('answers a retried sale that took the last units with its first answer, not a refusal for stock', async () => {
    const last = await catalogue.product('FIL-901', 'Filtro de cabina', '8.00', 2);
    const key = randomUUID();
    const body = { ...saleBody(2), products: [{ product_id: last, deposit_id: catalogue.deposit, quantity: 2 }] };
    const first = await admin.post('/api/orders', body, keyed(key));
    expect(first.status).toBe(201);
    const ordersBefore = await orderCount();

    const retry = await admin.post('/api/orders', body, keyed(key));
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
    expect(await orderCount()).toBe(ordersBefore);
    expect((await admin.get(`/api/products/${last}`)).body.quantity).toBe(0);
    // Another sale of the same product, without the key, is refused for stock as it should be.
    expect((await admin.post('/api/orders', body)).status).toBe(409);
  });

  it("answers a retried payment of an order's whole balance with its first answer, not a refusal for overpaying", async () => {
    const target = await newOrder();
    const key = randomUUID();
    const whole = { method: cash, amount: String(target.total) };
    const first = await admin.post(payPath(target.id), whole, keyed(key));
    expect(first.status).toBe(200);

    const retry = await admin.post(payPath(target.id), whole, keyed(key));
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 200, body: first.body });
    expect((await order(target.id)).pays).toHaveLength(1);
    expect(await claimsOf(key)).toBe(1);
  });

  it('gives a retried sale the first answer as it was, after the order changed meanwhile', async () => {
    const key = randomUUID();
    const body = saleBody(1);
    const first = await admin.post('/api/orders', body, keyed(key));
    expect(first.status).toBe(201);
    expect((await admin.post(payPath(first.body.id), { method: cash, amount: '2' })).status).toBe(200);

    const retry = await admin.post('/api/orders', body, keyed(key));
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
    expect((await order(first.body.id)).pays).toHaveLength(1);
  });

  it("never replays another visitor's login: a login signs in whoever sends it", async () => {
    const key = 'clave-compartida';
    const first = await suite.anonymous().login(suite.server.adminEmail, suite.server.adminPassword);
    expect(first.status).toBe(200);
    const adminLogin = await suite
      .anonymous()
      .post('/api/login', { email: suite.server.adminEmail, password: suite.server.adminPassword }, keyed(key));
    expect(adminLogin.body).toMatchObject({ email: suite.server.adminEmail });

    await suite.as('sales');
    const sales = await suite
      .anonymous()
      .post('/api/login', { email: 'sales@prueba.test', password: 'Clave-sales-1' }, keyed(key));
    expect({ status: sales.status, email: sales.body.email }).toEqual({ status: 200, email: 'sales@prueba.test' });

    const stranger = new HttpClient(suite.server.baseUrl);
    const refused = await stranger.post('/api/login', { email: 'nadie@prueba.test', password: 'x' }, keyed(key));
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain(suite.server.adminEmail);
    expect((await stranger.get('/api/me')).status).toBe(401);
  });
});
