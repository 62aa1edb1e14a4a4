import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

/** Price groups, product categories, dealer groups, regions and deposits over HTTP. */
describe('catalogues over HTTP', () => {
  let admin: HttpClient;
  let sales: HttpClient;
  let storer: HttpClient;
  let visitor: HttpClient;

  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
    storer = await suite.as('storer');
    visitor = suite.anonymous();
  });

  describe('regions', () => {
    it("start with Venezuela's federal entities, also offered without signing in as /utils/states", async () => {
      const regions = await sales.get(`/api/regions${listQuery({}, ['name', 'ASC'], [0, 99])}`);
      expect(regions.status).toBe(200);
      expect(regions.body.length).toBeGreaterThanOrEqual(24);
      expect(names(regions.body)).toEqual(expect.arrayContaining(['Distrito Capital', 'Zulia', 'Táchira', 'Mérida']));

      const states = await visitor.get('/api/utils/states');
      expect(states.status).toBe(200);
      expect(states.body.length).toBe(regions.body.length);
      expect(states.body[0]).toEqual({ id: expect.any(Number), name: 'Amazonas' });
    });

    it('are searched, sorted and paged, and a name is unique', async () => {
      const page = await admin.get(`/api/regions${listQuery({ q: 'gua' }, ['name', 'DESC'], [0, 0])}`);
      expect(names(page.body)).toEqual(['La Guaira']);
      expect(page.headers.get('content-range')).toBe('regions 0-0/2');

      const duplicate = await admin.post('/api/regions', { name: ' zulia ' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('Ya existe una región con ese nombre');
    });

    it('are kept by admin only (403 for a storer)', async () => {
      expect((await storer.post('/api/regions', { name: 'Región Insular' })).status).toBe(403);
      const created = await admin.post('/api/regions', { name: 'Región Insular' });
      expect(created.status).toBe(201);
      const renamed = await admin.put(`/api/regions/${created.body.id}`, { name: 'Región Oriental' });
      expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Región Oriental' });
    });
  });

  describe('deposits', () => {
    let capital: number;
    let zulia: number;

    beforeAll(async () => {
      const states = (await visitor.get('/api/utils/states')).body as { id: number; name: string }[];
      capital = states.find((state) => state.name === 'Distrito Capital')!.id;
      zulia = states.find((state) => state.name === 'Zulia')!.id;
      for (const [name, alias, region_id] of [
        ['Principal', 'PPAL', capital],
        ['Maracaibo Norte', 'MCBO', zulia],
        ['Galpón Sur', null, capital],
      ] as const)
        expect((await admin.post('/api/deposits', { name, alias, region_id, address: `Calle ${name}` })).status).toBe(
          201,
        );
    });

    it("list with the region's name, a search, a region filter, a sort and a range", async () => {
      const page = await sales.get(`/api/deposits${listQuery({}, ['name', 'ASC'], [0, 1])}`);
      expect(page.body).toEqual([
        expect.objectContaining({ name: 'Galpón Sur', region_name: 'Distrito Capital', region_id: capital }),
        expect.objectContaining({ name: 'Maracaibo Norte', alias: 'MCBO', region_name: 'Zulia' }),
      ]);
      expect(page.headers.get('content-range')).toBe('deposits 0-1/3');
      expect(names((await admin.get(`/api/deposits${listQuery({ q: 'zulia' })}`)).body)).toEqual(['Maracaibo Norte']);
      const inCapital = await admin.get(`/api/deposits${listQuery({ region_id: capital }, ['name', 'DESC'])}`);
      expect(names(inCapital.body)).toEqual(['Principal', 'Galpón Sur']);
      expect(inCapital.headers.get('content-range')).toBe('deposits 0-1/2');
    });

    it('are created with coordinates, updated and deleted by a storer', async () => {
      const created = await storer.post('/api/deposits', {
        name: ' Valencia ',
        address: 'Zona industrial',
        lat: '10,162',
        long: -68.007654,
        region_id: String(zulia),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Valencia', lat: 10.162, long: -68.007654, region_id: zulia });
      const id = created.body.id;
      const moved = await storer.put(`/api/deposits/${id}`, { ...created.body, alias: 'VAL', region_id: capital });
      expect(moved.body).toMatchObject({ id, alias: 'VAL', region_name: 'Distrito Capital' });

      const deleted = await storer.delete(`/api/deposits/${id}`);
      expect(deleted.status).toBe(200);
      expect(names((await admin.get(`/api/deposits${listQuery({ q: 'valencia' })}`)).body)).toEqual([]);
      expect((await admin.put(`/api/deposits/${id}/restore`)).status).toBe(409);
      const logs = await admin.get(`/api/logs${listQuery({ q: 'el depósito' })}`);
      expect(logs.body.map((log: { description: string }) => log.description)).toContain(
        'Registró el depósito Valencia',
      );
    });

    it('answer 400 with Spanish messages for a missing name, coordinates out of range and an unknown region', async () => {
      const bad = await admin.post('/api/deposits', { name: '', lat: 91, long: '-180.5', region_id: '' });
      expectFormErrors(bad, {
        name: ['El nombre es obligatorio.'],
        lat: ['La latitud debe estar entre -90 y 90.'],
        long: ['La longitud debe estar entre -180 y 180.'],
        region_id: ['Debe seleccionar la región.'],
      });
      const precise = await admin.post('/api/deposits', { name: 'X', lat: '1.1234567', region_id: capital });
      expect(precise.body.errors).toEqual({ lat: ['La latitud admite como máximo 6 decimales.'] });
      const unknown = await admin.post('/api/deposits', { name: 'X', region_id: 999999 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ region_id: ['La región seleccionada no existe.'] });
    });

    it('keep a region while a deposit is in it, and a deposit while a live store uses it (409, nothing changed)', async () => {
      const region = (await admin.post('/api/regions', { name: 'Región de Prueba' })).body;
      const deposit = (await admin.post('/api/deposits', { name: 'Depósito de Prueba', region_id: region.id })).body;
      const regionInUse = await admin.delete(`/api/regions/${region.id}`);
      expect(regionInUse.status).toBe(409);
      expect(regionInUse.body.message).toBe('La región tiene depósitos asociados.');

      const store = await admin.post('/api/organizations', { name: 'Tienda de Prueba', deposit_id: deposit.id });
      expect(store.status).toBe(201);
      const depositInUse = await storer.delete(`/api/deposits/${deposit.id}`);
      expect(depositInUse.status).toBe(409);
      expect(depositInUse.body.message).toBe('El depósito está asignado a una tienda.');
      expect((await admin.get(`/api/deposits/${deposit.id}`)).body.deleted_at).toBeNull();

      expect((await admin.delete(`/api/organizations/${store.body.id}`)).status).toBe(200);
      expect((await storer.delete(`/api/deposits/${deposit.id}`)).status).toBe(200);
      expect((await admin.delete(`/api/regions/${region.id}`)).status).toBe(200);
      const states = (await visitor.get('/api/utils/states')).body as { name: string }[];
      expect(states.map((state) => state.name)).not.toContain('Región de Prueba');
    });

    it('are read by sales but not written (403, nothing kept)', async () => {
      const refused = await sales.post('/api/deposits', { name: 'Prohibido', region_id: capital });
      expect(refused.status).toBe(403);
      expect((await admin.get(`/api/deposits${listQuery({ q: 'Prohibido' })}`)).body).toEqual([]);
    });
  });

  describe('price groups', () => {
    it('are created, listed, renamed and deleted by admin, unique among live ones', async () => {
      for (const name of ['Detal', 'Mayor', 'Distribuidor'])
        expect((await admin.post('/api/price-groups', { name })).status).toBe(201);
      const page = await sales.get(`/api/price-groups${listQuery({}, ['name', 'DESC'], [1, 2])}`);
      expect(names(page.body)).toEqual(['Distribuidor', 'Detal']);
      expect(page.headers.get('content-range')).toBe('price-groups 1-2/3');
      expect(names((await sales.get(`/api/price-groups${listQuery({ q: 'may' })}`)).body)).toEqual(['Mayor']);

      const duplicate = await admin.post('/api/price-groups', { name: 'DETAL' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('Ya existe un grupo de precios con ese nombre');

      const [mayor] = (await admin.get(`/api/price-groups${listQuery({ q: 'Mayor' })}`)).body;
      const renamed = await admin.put(`/api/price-groups/${mayor.id}`, { name: 'Mayorista' });
      expect(renamed.body).toMatchObject({ id: mayor.id, name: 'Mayorista' });
      expect((await admin.delete(`/api/price-groups/${mayor.id}`)).status).toBe(200);
      // Its name is free again once deleted.
      expect((await admin.post('/api/price-groups', { name: 'Mayorista' })).status).toBe(201);
    });

    it('answer 400 in Spanish and 403 to a storer', async () => {
      const bad = await admin.post('/api/price-groups', {});
      expectFormErrors(bad, { name: ['El nombre es obligatorio.'] });
      expect((await storer.post('/api/price-groups', { name: 'Especial' })).status).toBe(403);
    });
  });

  describe('product categories', () => {
    it('are listed with their products count, searched, sorted and paged', async () => {
      for (const [name, code] of [
        ['Filtros', 'FIL'],
        ['Frenos', 'FRE'],
        ['Bujías', null],
      ])
        expect((await storer.post('/api/product-categories', { name, code })).status).toBe(201);
      const page = await sales.get(`/api/product-categories${listQuery({}, ['name', 'ASC'], [0, 1])}`);
      expect(page.body).toEqual([
        expect.objectContaining({ name: 'Bujías', code: null, products_count: 0, created_at: expect.any(String) }),
        expect.objectContaining({ name: 'Filtros', code: 'FIL', products_count: 0 }),
      ]);
      expect(page.headers.get('content-range')).toBe('product-categories 0-1/3');
      const found = await sales.get(`/api/product-categories${listQuery({ q: 'fre' })}`);
      expect(names(found.body)).toEqual(['Frenos']);
    });

    it('are updated and deleted (a delete is final)', async () => {
      const created = await admin.post('/api/product-categories', { name: 'Correas', code: 'COR' });
      const id = created.body.id;
      const updated = await admin.put(`/api/product-categories/${id}`, { name: 'Correas y poleas', code: 'COR' });
      expect(updated.body).toMatchObject({ id, name: 'Correas y poleas', products_count: 0 });
      expect((await admin.delete(`/api/product-categories/${id}`)).status).toBe(200);
      expect(names((await admin.get(`/api/product-categories${listQuery({ q: 'correas' })}`)).body)).toEqual([]);
      const restore = await admin.put(`/api/product-categories/${id}/restore`);
      expect(restore.status).toBe(409);
      expect(restore.body.message).toBe('La categoría fue eliminada y no se puede restaurar');
    });

    it('count their live products, and one with products cannot be deleted (409)', async () => {
      const category = (await admin.post('/api/product-categories', { name: 'Amortiguadores' })).body;
      const brand = (await admin.post('/api/brands', { name: 'Monroe' })).body;
      const groups = (await admin.get('/api/price-groups')).body as { id: number }[];
      const product = await admin.post('/api/products', {
        code: 'AMO-1',
        name: 'Amortiguador delantero',
        cost: '20',
        prices: Object.fromEntries(groups.map((group) => [group.id, '35.00'])),
        brand_id: brand.id,
        product_category_id: category.id,
        contable: 1,
      });
      expect(product.status).toBe(201);
      const counted = await admin.get(`/api/product-categories/${category.id}`);
      expect(counted.body.products_count).toBe(1);

      const refused = await admin.delete(`/api/product-categories/${category.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('La categoría tiene productos asociados.');
      expect((await admin.get(`/api/product-categories/${category.id}`)).body.deleted_at).toBeNull();

      expect((await admin.delete(`/api/products/${product.body.id}`)).status).toBe(200);
      expect((await admin.get(`/api/product-categories/${category.id}`)).body.products_count).toBe(0);
      expect((await admin.delete(`/api/product-categories/${category.id}`)).status).toBe(200);
    });

    it('answer 400 in Spanish and 403 to sales', async () => {
      const bad = await admin.post('/api/product-categories', { name: ' ', code: 'x'.repeat(51) });
      expectFormErrors(bad, {
        name: ['El nombre es obligatorio.'],
        code: ['El código admite como máximo 50 caracteres.'],
      });
      expect((await sales.post('/api/product-categories', { name: 'Prohibida' })).status).toBe(403);
      const first = (await admin.get('/api/product-categories')).body[0];
      expect((await sales.delete(`/api/product-categories/${first.id}`)).status).toBe(403);
    });
  });

  describe('groups', () => {
    it('show who created them, and are listed, sorted, updated and deleted by admin', async () => {
      for (const [name, description] of [
        ['Oriente', 'Distribuidores del oriente'],
        ['Occidente', null],
      ])
        expect((await admin.post('/api/groups', { name, description })).status).toBe(201);
      const page = await admin.get(`/api/groups${listQuery({}, ['name', 'ASC'], [0, 0])}`);
      expect(page.headers.get('content-range')).toBe('groups 0-0/2');
      expect(page.body).toEqual([
        expect.objectContaining({ name: 'Occidente', description: null, created_at: expect.any(String) }),
      ]);
      const found = (await admin.get(`/api/groups${listQuery({ q: 'oriente' })}`)).body;
      expect(found).toEqual([
        expect.objectContaining({ name: 'Oriente', user: { first_name: 'Administrador', last_name: 'General' } }),
      ]);

      const id = found[0].id;
      const updated = await admin.put(`/api/groups/${id}`, { name: 'Oriente', description: 'Anzoátegui y Sucre' });
      expect(updated.body).toMatchObject({ id, description: 'Anzoátegui y Sucre' });
      expect((await admin.delete(`/api/groups/${id}`)).status).toBe(200);
      expect(names((await admin.get('/api/groups')).body)).toEqual(['Occidente']);
      const logs = await admin.get(`/api/logs${listQuery({ q: 'el grupo Oriente' }, ['id', 'ASC'])}`);
      expect(logs.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ description: 'Registró el grupo Oriente', category: 'Distribuidores' }),
          expect.objectContaining({ description: 'Eliminó el grupo Oriente', category: 'Distribuidores' }),
        ]),
      );
    });

    it('answer 400 in Spanish, and are closed to every role but admin', async () => {
      const bad = await admin.post('/api/groups', { description: 'sin nombre' });
      expectFormErrors(bad, { name: ['El nombre es obligatorio.'] });
      expect((await sales.get('/api/groups')).status).toBe(403);
      expect((await storer.post('/api/groups', { name: 'Centro' })).status).toBe(403);
    });
  });
});
