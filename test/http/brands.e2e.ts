import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

describe('brands over HTTP (the generic catalogue routes)', () => {
  let admin: HttpClient;
  let sales: HttpClient;

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
    for (const [name, code] of [
      ['Bosch', 'BOS'],
      ['Mann Filter', 'MAN'],
      ['Valeo', 'VAL'],
      ['NGK', null],
    ])
      expect((await admin.post('/api/brands', { name, code })).status).toBe(201);
  });

  it('lists with a search, a sort and a range, and says how many there are', async () => {
    const all = await admin.get(`/api/brands${listQuery({}, ['name', 'DESC'], [0, 1])}`);
    expect(all.body.map((b: { name: string }) => b.name)).toEqual(['Valeo', 'NGK']);
    expect(all.headers.get('content-range')).toBe('brands 0-1/4');
    const found = await admin.get(`/api/brands${listQuery({ q: 'filt' })}`);
    expect(found.body).toEqual([expect.objectContaining({ name: 'Mann Filter', code: 'MAN', deleted_at: null })]);
    expect(found.headers.get('content-range')).toBe('brands 0-0/1');
  });

  it('creates, updates, deletes (soft) and restores, with the trashed filter and the log', async () => {
    const created = await admin.post('/api/brands', { name: '  Denso ', code: 'DEN' });
    expect(created.body).toMatchObject({ name: 'Denso', code: 'DEN' });
    const id = created.body.id;
    const updated = await admin.put(`/api/brands/${id}`, { name: 'Denso Japan', code: 'DEN' });
    expect(updated.body).toMatchObject({ id, name: 'Denso Japan' });

    const deleted = await admin.delete(`/api/brands/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).not.toBeNull();
    const live = await admin.get(`/api/brands${listQuery({ q: 'denso' })}`);
    expect(live.body).toEqual([]);
    const only = await admin.get(`/api/brands${listQuery({ q: 'denso', trashed: 'only' })}`);
    expect(only.body.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await admin.get(`/api/brands${listQuery({ trashed: 'with' })}`)).headers.get('content-range')).toMatch(
      /\/5$/,
    );

    expect((await admin.put(`/api/brands/${id}`, { name: 'X' })).body.message).toBe('La marca fue eliminada');
    const restored = await admin.put(`/api/brands/${id}/restore`);
    expect(restored.body.deleted_at).toBeNull();
    const again = await admin.put(`/api/brands/${id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La marca no está eliminada');

    const history = await admin.get(`/api/brands/${id}/history`);
    expect(history.body.map((e: { type: string }) => e.type)).toEqual([
      'BrandCreated',
      'BrandUpdated',
      'BrandDeleted',
      'BrandRestored',
    ]);
    const logs = await admin.get(`/api/logs${listQuery({ q: 'la marca' }, ['id', 'ASC'])}`);
    expect(logs.body.map((l: { description: string }) => l.description)).toEqual(
      expect.arrayContaining([
        'Registró la marca Denso',
        'Modificó la marca Denso → Denso Japan',
        'Restauró la marca Denso Japan',
      ]),
    );
  });

  it('answers a brand as it was at an earlier instant (as_of)', async () => {
    const created = await admin.post('/api/brands', { name: 'Champion', code: 'CHA' });
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.put(`/api/brands/${created.body.id}`, { name: 'Champion Labs', code: 'CHA' });
    const then = await admin.get(`/api/brands/${created.body.id}?as_of=${encodeURIComponent(between)}`);
    expect(then.body).toMatchObject({ id: created.body.id, name: 'Champion', code: 'CHA', deleted_at: null });
    expect((await admin.get(`/api/brands/${created.body.id}?as_of=1999-01-01T00:00:00Z`)).status).toBe(404);
    expect((await admin.get(`/api/brands/${created.body.id}?as_of=ayer`)).status).toBe(400);
  });

  it('answers 400 with Spanish field messages and 404 for an unknown record', async () => {
    const bad = await admin.post('/api/brands', { name: '   ' });
    expectFormErrors(bad, { name: ['El nombre es obligatorio.'] });
    expect((await admin.get('/api/brands/999999')).status).toBe(404);
  });

  it('lets a sales user read brands but not change them (403, nothing written)', async () => {
    expect((await sales.get('/api/brands')).status).toBe(200);
    const refused = await sales.post('/api/brands', { name: 'Prohibida' });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/brands${listQuery({ q: 'Prohibida', trashed: 'with' })}`)).body).toEqual([]);
  });
});
