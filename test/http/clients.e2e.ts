import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

const juan = {
  name: 'Juan Pérez',
  identification: 'V-12345678',
  email: 'juan@correo.test',
  phone: '0414-1234567',
  address: 'Av. Bolívar, Valencia',
  companyName: 'Repuestos JP',
  typeClient: 'b',
};

describe('clients over HTTP', () => {
  let admin: HttpClient;
  let sales: HttpClient;
  let storer: HttpClient;

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
    storer = await suite.as('storer');
    for (const client of [
      juan,
      { name: 'Ana Rojas', identification: 'V-9876543', typeClient: 'a', companyName: 'Rojas Motors' },
      { name: 'Taller El Rápido', identification: 'rapido', typeClient: 'spot' },
    ])
      expect((await admin.post('/api/clients', client)).status).toBe(201);
  });

  it('has the POS default client seeded at startup (0000, Cliente General, type a)', async () => {
    const found = await admin.get(`/api/clients${listQuery({ q: '0000' })}`);
    expect(found.body).toEqual([
      expect.objectContaining({ id: 1, identification: '0000', name: 'Cliente General', typeClient: 'a', balance: 0 }),
    ]);
  });

  it('lists with a search, a type filter, a sort and a range, and says how many there are', async () => {
    const page = await sales.get(`/api/clients${listQuery({}, ['name', 'DESC'], [0, 1])}`);
    expect(page.status).toBe(200);
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Taller El Rápido', 'Juan Pérez']);
    expect(page.headers.get('content-range')).toBe('clients 0-1/4');

    const byCompany = await sales.get(`/api/clients${listQuery({ q: 'rojas mot' })}`);
    expect(byCompany.body).toEqual([
      expect.objectContaining({ name: 'Ana Rojas', companyName: 'Rojas Motors', balance: 0, deleted_at: null }),
    ]);
    expect(byCompany.headers.get('content-range')).toBe('clients 0-0/1');

    const spot = await sales.get(`/api/clients${listQuery({ typeClient: 'spot' })}`);
    expect(spot.body.map((c: { identification: string }) => c.identification)).toEqual(['rapido']);
  });

  it('creates, updates, deletes (soft) and restores a client, as the trashed filter shows', async () => {
    const created = await sales.post('/api/clients', {
      name: '  Carla Díaz ',
      identification: 'E-8123456',
      email: 'CARLA@Correo.test',
      typeClient: 'freelancer',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Carla Díaz',
      email: 'carla@correo.test',
      phone: null,
      typeClient: 'freelancer',
      balance: 0,
    });
    const id = created.body.id;
    const updated = await sales.put(`/api/clients/${id}`, { ...created.body, phone: '0212-5550000', balance: 99 });
    expect(updated.body).toMatchObject({ id, phone: '0212-5550000', balance: 0 });

    const deleted = await sales.delete(`/api/clients/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).not.toBeNull();
    expect((await sales.get(`/api/clients${listQuery({ q: 'carla' })}`)).body).toEqual([]);
    const only = await sales.get(`/api/clients${listQuery({ q: 'carla', trashed: 'only' })}`);
    expect(only.body.map((c: { id: number }) => c.id)).toEqual([id]);
    const withDeleted = await sales.get(`/api/clients${listQuery({ trashed: 'with' })}`);
    expect(withDeleted.headers.get('content-range')).toBe('clients 0-4/5');

    const restored = await sales.put(`/api/clients/${id}/restore`);
    expect(restored.body).toMatchObject({ id, deleted_at: null });
    const again = await sales.put(`/api/clients/${id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El cliente no está eliminado');

    const logs = await admin.get(`/api/logs${listQuery({ q: 'el cliente' }, ['id', 'ASC'])}`);
    expect(logs.body.map((l: { description: string }) => l.description)).toEqual(
      expect.arrayContaining(['Registró el cliente E-8123456 Carla Díaz', 'Restauró el cliente Carla Díaz']),
    );
  });

  it('keeps an identification to one live client: a deleted one frees it, and then cannot come back', async () => {
    const duplicate = await admin.post('/api/clients', { ...juan, identification: ' v-12345678 ', name: 'Otro Juan' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Ya existe un cliente con esa identificación');

    const first = await admin.post('/api/clients', {
      name: 'Luis Mora',
      identification: 'J-30000000-1',
      typeClient: 'c',
    });
    await admin.delete(`/api/clients/${first.body.id}`);
    const reused = await admin.post('/api/clients', {
      name: 'Luisa Mora',
      identification: 'J-30000000-1',
      typeClient: 'c',
    });
    expect(reused.status).toBe(201);

    const restore = await admin.put(`/api/clients/${first.body.id}/restore`);
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe('Ya existe un cliente con esa identificación');
    expect((await admin.get(`/api/clients/${first.body.id}`)).body.deleted_at).not.toBeNull();

    const renamed = await admin.put(`/api/clients/${reused.body.id}`, { ...reused.body, identification: 'rapido' });
    expect(renamed.status).toBe(409);
  });

  it('lets exactly one of ten simultaneous creations with one identification win (201), the others get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? sales : admin).post('/api/clients', {
          name: `Cliente simultáneo ${i}`,
          identification: i % 3 ? 'V-55555555' : ' v-55555555 ',
          typeClient: 'a',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toBe('Ya existe un cliente con esa identificación');

    const winner = answers.find((answer) => answer.status === 201)!.body;
    const holders = await admin.get(`/api/clients${listQuery({ q: '55555555', trashed: 'with' })}`);
    expect(holders.body).toEqual([expect.objectContaining({ id: winner.id, name: winner.name })]);
    const logs = await admin.get(`/api/logs${listQuery({ q: 'simultáneo' }, ['id', 'ASC'], [0, 99])}`);
    expect(logs.body.map((log: { description: string }) => log.description)).toEqual([
      `Registró el cliente ${winner.identification} ${winner.name}`,
    ]);
  });

  it('looks a live client up by its identification, or answers 404', async () => {
    const found = await sales.get('/api/clients/lookup?identification=%20v-12345678%20');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ name: 'Juan Pérez', identification: 'V-12345678', balance: 0 });
    const missing = await sales.get('/api/clients/lookup?identification=V-00000001');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No se encontró el cliente.');
    expect((await sales.get('/api/clients/lookup')).status).toBe(400);
  });

  it('filters the list by exact identification, where none is an empty list (200), not a 404', async () => {
    const found = await sales.get(
      `/api/clients${listQuery({ identification: ' v-12345678 ' }, ['id', 'ASC'], [0, 0])}`,
    );
    expect(found.status).toBe(200);
    expect(found.body).toEqual([expect.objectContaining({ name: 'Juan Pérez', identification: 'V-12345678' })]);
    // Exact, not a search: a part of an identification finds nobody.
    const part = await sales.get(`/api/clients${listQuery({ identification: 'V-1234567' })}`);
    expect(part.status).toBe(200);
    expect(part.body).toEqual([]);
    const none = await sales.get(`/api/clients${listQuery({ identification: 'V-00000001' })}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(none.headers.get('content-range')).toBe('clients 0-0/0');
  });

  it('answers 400 with Spanish field messages and 404 for an unknown client', async () => {
    const bad = await admin.post('/api/clients', { name: ' ', email: 'no-es-correo', typeClient: 'vip' });
    expectFormErrors(bad, {
      name: ['El nombre es obligatorio.'],
      identification: ['El alias o número de identificación es obligatorio.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      typeClient: ['El tipo de cliente debe ser uno de: freelancer, spot, a, b, c.'],
    });
    expect((await admin.get('/api/clients/999999')).status).toBe(404);
  });

  it('refuses a storer (403), who is not among the roles of the clients screen', async () => {
    expect((await storer.get('/api/clients')).status).toBe(403);
    expect((await storer.get('/api/clients/lookup?identification=0000')).status).toBe(403);
    const refused = await storer.post('/api/clients', { name: 'Prohibido', identification: 'X1', typeClient: 'a' });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/clients${listQuery({ q: 'Prohibido', trashed: 'with' })}`)).body).toEqual([]);
  });
});
