import type { Role } from '@bo/domain';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const EVERY_ROLE: Role[] = ['admin', 'sales', 'storer', 'financial', 'endline'];

/** docs/rules.md, "Who may do what", for the catalogue resources reviewed here. */
const WHO: Record<string, { read: Role[]; write: Role[] }> = {
  'price-groups': { read: EVERY_ROLE, write: ['admin'] },
  regions: { read: EVERY_ROLE, write: ['admin'] },
  'payment-methods': { read: EVERY_ROLE, write: ['admin'] },
  'product-categories': { read: EVERY_ROLE, write: ['admin', 'storer'] },
  deposits: { read: EVERY_ROLE, write: ['admin', 'storer'] },
  groups: { read: ['admin'], write: ['admin'] },
  providers: { read: ['admin', 'financial'], write: ['admin', 'financial'] },
  clients: { read: ['admin', 'sales', 'financial'], write: ['admin', 'sales', 'financial'] },
  spents: { read: ['admin', 'financial'], write: ['admin', 'financial'] },
  'spent-categories': { read: ['admin', 'financial'], write: ['admin', 'financial'] },
};
const PATHS = Object.keys(WHO);

const raw = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

const suite = httpSuite();

/** What the catalogue kit promises every resource: roles as the table says, and bad input never a 500. */
describe('catalogue resources: roles and bad input over HTTP', () => {
  const as: Partial<Record<Role, HttpClient>> = {};
  let admin: HttpClient;
  /** One live record of each resource, created by admin. */
  const sample: Record<string, number> = {};

  beforeAll(async () => {
    admin = suite.admin;
    for (const role of EVERY_ROLE) as[role] = role === 'admin' ? admin : await suite.as(role);
    const region = (await admin.get(`/api/regions${listQuery({ q: 'Zulia' })}`)).body[0].id;
    const category = (await admin.get(`/api/spent-categories${listQuery({ q: 'Otros' })}`)).body[0].id;
    const bodies: Record<string, object> = {
      'price-groups': { name: 'Detal' },
      regions: { name: 'Región Insular' },
      'payment-methods': { code: 'binance', name: 'Binance' },
      'product-categories': { name: 'Filtros' },
      deposits: { name: 'Principal', region_id: region },
      groups: { name: 'Oriente' },
      providers: { name: 'Pedro Gómez', company_name: 'Filtros C.A.', tax_id: 'J-12345678-9' },
      clients: { name: 'Juan Pérez', identification: 'V-12345678', typeClient: 'a' },
      spents: { name: 'Luz', date: '2026-03-05', amount: '10', spent_category_id: category, method: 'efectivo' },
      'spent-categories': { name: 'Publicidad' },
    };
    for (const path of PATHS) {
      const created = await admin.post(`/api/${path}`, bodies[path]);
      expect(created.status).toBe(201);
      sample[path] = created.body.id;
    }
  });

  it('lets each role read and write exactly what docs/rules.md says (403 otherwise, nothing changed)', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const role of EVERY_ROLE) {
      const client = as[role]!;
      for (const path of PATHS) {
        const { read, write } = WHO[path];
        const reads = read.includes(role) ? 200 : 403;
        // A writer gets past the role check to the validation (400) or the unknown record (404).
        const writes = (allowed: number) => (write.includes(role) ? allowed : 403);
        const id = sample[path];
        const calls: [string, Promise<{ status: number }>, number][] = [
          ['GET list', client.get(`/api/${path}`), reads],
          ['GET one', client.get(`/api/${path}/${id}`), reads],
          ['POST', client.post(`/api/${path}`, {}), writes(400)],
          ['PUT', client.put(`/api/${path}/${id}`, {}), writes(400)],
          ['DELETE', client.delete(`/api/${path}/999999`), writes(404)],
        ];
        if (path !== 'payment-methods') {
          calls.push(['history', client.get(`/api/${path}/${id}/history`), reads]);
          calls.push(['restore', client.put(`/api/${path}/999999/restore`), writes(404)]);
        }
        for (const [what, answer, status] of calls) {
          seen.push(`${role} ${what} ${path}: ${(await answer).status}`);
          expected.push(`${role} ${what} ${path}: ${status}`);
        }
      }
    }
    expect(seen).toEqual(expected);
    for (const path of PATHS) {
      const page = await admin.get(`/api/${path}${listQuery({ id: [sample[path]] })}`);
      expect(page.body).toEqual([expect.objectContaining({ id: sample[path] })]);
    }
  });

  it('never answers 500 to odd list parameters: a malformed filter value is ignored, malformed sort or range is a 400', async () => {
    const odd: Record<string, string>[] = [
      { filter: '{"region_id":"abc","spent_category_id":"1e5","typeClient":{},"method":["x"]}' },
      { filter: '{"id":"abc"}' },
      { filter: '{"id":[{}, "x", 1e30, -1]}' },
      { filter: '{"q":["a"],"trashed":5}' },
      { filter: '{"q":"a\\u0000b"}' },
      { filter: '{"date_gte":"2026-02-30","date_lte":"0000-01-01"}' },
      { sort: '["nope","ASC"]' },
      { sort: '[{},{}]' },
      { range: '[5,2]' },
    ];
    const refused: Record<string, string>[] = [
      { filter: '[]' },
      { filter: '"texto"' },
      { filter: '{' },
      { sort: '"x"' },
      { range: '[0]' },
      { range: '["a","b"]' },
      { range: '[-1,5]' },
      { range: '[0,1e20]' },
    ];
    for (const path of PATHS) {
      for (const params of odd) {
        const answer = await admin.get(`/api/${path}${raw(params)}`);
        expect(`${path} ${JSON.stringify(params)} ${answer.status}`).toBe(`${path} ${JSON.stringify(params)} 200`);
        expect(answer.headers.get('content-range')).toMatch(new RegExp(`^${path} \\d+-\\d+/\\d+$`));
      }
      for (const params of refused) {
        const answer = await admin.get(`/api/${path}${raw(params)}`);
        expect(`${path} ${JSON.stringify(params)} ${answer.status}`).toBe(`${path} ${JSON.stringify(params)} 400`);
        expect(answer.body.message).toBe('Parámetros de lista inválidos.');
      }
    }
  });

  it('searches % and _ as themselves', async () => {
    await admin.post('/api/price-groups', { name: 'Mayor 50%' });
    await admin.post('/api/price-groups', { name: 'Mayor_B' });
    const names = async (q: string) =>
      (await admin.get(`/api/price-groups${listQuery({ q })}`)).body.map((row: { name: string }) => row.name);
    expect(await names('50%')).toEqual(['Mayor 50%']);
    expect(await names('%')).toEqual(['Mayor 50%']);
    expect(await names('_')).toEqual(['Mayor_B']);
    expect(await names('r_b')).toEqual(['Mayor_B']);
  });

  it('answers a body that is not a JSON object with a Spanish 400, on every resource', async () => {
    for (const path of PATHS) {
      for (const body of ['[1,2]', '"texto"', '5', 'null', '{"name":']) {
        const answer = await admin.request('POST', `/api/${path}`, body);
        expect(`${path} ${body} ${answer.status}`).toBe(`${path} ${body} 400`);
        expect(answer.body.message).toBe('Error en el formulario');
        expect(answer.body.errors._[0]).toMatch(
          /^(Los datos enviados deben ser un objeto JSON\.|El cuerpo de la solicitud no es JSON válido\.)$/,
        );
      }
      const array = await admin.request('PUT', `/api/${path}/${sample[path]}`, '[]');
      expectFormErrors(array, { _: ['Los datos enviados deben ser un objeto JSON.'] });
    }
  });

  it('answers fields of the wrong type with Spanish field messages and keeps nothing', async () => {
    const before = (await admin.get('/api/clients')).headers.get('content-range');
    const clients = await admin.post('/api/clients', {
      name: ['Juan'],
      identification: true,
      email: ['a@b.c'],
      typeClient: { a: 1 },
    });
    expectFormErrors(clients, {
      name: ['El nombre debe ser un texto.'],
      identification: ['El alias o número de identificación debe ser un texto.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      typeClient: ['El tipo de cliente debe ser uno de: freelancer, spot, a, b, c.'],
    });
    expect((await admin.get('/api/clients')).headers.get('content-range')).toBe(before);

    const providers = await admin.post('/api/providers', { name: 'x', company_name: 'y', tax_id: ['J-12345678-9'] });
    expect(providers.body.errors).toEqual({ tax_id: ['El RIF debe ser un texto.'] });

    const deposits = await admin.post('/api/deposits', {
      name: 'Norte',
      lat: 1e308,
      long: '1e400',
      region_id: '99999999999999999999',
    });
    expect(deposits.body.errors).toEqual({
      lat: ['La latitud es demasiado grande.'],
      long: ['La longitud debe ser un número.'],
      region_id: ['La región no es válida.'],
    });
  });

  it('refuses a day that does not exist, so no expense can stop the read models', async () => {
    const category = (await admin.get(`/api/spent-categories${listQuery({ q: 'Otros' })}`)).body[0].id;
    const expense = (date: string) => ({
      name: 'Agua',
      date,
      amount: '9999999999.99',
      spent_category_id: category,
      method: 'zelle',
    });
    for (const date of ['2026-02-30', '2026-04-31', '0000-01-01', '2026-13-01']) {
      const refused = await admin.post('/api/spents', expense(date));
      expect(`${date} ${refused.status}`).toBe(`${date} 400`);
      expect(refused.body.errors).toEqual({ date: ['La fecha no es válida.'] });
    }
    const leap = await admin.post('/api/spents', expense('2028-02-29'));
    expect(leap.status).toBe(201);
    expect(leap.body).toMatchObject({ date: '2028-02-29', amount: '9999999999.99' });
    const found = await admin.get(`/api/spents${listQuery({ date_gte: '2028-02-29', date_lte: '2028-02-29' })}`);
    expect(found.body.map((s: { id: number }) => s.id)).toEqual([leap.body.id]);
  });

  it('drops characters PostgreSQL cannot store (NUL, lone surrogates) instead of failing', async () => {
    const created = await admin.post('/api/product-categories', {
      name: 'Fil\u0000tros \ud800de aire',
      code: 'F\u0000A',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Filtros de aire', code: 'FA' });
    const client = await admin.post('/api/clients', { name: 'Ana', identification: 'E-\u00001', typeClient: 'a' });
    expect(client.body).toMatchObject({ identification: 'E-1' });
    expect((await admin.get('/api/clients/lookup?identification=E-%001')).body).toMatchObject({ id: client.body.id });
  });

  it('says why a record whose delete is final cannot be restored, and one with a trashed filter can', async () => {
    const group = (await admin.post('/api/groups', { name: 'Temporal' })).body;
    expect((await admin.delete(`/api/groups/${group.id}`)).status).toBe(200);
    const refused = await admin.put(`/api/groups/${group.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('El grupo fue eliminado y no se puede restaurar');
    const live = await admin.put(`/api/regions/${sample.regions}/restore`);
    expect(live.body.message).toBe('La región no está eliminada');
  });
});
