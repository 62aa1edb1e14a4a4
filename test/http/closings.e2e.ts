/**
 * Why this file exists: issue 32, item 4 (closed periods) over HTTP. The admin closes up to a day
 * (final, never back before the last closing); from then on every command that would record or
 * change something dated in the closed period answers 409 'El período está cerrado hasta el
 * DD/MM/AAAA' and keeps nothing, while corrections dated today go through; other roles get 403.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const daysAgo = (days: number) => caracasDay(new Date(Date.now() - days * 24 * 3600 * 1000));
const printed = (day: string) => day.split('-').reverse().join('/');
const TODAY = caracasDay(new Date());
const TOMORROW = daysAgo(-1);
/** The first closing, then the documents of a closed day, then the second closing, then an open day. */
const FIRST = daysAgo(50);
const OLD = daysAgo(40);
const SECOND = daysAgo(30);
const OPEN = daysAgo(20);
const CLOSED = `El período está cerrado hasta el ${printed(SECOND)}`;

interface Closing {
  id: string;
  until: string;
  note: string | null;
  position: string;
  hash: string;
  user: { id: string; name: string };
  at: string;
}

describe('closed periods over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let product: number;
  let client: number;
  let provider: number;
  let methods: Record<string, number>;
  let category: number;
  let oldSale: { id: number };
  let returnedSale: { id: number; products: { id: number }[] };
  let oldEstimate: { id: number };
  let oldPurchase: { id: number };
  let oldSpent: { id: number };
  let first: Closing;
  let second: Closing;

  const sell = (date: string, changes: Record<string, unknown> = {}) =>
    admin.post('/api/orders', {
      date,
      comentary: 'Venta de prueba',
      estimate: false,
      client_id: client,
      isCredit: true,
      products: [{ product_id: product, deposit_id: catalogue.deposit, quantity: 2 }],
      ...changes,
    });
  const created = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect({ status, body }).toMatchObject({ status: 201 });
    return body as never;
  };
  const purchase = (date: string, invoice: string) =>
    admin.post('/api/shoppings', {
      provider_id: provider,
      date,
      invoice_number: invoice,
      payment_type: 'cash',
      deposit_id: catalogue.deposit,
      products: [{ product_id: product, cost: '5.00', quantity: 3 }],
      payments: [{ method: methods.efectivo, amount_usd: '15.00' }],
    });
  const spend = (date: string) =>
    admin.post('/api/spents', { name: 'Luz', date, amount: '120', spent_category_id: category, method: 'efectivo' });
  const close = (until: unknown, note?: string, as = admin, headers?: Record<string, string>) =>
    as.post(
      '/api/audit/closings',
      { until, ...(note === undefined ? {} : { note }) },
      headers ? { headers } : undefined,
    );
  const refused = (answer: { status: number; body: { message?: unknown } }, message = CLOSED) =>
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 409, message });
  const count = async (path: string) => totalOf(await admin.get(`${path}${listQuery()}`));
  const order = async (id: number) => (await admin.get(`/api/orders/${id}`)).body;

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    product = await catalogue.product('FIL-100', 'Filtro', '10.00', 100, '5.00');
    client = (
      await created(
        admin.post('/api/clients', { name: 'Taller Cerrado', identification: 'J-32000001', typeClient: 'a' }),
      )
    ).id;
    provider = (
      await created(
        admin.post('/api/providers', { name: 'Carlos Pérez', company_name: 'Repuestos Andes', tax_id: 'J-32000002' }),
      )
    ).id;
    const listed = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    methods = Object.fromEntries(listed.map((method) => [method.code, method.id]));
    const categories = (await admin.get(`/api/spent-categories${listQuery()}`)).body as { id: number }[];
    category = categories[0].id;
    // What will lie in the closed period.
    oldSale = await created(sell(OLD));
    returnedSale = await created(sell(OLD));
    oldEstimate = await created(sell(OLD, { estimate: true }));
    oldPurchase = await created(purchase(OLD, 'F-OLD'));
    oldSpent = await created(spend(OLD));
  });

  it('lets the admin close up to a day, answering the closing with its seal and who closed', async () => {
    const me = (await admin.get('/api/me')).body as { id: unknown };
    const answer = await close(FIRST, 'Primer cierre');
    expect(answer.status).toBe(201);
    first = answer.body;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      until: FIRST,
      note: 'Primer cierre',
      position: expect.stringMatching(/^\d+$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      user: { id: String(me.id), name: expect.any(String) },
      at: expect.any(String),
    });
    const next = await close(SECOND);
    expect(next.status).toBe(201);
    second = next.body;
    expect(second).toMatchObject({ until: SECOND, note: null, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(BigInt(second.position)).toBeGreaterThan(BigInt(first.position));
  });

  it('refuses a closing at or before the last one, naming it; a future day; a malformed day', async () => {
    const before = (await admin.get('/api/audit/closings')).body.length;
    refused(await close(SECOND), `El período ya está cerrado hasta el ${printed(SECOND)}`);
    refused(await close(FIRST), `El período ya está cerrado hasta el ${printed(SECOND)}`);
    refused(await close(TOMORROW), `No se puede cerrar un período que aún no termina: hoy es ${printed(TODAY)}`);
    for (const until of ['2026-02-30', '30/11/2026', 5]) {
      const answer = await close(until);
      expect({ status: answer.status, until: answer.body.errors?.until }).toEqual({
        status: 400,
        until: ['La fecha de cierre no es una fecha válida (AAAA-MM-DD)'],
      });
    }
    expect((await close(undefined)).body.errors?.until).toEqual(['Debe indicar la fecha de cierre (AAAA-MM-DD)']);
    expect((await admin.get('/api/audit/closings')).body.length).toBe(before);
  });

  it('lets only the admin close: sales, financial and the auditor get 403 and nothing is kept', async () => {
    for (const role of ['sales', 'financial', 'auditor'] as const) {
      const other = await suite.as(role);
      expect({ role, status: (await close(OPEN, undefined, other)).status }).toEqual({ role, status: 403 });
    }
    const auditor = await suite.as('auditor');
    expect((await auditor.get('/api/audit/closings')).body.map((closing: Closing) => closing.until)).toEqual([
      SECOND,
      FIRST,
    ]);
    expect((await (await suite.as('sales')).get('/api/audit/closings')).status).toBe(403);
  });

  it('refuses a sale, purchase, expense or client payment dated in the closed period, keeping nothing', async () => {
    const [orders, shoppings, spents, payments] = await Promise.all(
      ['/api/orders', '/api/shoppings', '/api/spents', '/api/payments'].map(count),
    );
    refused(await sell(OLD));
    refused(await sell(SECOND, { estimate: true }));
    refused(await purchase(OLD, 'F-NEW'));
    refused(await spend(SECOND));
    refused(
      await admin.post('/api/payments', { client_id: client, method: methods.efectivo, amount: '5.00', date: OLD }),
    );
    expect(await Promise.all(['/api/orders', '/api/shoppings', '/api/spents', '/api/payments'].map(count))).toEqual([
      orders,
      shoppings,
      spents,
      payments,
    ]);
  });

  it('refuses cancelling, discounting, invoicing or processing a sale of then, and changing a purchase or expense of then', async () => {
    const sale = await order(oldSale.id);
    refused(await admin.post(`/api/orders/${oldSale.id}/cancel`, {}));
    refused(await admin.put(`/api/orders/${oldSale.id}/discount`, { type: 'amount', amount: '1' }));
    refused(await admin.put(`/api/orders/${oldSale.id}/invoice`, { invoice_number: 'F-77' }));
    refused(await admin.post(`/api/orders/${oldEstimate.id}/process`, {}));
    expect(await order(oldSale.id)).toEqual(sale);
    expect((await order(oldEstimate.id)).order_state).toBe('estimate');
    refused(await admin.post(`/api/shoppings/${oldPurchase.id}/cancel`, {}));
    expect((await admin.get(`/api/shoppings/${oldPurchase.id}`)).body.status).toBe('paid');
    const spent = (await admin.get(`/api/spents/${oldSpent.id}`)).body;
    refused(await admin.put(`/api/spents/${oldSpent.id}`, { ...spent, amount: '130' }));
    refused(await admin.put(`/api/spents/${oldSpent.id}`, { ...spent, date: TODAY }));
    refused(await admin.delete(`/api/spents/${oldSpent.id}`));
    expect((await admin.get(`/api/spents/${oldSpent.id}`)).body).toEqual(spent);
  });

  it('takes corrections dated today: a payment on an old sale, a devolution, a new sale, expense, purchase', async () => {
    const paid = await admin.post(`/api/orders/${oldSale.id}/payments`, { method: methods.efectivo, amount: '5.00' });
    expect({ status: paid.status, body: paid.body }).toMatchObject({ status: 200 });
    expect((await order(oldSale.id)).balance).toBe(5);
    const devolution = await created(
      admin.post('/api/devolutions', {
        order_id: returnedSale.id,
        return_type: 'partial',
        products: {
          [returnedSale.products[0].id]: { return_quantity: 1, return_amount: '10.00', reason: 'Defectuoso' },
        },
        refund_method: 'none',
        refund_reference: null,
      }),
    );
    const approved = await admin.post(`/api/devolutions/${(devolution as { id: number }).id}/approve`, {});
    expect({ status: approved.status, body: approved.body }).toMatchObject({ status: 200 });
    expect((await order(returnedSale.id)).total).toBe(10);
    await created(sell(OPEN));
    await created(sell(TODAY));
    await created(spend(TODAY));
    await created(purchase(OPEN, 'F-OPEN'));
    const byClient = await admin.post('/api/payments', {
      client_id: client,
      method: methods.efectivo,
      amount: '1.00',
      date: TODAY,
    });
    expect(byClient.status).toBe(201);
  });

  it('lists the closings newest first with who, when, until and the hash; the log names them', async () => {
    const listed = (await admin.get('/api/audit/closings')).body as Closing[];
    expect(listed).toEqual([second, first]);
    // Each closing is also a digest the auditor can keep: the same position and seal.
    const digests = (await admin.get('/api/audit/digests')).body as {
      kind: string;
      date: string;
      position: string;
      hash: string;
    }[];
    expect(
      digests
        .filter((digest) => digest.kind === 'closing')
        .map(({ date, position, hash }) => ({ date, position, hash })),
    ).toEqual([
      { date: SECOND, position: second.position, hash: second.hash },
      { date: FIRST, position: first.position, hash: first.hash },
    ]);
    const log = await admin.get(`/api/logs${listQuery({ q: 'Cerró el período' }, ['created_at', 'DESC'])}`);
    expect(log.body.map((row: { description: string }) => row.description)).toEqual([
      `Cerró el período hasta el ${printed(SECOND)}`,
      `Cerró el período hasta el ${printed(FIRST)}`,
    ]);
  });

  it("closes up to today once with an Idempotency-Key; then today's rate, inventory and sale are refused", async () => {
    const rate = await created(admin.post('/api/taxes', { change: '40.00', cop_change: '110' }));
    const headers = { 'Idempotency-Key': 'cierre-de-hoy' };
    const once = await close(TODAY, 'Hoy', admin, headers);
    const again = await close(TODAY, 'Hoy', admin, headers);
    expect(once.status).toBe(201);
    expect(again.body).toEqual(once.body);
    expect((await admin.get('/api/audit/closings')).body.map((closing: Closing) => closing.until)).toEqual([
      TODAY,
      SECOND,
      FIRST,
    ]);
    const closedToday = `El período está cerrado hasta el ${printed(TODAY)}`;
    const rateId = (rate as { id: number }).id;
    refused(await admin.put(`/api/taxes/${rateId}`, { change: '41.00', cop_change: '110' }), closedToday);
    refused(await admin.delete(`/api/taxes/${rateId}`), closedToday);
    expect((await admin.get(`/api/taxes/${rateId}`)).body.change).toBe(40);
    refused(
      await admin.post('/api/inventories', {
        type: 'add',
        lines: [{ product_id: product, deposit_id: catalogue.deposit, quantity: 1 }],
      }),
      closedToday,
    );
    refused(await sell(TODAY), closedToday);
  });
});
