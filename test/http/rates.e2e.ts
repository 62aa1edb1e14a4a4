import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';

const suite = httpSuite();

describe('exchange rates over HTTP', () => {
  let admin: HttpClient;

  beforeAll(() => {
    admin = suite.admin;
  });

  it('creates a rate that the list, the current rate and the activity log show at once', async () => {
    const created = await admin.post('/api/taxes', { change: '36.55', cop_change: '0.0091' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ change: 36.55, cop_change: 0.0091 });

    const list = await admin.get('/api/taxes?sort=["created_at","DESC"]&range=[0,9]');
    expect(list.body[0]).toMatchObject({ id: created.body.id, change: 36.55 });
    expect(list.headers.get('content-range')).toMatch(/^taxes 0-\d+\/\d+$/);

    expect((await admin.get('/api/taxes/current')).body).toMatchObject({ id: created.body.id, change: 36.55 });

    const logs = await admin.get(
      `/api/logs?filter=${encodeURIComponent(JSON.stringify({ q: `#${created.body.id}:` }))}`,
    );
    expect(logs.body[0]).toMatchObject({
      category: 'Tasas',
      user_name: 'Administrador General',
    });
    expect(logs.body[0].description).toContain('36,55');
  });

  it('makes the newest rate the current one, and edits and deletes with a history', async () => {
    const first = await admin.post('/api/taxes', { change: 40, cop_change: 0.009 });
    const second = await admin.post('/api/taxes', { change: 41.1, cop_change: 0.009 });
    expect((await admin.get('/api/taxes/current')).body.id).toBe(second.body.id);

    const edited = await admin.put(`/api/taxes/${first.body.id}`, { change: '40.50', cop_change: '0.008123' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ change: 40.5, cop_change: 0.008123 });

    const removed = await admin.delete(`/api/taxes/${second.body.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.get(`/api/taxes/${second.body.id}`)).status).toBe(404);
    expect((await admin.get('/api/taxes/current')).body.id).not.toBe(second.body.id);

    const history = await admin.get(`/api/taxes/${first.body.id}/history`);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['TaxeCreated', 'TaxeUpdated']);
    expect(history.body[1]).toMatchObject({
      user: { name: 'Administrador General' },
      data: { change: '40.50', previous: { change: '40.00' } },
    });
    expect(history.body[1].description).toContain('40,00 → 40,50');
  });

  it('answers a record as it was at an earlier instant (as_of)', async () => {
    const created = await admin.post('/api/taxes', { change: 50, cop_change: 0.01 });
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.put(`/api/taxes/${created.body.id}`, { change: 55, cop_change: 0.01 });
    const then = await admin.get(`/api/taxes/${created.body.id}?as_of=${encodeURIComponent(between)}`);
    expect(then.body.change).toBe(50);
    expect((await admin.get(`/api/taxes/${created.body.id}`)).body.change).toBe(55);
  });

  it.each([
    [{}, 'change', 'La tasa del dólar es obligatoria.'],
    [{ change: '', cop_change: 0.01 }, 'change', 'La tasa del dólar es obligatoria.'],
    [{ change: -5, cop_change: 0.01 }, 'change', 'La tasa del dólar debe ser mayor a cero.'],
    [{ change: 0, cop_change: 0.01 }, 'change', 'La tasa del dólar debe ser mayor a cero.'],
    [{ change: 'abc', cop_change: 0.01 }, 'change', 'La tasa del dólar debe ser un número.'],
    [{ change: 36.555, cop_change: 0.01 }, 'change', 'La tasa del dólar admite como máximo 2 decimales.'],
    [{ change: 36, cop_change: 'x' }, 'cop_change', 'La tasa del peso debe ser un número.'],
    [{ change: 36, cop_change: 0 }, 'cop_change', 'La tasa del peso debe ser mayor a cero.'],
    [
      { change: '100000000000000000', cop_change: 1 },
      'change',
      'La tasa del dólar debe ser menor a 10.000.000.000.000.000.',
    ],
    [{ change: '1e2', cop_change: 1 }, 'change', 'La tasa del dólar debe ser un número.'],
    [{ change: '0x10', cop_change: 1 }, 'change', 'La tasa del dólar debe ser un número.'],
  ])('refuses bad input %j with a 400 and the Spanish field message', async (body, field, message) => {
    const before = (await admin.get('/api/taxes')).headers.get('content-range');
    const response = await admin.post('/api/taxes', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Error en el formulario');
    expect(response.body.errors[field]).toContain(message);
    expect((await admin.get('/api/taxes')).headers.get('content-range')).toBe(before);
  });

  it.each(['sort=5', 'range={}', 'range=[1e20,1e21]', 'filter=[1]', 'filter={"date_gte":"12"}'])(
    'answers list parameters %s with a 400 or ignores them, never a 500',
    async (query) => {
      const response = await admin.get(`/api/taxes?${query}`);
      expect([200, 400]).toContain(response.status);
    },
  );

  it('checks the anti-forgery header whatever the case of the path', async () => {
    const response = await admin.request('POST', '/API/taxes', { change: 40, cop_change: 0.01 }, { xsrf: false });
    expect(response.status).toBe(403);
  });

  it('refuses malformed JSON with a 400, never a 500', async () => {
    const response = await admin.request('POST', '/api/taxes', '{"change": ', { headers: {} });
    expect(response.status).toBe(400);
  });

  it("names each rate left out on its field ('... es obligatoria'), and keeps nothing", async () => {
    const before = totalOf(await admin.get('/api/taxes'));
    const answer = await admin.post('/api/taxes', {});
    expect([answer.status, answer.body.errors]).toEqual([
      400,
      { change: ['La tasa del dólar es obligatoria.'], cop_change: ['La tasa del peso es obligatoria.'] },
    ]);
    const half = await admin.post('/api/taxes', { change: 40 });
    expect([half.status, half.body.errors]).toEqual([400, { cop_change: ['La tasa del peso es obligatoria.'] }]);
    expect(totalOf(await admin.get('/api/taxes'))).toBe(before);
  });

  it('refuses editing or deleting a deleted rate with a 409 and its message', async () => {
    const created = await admin.post('/api/taxes', { change: 60, cop_change: 0.01 });
    await admin.delete(`/api/taxes/${created.body.id}`);
    const again = await admin.delete(`/api/taxes/${created.body.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La tasa de cambio fue eliminada');
    const edit = await admin.put(`/api/taxes/${created.body.id}`, { change: 61, cop_change: 0.01 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('La tasa de cambio fue eliminada');
  });

  it('answers 404 for a rate that never existed', async () => {
    expect((await admin.put('/api/taxes/999999', { change: 1, cop_change: 1 })).status).toBe(404);
    expect((await admin.get('/api/taxes/abc')).status).toBe(404);
  });

  it('records one rate when the same Idempotency-Key is sent twice, even at once', async () => {
    const count = async () => totalOf(await admin.get('/api/taxes'));
    const before = await count();
    const headers = { 'Idempotency-Key': `tasa-${Date.now()}` };
    const send = () => admin.request('POST', '/api/taxes', { change: 70, cop_change: 0.01 }, { headers });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  it('runs a job through the queue (health probe)', async () => {
    const response = await admin.get('/api/health/jobs');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', backend: process.env.REDIS_URL ? 'redis' : 'postgresql' });
  });

  it('answers a body that is not an object, and a search with a NUL character, in Spanish and without a 500', async () => {
    const array = await admin.post('/api/taxes', [1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.errors._).toEqual(['Los datos enviados deben ser un objeto JSON.']);
    const logs = await admin.get(`/api/logs?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))}`);
    expect(logs.status).toBe(200);
  });

  it('serves the version to whoever is signed in, not to a visitor', async () => {
    const response = await admin.get('/api/version');
    expect(response.body).toMatchObject({ major: expect.any(Number), changelog: expect.any(Array) });
    const visitor = await suite.anonymous().get('/api/version');
    expect([visitor.status, visitor.body.message]).toEqual([401, 'Debe iniciar sesión.']);
  });
});
