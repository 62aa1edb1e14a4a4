import { HttpClient } from '../support/http-client';
import { listQuery } from '../support/list-query';
import { startTestServer, TestServer } from '../support/server';

interface Row {
  id: number;
  code: string;
  name: string;
}

describe('products over HTTP', () => {
  let server: TestServer;
  let admin: HttpClient;
  let sales: HttpClient;
  let bosch: number;
  let mann: number;
  let filtros: number;
  let detal: number;
  let mayor: number;
  const ids: Record<string, number> = {};

  const product = (changes: Record<string, unknown> = {}) => ({
    code: 'P-1',
    name: 'Producto',
    prices: { [detal]: '10.00', [mayor]: 9 },
    brand_id: bosch,
    contable: 1,
    cost: '5',
    product_category_id: filtros,
    ...changes,
  });
  const names = (rows: Row[]) => rows.map((row) => row.name);

  beforeAll(async () => {
    server = await startTestServer();
    admin = new HttpClient(server.baseUrl);
    await admin.login(server.adminEmail, server.adminPassword);
    await server.createUser({
      email: 'ventas@prueba.test',
      password: 'Clave-ventas-1',
      role: 'sales',
      first_name: 'Vera',
      last_name: 'Ventas',
    });
    sales = new HttpClient(server.baseUrl);
    await sales.login('ventas@prueba.test', 'Clave-ventas-1');
    const id = async (path: string, body: Record<string, unknown>) => {
      const answer = await admin.post(path, body);
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    bosch = await id('/api/brands', { name: 'Bosch', code: 'BOS' });
    mann = await id('/api/brands', { name: 'Mann Filter', code: 'MAN' });
    filtros = await id('/api/product-categories', { name: 'Filtros', code: 'FIL' });
    detal = await id('/api/price-groups', { name: 'Detal' });
    mayor = await id('/api/price-groups', { name: 'Mayor' });
    for (const [code, name, brand, cost, price, extra] of [
      ['BOS-100', 'Bujía platino', bosch, '4.50', '9.00', { alias: 'chispa', part_id: 'FR7DC' }],
      ['MAN-200', 'Filtro de aceite', mann, '6.00', '12.50', { part_id: 'W712/75' }],
      ['BOS-300', 'Amortiguador', bosch, '40', '80.25', { line_name: 'Línea pesada', weight: '2.5' }],
    ] as const) {
      ids[code] = await id(
        '/api/products',
        product({ code, name, brand_id: brand, cost, prices: { [detal]: price, [mayor]: '1.00' }, ...extra }),
      );
    }
  });
  afterAll(() => server.stop());

  it('lists with a sort and a range, saying how many there are, in the shape the screens read', async () => {
    const page = await admin.get(`/api/products${listQuery({}, ['name', 'ASC'], [0, 1])}`);
    expect(page.status).toBe(200);
    expect(names(page.body)).toEqual(['Amortiguador', 'Bujía platino']);
    expect(page.headers.get('content-range')).toBe('products 0-1/3');
    const rest = await admin.get(`/api/products${listQuery({}, ['name', 'ASC'], [2, 10])}`);
    expect(names(rest.body)).toEqual(['Filtro de aceite']);
    expect(rest.headers.get('content-range')).toBe('products 2-2/3');
    expect(page.body[0]).toEqual({
      id: ids['BOS-300'],
      code: 'BOS-300',
      name: 'Amortiguador',
      line_name: 'Línea pesada',
      description: null,
      volumen: null,
      weight: 2.5,
      prices: { [detal]: 80.25, [mayor]: 1 },
      price: 80.25,
      brand_id: bosch,
      brand: { id: bosch, name: 'Bosch' },
      part_id: null,
      alias: null,
      contable: true,
      cost: 40,
      photo: null,
      product_category_id: filtros,
      product_category: { id: filtros, name: 'Filtros' },
      product_deposits: [],
      quantity: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_by: expect.any(String),
      deleted_at: null,
    });
    const byPrice = await admin.get(`/api/products${listQuery({}, ['price', 'DESC'])}`);
    expect(names(byPrice.body)).toEqual(['Amortiguador', 'Filtro de aceite', 'Bujía platino']);
    const byCost = await admin.get(`/api/products${listQuery({}, ['cost', 'ASC'])}`);
    expect(names(byCost.body)).toEqual(['Bujía platino', 'Filtro de aceite', 'Amortiguador']);
  });

  it('filters by brand and finds by code, name, alias or part number', async () => {
    const ofBosch = await admin.get(`/api/products${listQuery({ brand_id: bosch }, ['code', 'ASC'])}`);
    expect(ofBosch.body.map((row: Row) => row.code)).toEqual(['BOS-100', 'BOS-300']);
    expect(ofBosch.headers.get('content-range')).toBe('products 0-1/2');
    const search = async (filter: Record<string, unknown>) =>
      names((await admin.get(`/api/products${listQuery(filter, ['name', 'ASC'])}`)).body);
    expect(await search({ q: 'man-2' })).toEqual(['Filtro de aceite']);
    expect(await search({ q: 'ACEITE' })).toEqual(['Filtro de aceite']);
    expect(await search({ q: 'chispa' })).toEqual(['Bujía platino']);
    expect(await search({ q: 'w712' })).toEqual(['Filtro de aceite']);
    expect(await search({ q: 'bos', brand_id: mann })).toEqual([]);
    expect(await search({ part_id: 'fr7' })).toEqual(['Bujía platino']);
    expect(await search({ product_category_id: filtros, truck_model_id: 5 })).toHaveLength(3);
    expect(await search({ brand_id: 'x' })).toEqual([]);
  });

  it('shows the stock per deposit and filters by deposit and region', async () => {
    const region = (await admin.get(`/api/regions${listQuery({}, ['id', 'ASC'], [0, 0])}`)).body[0].id as number;
    const deposit = await admin.post('/api/deposits', { name: 'Central', region_id: region });
    expect(deposit.status).toBe(201);
    // No stock events exist yet (a later issue): the row stands for what they will project.
    await server.running.knex('rm.product_stock').insert({
      product_id: ids['MAN-200'],
      deposit_id: deposit.body.id,
      quantity: '7.5',
    });
    const inDeposit = await admin.get(`/api/products${listQuery({ deposit: deposit.body.id })}`);
    expect(inDeposit.body).toEqual([
      expect.objectContaining({
        code: 'MAN-200',
        product_deposits: [
          { deposit_id: deposit.body.id, deposit: { id: deposit.body.id, name: 'Central' }, quantity: 7.5 },
        ],
        quantity: 7.5,
      }),
    ]);
    const inRegion = await admin.get(`/api/products${listQuery({ region_id: region })}`);
    expect(inRegion.body.map((row: Row) => row.code)).toEqual(['MAN-200']);
    expect((await admin.get(`/api/products${listQuery({ region_id: region + 1 })}`)).body).toEqual([]);
  });

  it('creates, updates and deletes for good, which frees the code', async () => {
    const created = await admin.post(
      '/api/products',
      product({ code: ' NGK-1 ', name: 'Bujía iridio', weight: '0,125' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'NGK-1',
      weight: 0.125,
      prices: { [detal]: 10, [mayor]: 9 },
      price: 10,
      cost: 5,
      contable: true,
    });
    const id = created.body.id;
    expect((await admin.get(`/api/products/${id}`)).body).toMatchObject({ id, name: 'Bujía iridio' });

    const updated = await admin.put(
      `/api/products/${id}`,
      product({ code: 'NGK-1', name: 'Bujía iridio', cost: '5.75', contable: 0 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, cost: 5.75, contable: false, weight: null });

    const deleted = await admin.delete(`/api/products/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).not.toBeNull();
    expect((await admin.get(`/api/products${listQuery({ q: 'NGK-1' })}`)).body).toEqual([]);
    const restore = await admin.put(`/api/products/${id}/restore`);
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe('El producto fue eliminado y no se puede restaurar');

    const again = await admin.post('/api/products', product({ code: 'ngk-1', name: 'Bujía iridio nueva' }));
    expect(again.status).toBe(201);
    const history = await admin.get(`/api/products/${id}/history`);
    expect(history.body.map((event: { type: string }) => event.type)).toEqual([
      'ProductCreated',
      'ProductUpdated',
      'ProductDeleted',
    ]);
  });

  it('answers 400 with Spanish field messages: a missing price, an unknown brand or category, a missing field', async () => {
    const noPrice = await admin.post('/api/products', product({ code: 'X-1', prices: { [detal]: '3' } }));
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toEqual({
      message: 'Error en el formulario',
      errors: { [`prices.${mayor}`]: ['El precio para el grupo Mayor es obligatorio.'] },
    });
    const unknown = await admin.post(
      '/api/products',
      product({
        code: 'X-1',
        brand_id: 999999,
        product_category_id: 999999,
        prices: { [detal]: 1, [mayor]: 1, 999999: 1 },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      brand_id: ['La marca seleccionada no existe.'],
      product_category_id: ['La categoría seleccionada no existe.'],
      'prices.999999': ['El grupo de precios no existe.'],
    });
    const missing = await admin.post('/api/products', { prices: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      code: ['El código es obligatorio.'],
      name: ['El nombre es obligatorio.'],
      cost: ['El costo es obligatorio.'],
      brand_id: ['Debe seleccionar la marca.'],
      product_category_id: ['Debe seleccionar la categoría.'],
      contable: ['Contable es obligatorio (1 o 0).'],
      prices: ['Debe indicar al menos un precio.'],
    });
    expect((await admin.get(`/api/products${listQuery({ q: 'X-1' })}`)).body).toEqual([]);
  });

  it('answers 409 for a code already registered', async () => {
    const duplicate = await admin.post('/api/products', product({ code: 'bos-100 ' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('El código ya está registrado');
  });

  it('lets a sales user read products but not change them (403, nothing written)', async () => {
    expect((await sales.get('/api/products')).status).toBe(200);
    expect((await sales.get(`/api/products/${ids['BOS-100']}`)).status).toBe(200);
    const refused = await sales.post('/api/products', product({ code: 'VENTA-1' }));
    expect(refused.status).toBe(403);
    expect((await sales.put(`/api/products/${ids['BOS-100']}`, product({ code: 'BOS-100' }))).status).toBe(403);
    expect((await sales.delete(`/api/products/${ids['BOS-100']}`)).status).toBe(403);
    expect((await admin.get(`/api/products${listQuery({ q: 'VENTA-1' })}`)).body).toEqual([]);
  });
});
