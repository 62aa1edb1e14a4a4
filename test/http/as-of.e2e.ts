import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);
const NOT_AVAILABLE = 'La consulta a una fecha (as_of) no está disponible para este recurso.';
const NOT_VALID =
  'La fecha de consulta no es válida: use una fecha y hora ISO-8601 con zona, como 2026-01-31T12:00:00Z.';

/**
 * `?as_of=` is never silently ignored (issue 10, item 9): users, payment methods, the account and
 * inventories fold the record at that instant like catalogue records and rates; routes that cannot
 * (orders, lists) refuse the parameter; a bad instant is a 400 on `as_of` everywhere.
 */
describe('as_of over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;

  /** The instant of a record's n-th event (its history's `at`): as_of there sees that event and the ones before. */
  const eventAt = async (path: string, index: number) => {
    const history = await admin.get(`${path}/history`);
    expect(history.status).toBe(200);
    return encodeURIComponent(history.body[index].at as string);
  };
  const asOf = (path: string, instant: string) => admin.get(`${path}?as_of=${instant}`);

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 10);
  });

  it('answers a user as they were then, deleted or not', async () => {
    const stores = (await admin.get('/api/organizations')).body as { id: number }[];
    const created = await admin.post('/api/users', {
      first_name: 'Luis',
      last_name: 'Gómez',
      email: 'luis@prueba.test',
      password: 'Clave-luis-1',
      role: 'sales',
      organization_id: stores[0]?.id ?? (await admin.post('/api/organizations', { name: 'Tienda Centro' })).body.id,
    });
    expect(created.status).toBe(201);
    const path = `/api/users/${created.body.id}`;
    expect((await admin.put(path, { ...created.body, first_name: 'Luisa', role: 'storer', password: '' })).status).toBe(
      200,
    );
    expect((await admin.delete(path)).status).toBe(200);

    const first = await asOf(path, await eventAt(path, 0));
    expect(first.status).toBe(200);
    expect(first.body).toEqual(created.body);
    expect(first.body).toMatchObject({ first_name: 'Luis', role: 'sales', deleted_at: null });
    expect(first.body).not.toHaveProperty('password_hash');
    const edited = await asOf(path, await eventAt(path, 1));
    expect(edited.body).toMatchObject({ first_name: 'Luisa', role: 'storer', deleted_at: null });
    const now = await asOf(path, encodeURIComponent(new Date().toISOString()));
    expect(now.body).toEqual((await admin.get(path)).body);
    expect(now.body.deleted_at).not.toBeNull();
    expect((await asOf(path, '2000-01-01T00:00:00Z')).status).toBe(404);
  });

  it('answers a payment method as it was then; deleted by then is a 404 like the live read', async () => {
    const created = await admin.post('/api/payment-methods', { code: 'binance', name: 'Binance', change: false });
    expect(created.status).toBe(201);
    const path = `/api/payment-methods/${created.body.id}`;
    const renamed = await admin.put(path, { ...created.body, name: 'Binance Pay', change_currency: 'VES' });
    expect(renamed.status).toBe(200);
    const [added, updated] = [await eventAt(path, 0), await eventAt(path, 1)];
    expect((await admin.delete(path)).status).toBe(200);

    expect((await asOf(path, added)).body).toEqual(created.body);
    expect((await asOf(path, updated)).body).toEqual(renamed.body);
    expect((await asOf(path, encodeURIComponent(new Date().toISOString()))).status).toBe(404);
    expect((await asOf(path, '2000-01-01T00:00:00Z')).status).toBe(404);
  });

  it('answers the account as it was then', async () => {
    const seeded = (await admin.get('/api/accounts/1')).body;
    const renamed = await admin.put('/api/accounts/1', { ...seeded, name: 'Repuestos El Llano C.A.' });
    expect(renamed.status).toBe(200);
    const history = (await admin.get('/api/accounts/1/history')).body as { at: string }[];
    const before = await asOf('/api/accounts/1', encodeURIComponent(history[history.length - 2].at));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: 1, name: seeded.name, sidebarColor: seeded.sidebarColor });
    const after = await asOf('/api/accounts/1', encodeURIComponent(history[history.length - 1].at));
    expect(after.body).toMatchObject({ id: 1, name: 'Repuestos El Llano C.A.' });
  });

  it('answers an inventory entry as it was then: a request before its approval', async () => {
    const created = await admin.post('/api/inventories', {
      type: 'add',
      lines: [
        { product_id: filter, deposit_id: catalogue.deposit, quantity: 3 },
        {
          product_id: await catalogue.product('BUJ-200', 'Bujía', '3.10', 0),
          deposit_id: catalogue.deposit,
          quantity: 4,
        },
      ],
    });
    expect(created.status).toBe(201);
    const path = `/api/inventories/${created.body.id}`;
    expect((await admin.post(`${path}/approve`, {})).status).toBe(200);
    const live = (await admin.get(path)).body;
    expect(live).toMatchObject({ status: 'process', quantity: 7, lines_count: 2 });

    const requested = await asOf(path, await eventAt(path, 0));
    expect(requested.body).toEqual({ ...live, status: 'request', approved_at: null });
    expect((await asOf(path, await eventAt(path, 1))).body).toEqual(live);
    expect((await asOf(path, '2000-01-01T00:00:00Z')).status).toBe(404);
  });

  it('refuses as_of where it cannot apply: a sale, lists, sub-resources', async () => {
    const sale = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      isCredit: true,
      without_client: true,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
    });
    expect(sale.status).toBe(201);
    const instant = encodeURIComponent(new Date().toISOString());
    for (const path of [
      `/api/orders/${sale.body.id}`,
      '/api/orders',
      '/api/users',
      '/api/payment-methods',
      '/api/inventories',
      '/api/brands',
      `/api/inventories/1/lines`,
    ]) {
      const answer = await admin.get(`${path}?as_of=${instant}`);
      expect([path, answer.status, answer.body.errors]).toEqual([path, 400, { as_of: [NOT_AVAILABLE] }]);
    }
  });

  it('answers 400 on as_of to a bad instant on every record that takes it', async () => {
    const method = (await admin.get('/api/payment-methods')).body[0].id;
    const brand = (await admin.post('/api/brands', { name: 'Bosch Car', code: 'BCA' })).body.id;
    const me = (await admin.get('/api/me')).body.id;
    const records = [
      `/api/users/${me}`,
      `/api/payment-methods/${method}`,
      '/api/accounts/1',
      '/api/inventories/1',
      `/api/brands/${brand}`,
      '/api/taxes/1',
    ];
    const instants = [
      'x',
      'ayer',
      '',
      '2026-02-30T00:00:00Z',
      '2026-01-31',
      '2026-01-31T12:00:00',
      '1',
      '2026-13-01T00:00Z',
    ];
    for (const path of records)
      for (const instant of [...instants.map(encodeURIComponent), 'a&as_of=b']) {
        const answer = await admin.get(`${path}?as_of=${instant}`);
        expect([path, instant, answer.status, answer.body.errors]).toEqual([
          path,
          instant,
          400,
          { as_of: [NOT_VALID] },
        ]);
      }
    // A well-formed instant before any of them: each answers 404 (it did not exist), not 400.
    for (const path of records)
      expect([path, (await admin.get(`${path}?as_of=2000-01-31T08:00:00.5-04:00`)).status]).toEqual([path, 404]);
  });
});
