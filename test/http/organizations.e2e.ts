import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';

const suite = httpSuite();

describe('stores (organizations) over HTTP', () => {
  let admin: HttpClient;
  let regionId: number;
  let depositId: number;

  beforeAll(async () => {
    admin = suite.admin;
    const regions = await admin.get(`/api/regions${listQuery({ q: 'Miranda' })}`);
    regionId = regions.body[0].id;
    const deposit = await admin.post('/api/deposits', { name: 'Depósito Central', region_id: regionId });
    expect(deposit.status).toBe(201);
    depositId = deposit.body.id;
    for (const [name, city, phone] of [
      ['Tienda Centro', 'Caracas', '0212-5550001'],
      ['Tienda Llano', 'Barinas', '0273-5550002'],
      ['Tienda Oriente', 'Barcelona', '0281-5550003'],
    ])
      expect((await admin.post('/api/organizations', { name, city, phone, deposit_id: depositId })).status).toBe(201);
  });

  it('lists with a search, a sort and a range, with the deposit name and Content-Range', async () => {
    const page = await admin.get(`/api/organizations${listQuery({}, ['name', 'DESC'], [0, 1])}`);
    expect(page.body.map((o: { name: string }) => o.name)).toEqual(['Tienda Oriente', 'Tienda Llano']);
    expect(page.headers.get('content-range')).toBe('organizations 0-1/3');
    expect(page.body[0]).toMatchObject({ city: 'Barcelona', deposit_id: depositId, deposit_name: 'Depósito Central' });
    const found = await admin.get(`/api/organizations${listQuery({ q: 'barinas' })}`);
    expect(found.body.map((o: { name: string }) => o.name)).toEqual(['Tienda Llano']);
    expect(found.headers.get('content-range')).toBe('organizations 0-0/1');
    const byPhone = await admin.get(`/api/organizations${listQuery({ q: '0281' })}`);
    expect(byPhone.body.map((o: { name: string }) => o.name)).toEqual(['Tienda Oriente']);
  });

  it('creates with every field, updates the contacts, deletes (soft) and restores', async () => {
    const created = await admin.post('/api/organizations', {
      name: '  Tienda Los Teques ',
      email: 'LOSTEQUES@tiendas.test',
      phone: '0212-3210000',
      address: 'Calle Ribas',
      city: 'Los Teques',
      region: regionId,
      country: 'VE',
      postal_code: '1201',
      deposit_id: String(depositId),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Tienda Los Teques',
      email: 'losteques@tiendas.test',
      region: regionId,
      region_name: 'Miranda',
      country: 'VE',
      postal_code: '1201',
      deposit_id: depositId,
      contacts: [],
      deleted_at: null,
    });
    const id = created.body.id;

    const contacts = [
      { name: 'Carla Ruiz', city: 'Los Teques', phone: '0414-1112233' },
      { name: 'José Díaz', city: null, phone: null },
    ];
    const updated = await admin.put(`/api/organizations/${id}`, { ...created.body, contacts });
    expect(updated.status).toBe(200);
    expect(updated.body.contacts).toEqual(contacts);
    expect((await admin.get(`/api/organizations/${id}`)).body.contacts).toEqual(contacts);

    const deleted = await admin.delete(`/api/organizations/${id}`);
    expect(deleted.body.deleted_at).not.toBeNull();
    expect((await admin.get(`/api/organizations${listQuery({ q: 'teques' })}`)).body).toEqual([]);
    const only = await admin.get(`/api/organizations${listQuery({ trashed: 'only' })}`);
    expect(only.body.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await admin.get(`/api/organizations${listQuery({ trashed: 'with' })}`)).headers.get('content-range')).toBe(
      'organizations 0-3/4',
    );
    expect((await admin.put(`/api/organizations/${id}`, { name: 'X' })).body.message).toBe('La tienda fue eliminada');

    const restored = await admin.put(`/api/organizations/${id}/restore`);
    expect(restored.body.deleted_at).toBeNull();
    const again = await admin.put(`/api/organizations/${id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La tienda no está eliminada');

    const logs = await admin.get(`/api/logs${listQuery({ q: 'la tienda' }, ['id', 'ASC'])}`);
    expect(logs.body.map((l: { description: string }) => l.description)).toEqual(
      expect.arrayContaining(['Registró la tienda Tienda Los Teques', 'Restauró la tienda Tienda Los Teques']),
    );
  });

  it('answers 400 with Spanish field messages', async () => {
    const bad = await admin.post('/api/organizations', {
      name: '',
      email: 'correo',
      country: 'CO',
      region: 'x',
      contacts: [{ name: '', phone: '0414' }],
    });
    expectFormErrors(bad, {
      name: ['El nombre es obligatorio.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      country: ['El país debe ser uno de: VE.'],
      region: ['El estado no es válido.'],
      'contacts.0.name': ['El nombre del contacto es obligatorio.'],
    });
    const missing = await admin.post('/api/organizations', {
      name: 'Sin depósito',
      region: 999999,
      deposit_id: 999999,
    });
    expectFormErrors(missing, {
      region: ['El estado seleccionado no existe.'],
      deposit_id: ['El depósito seleccionado no existe.'],
    });
    expect((await admin.get('/api/organizations/999999')).status).toBe(404);
  });

  it('is admin only (403 for a sales user, nothing written)', async () => {
    const sales = await suite.as('sales');
    expect((await sales.get('/api/organizations')).status).toBe(403);
    expect((await sales.post('/api/organizations', { name: 'Prohibida' })).status).toBe(403);
    expect((await admin.get(`/api/organizations${listQuery({ q: 'Prohibida', trashed: 'with' })}`)).body).toEqual([]);
  });

  it('is refused to every role but admin, whatever the route (403, nothing changed)', async () => {
    const store = (await admin.get(`/api/organizations${listQuery({ q: 'Tienda Centro' })}`)).body[0];
    const refused = '403 403 403 403 403 403 403';
    await expectRoleAnswers(suite.as, { storer: refused, financial: refused, endline: refused }, [
      (client) => client.get('/api/organizations'),
      (client) => client.get(`/api/organizations/${store.id}`),
      (client) => client.get(`/api/organizations/${store.id}/history`),
      (client, role) => client.post('/api/organizations', { name: `De ${role}` }),
      (client, role) => client.put(`/api/organizations/${store.id}`, { ...store, name: `De ${role}` }),
      (client) => client.delete(`/api/organizations/${store.id}`),
      (client) => client.put(`/api/organizations/${store.id}/restore`),
    ]);
    expect((await admin.get(`/api/organizations/${store.id}`)).body).toEqual(store);
  });

  it('answers odd bodies and list parameters with Spanish messages, never a 500', async () => {
    const odd = await admin.post('/api/organizations', {
      name: ['Tienda'],
      contacts: 'Carla',
      deposit_id: [depositId],
      region: 1e30,
      country: ['VE'],
    });
    expectFormErrors(odd, {
      name: ['El nombre debe ser un texto.'],
      contacts: ['Los contactos deben ser una lista.'],
      deposit_id: ['El depósito no es válido.'],
      region: ['El estado no es válido.'],
      country: ['El país debe ser uno de: VE.'],
    });
    const strings = await admin.post('/api/organizations', { name: 'Con contactos', contacts: ['Carla'] });
    expectFormErrors(strings, { 'contacts.0': ['Cada contacto debe tener nombre, ciudad y teléfono.'] });
    const many = await admin.post('/api/organizations', {
      name: 'Con contactos',
      contacts: Array.from({ length: 51 }, (_, i) => ({ name: `Contacto ${i}` })),
    });
    expectFormErrors(many, { contacts: ['Una tienda admite como máximo 50 contactos.'] });
    for (const filter of ['{"q":"a\\u0000"}', '{"q":["a"],"trashed":5}', '{"id":[{}]}'])
      expect((await admin.get(`/api/organizations?filter=${encodeURIComponent(filter)}`)).status).toBe(200);
    expect((await admin.get(`/api/organizations${listQuery({ q: 'Con contactos', trashed: 'with' })}`)).body).toEqual(
      [],
    );
  });
});
