import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

interface Spent {
  id: number;
  name: string;
  date: string;
  /** A decimal string with 2 decimals, as every money answer of the purchasing side. */
  amount: string;
  method: string;
  spent_category_id: number;
  category: { id: number; name: string } | null;
}

describe('expenses and their categories over HTTP', () => {
  let admin: HttpClient;
  let financial: HttpClient;
  let sales: HttpClient;
  let categories: Record<string, number>;

  beforeAll(async () => {
    admin = suite.admin;
    financial = await suite.as('financial');
    sales = await suite.as('sales');

    const seeded = await admin.get(`/api/spent-categories${listQuery({}, ['name', 'ASC'])}`);
    categories = Object.fromEntries(seeded.body.map((c: { id: number; name: string }) => [c.name, c.id]));
    for (const [name, date, amount, category, method] of [
      ['Luz', '2026-03-05', '120', 'Servicios', 'transferencia'],
      ['Agua', '2026-03-10', '35.5', 'Servicios', 'efectivo'],
      ['Local', '2026-04-01', '800', 'Alquiler', 'zelle'],
      ['Flete', '2026-04-15', '60', 'Transporte', 'pago-movil'],
    ] as const)
      expect(
        (
          await admin.post('/api/spents', {
            name,
            date,
            amount,
            spent_category_id: categories[category],
            method,
          })
        ).status,
      ).toBe(201);
  });

  it('starts with the default expense categories', () => {
    expect(Object.keys(categories)).toEqual(['Alquiler', 'Nómina', 'Otros', 'Servicios', 'Transporte']);
  });

  it('lists expenses with a search, filters, a sort and a range, with their category', async () => {
    const page = await financial.get(`/api/spents${listQuery({}, ['amount', 'DESC'], [0, 1])}`);
    expect(page.headers.get('content-range')).toBe('spents 0-1/4');
    expect(page.body.map((s: Spent) => s.name)).toEqual(['Local', 'Luz']);
    expect(page.body[0]).toMatchObject({
      name: 'Local',
      date: '2026-04-01',
      amount: '800.00',
      method: 'zelle',
      spent_category_id: categories.Alquiler,
      category: { id: categories.Alquiler, name: 'Alquiler' },
    });

    const march = await admin.get(
      `/api/spents${listQuery({ date_gte: '2026-03-01', date_lte: '2026-03-31' }, ['date', 'ASC'])}`,
    );
    expect(march.body.map((s: Spent) => s.name)).toEqual(['Luz', 'Agua']);
    expect(march.headers.get('content-range')).toBe('spents 0-1/2');

    const services = await admin.get(
      `/api/spents${listQuery({ spent_category_id: categories.Servicios, q: 'agu' }, ['name', 'ASC'])}`,
    );
    expect(services.body.map((s: Spent) => s.name)).toEqual(['Agua']);
    expect(services.headers.get('content-range')).toBe('spents 0-0/1');

    const byCategory = await admin.get(`/api/spents${listQuery({ q: 'alquiler' })}`);
    expect(byCategory.body.map((s: Spent) => s.name)).toEqual(['Local']);
    const sorted = await admin.get(`/api/spents${listQuery({}, ['category.name', 'ASC'], [2, 3])}`);
    expect(sorted.body.map((s: Spent) => s.category?.name)).toEqual(['Servicios', 'Transporte']);
    expect(sorted.headers.get('content-range')).toBe('spents 2-3/4');
  });

  it('creates, updates and deletes an expense, and the log names its amount', async () => {
    const created = await financial.post('/api/spents', {
      name: ' Internet ',
      date: '2026-05-02',
      amount: '1250,5',
      spent_category_id: String(categories.Servicios),
      method: 'efectivo',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Internet', date: '2026-05-02', amount: '1250.50', method: 'efectivo' });
    const id = created.body.id;

    const updated = await financial.put(`/api/spents/${id}`, {
      ...created.body,
      amount: 1300,
      spent_category_id: categories.Otros,
    });
    expect(updated.body).toMatchObject({ id, amount: '1300.00', category: { id: categories.Otros, name: 'Otros' } });
    expect((await financial.get(`/api/spents/${id}`)).body).toMatchObject({
      id,
      date: '2026-05-02',
      amount: '1300.00',
    });

    const deleted = await financial.delete(`/api/spents/${id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/api/spents${listQuery({ q: 'internet' })}`)).body).toEqual([]);
    expect((await admin.put(`/api/spents/${id}`, updated.body)).body.message).toBe('El gasto fue eliminado');

    const logs = await admin.get(`/api/logs${listQuery({ q: 'el gasto' }, ['id', 'ASC'])}`);
    expect(logs.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ description: 'Registró el gasto Internet $1,250.50', category: 'Gastos' }),
        expect.objectContaining({ description: 'Modificó el gasto Internet $1,250.50 → Internet $1,300.00' }),
        expect.objectContaining({ description: 'Eliminó el gasto Internet $1,300.00' }),
      ]),
    );
  });

  it('answers 400 with Spanish field messages, also for a category that does not exist', async () => {
    const bad = await admin.post('/api/spents', { name: '', date: 'ayer', amount: '-5', method: 'cheque' });
    expectFormErrors(bad, {
      name: ['El nombre es obligatorio.'],
      date: ['La fecha no es válida.'],
      amount: ['El monto debe ser mayor o igual a 0.'],
      spent_category_id: ['Debe seleccionar una categoría.'],
      method: ['El método de pago debe ser uno de: efectivo, transferencia, pago-movil, zelle.'],
    });
    const unknown = await admin.post('/api/spents', {
      name: 'Luz',
      date: '2026-03-05',
      amount: 1,
      spent_category_id: 999999,
      method: 'efectivo',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ spent_category_id: ['La categoría seleccionada no existe.'] });
  });

  it('refuses a sales user (403) and writes nothing', async () => {
    expect((await sales.get('/api/spents')).status).toBe(403);
    expect((await sales.get('/api/spent-categories')).status).toBe(403);
    const refused = await sales.post('/api/spents', {
      name: 'Prohibido',
      date: '2026-03-05',
      amount: 1,
      spent_category_id: categories.Otros,
      method: 'efectivo',
    });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/spents${listQuery({ q: 'Prohibido' })}`)).body).toEqual([]);
  });

  it('keeps category names unique among live categories and a category in use', async () => {
    const created = await financial.post('/api/spent-categories', { name: 'Publicidad' });
    expect(created.status).toBe(201);
    const duplicate = await admin.post('/api/spent-categories', { name: ' publicidad ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Ya existe una categoría de gastos con ese nombre');
    expect((await admin.post('/api/spent-categories', { name: '' })).body.errors).toEqual({
      name: ['El nombre es obligatorio.'],
    });

    const renamed = await admin.put(`/api/spent-categories/${created.body.id}`, { name: 'Mercadeo' });
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Mercadeo' });
    const found = await admin.get(`/api/spent-categories${listQuery({ q: 'merca' })}`);
    expect(found.body.map((c: { name: string }) => c.name)).toEqual(['Mercadeo']);

    const inUse = await admin.delete(`/api/spent-categories/${categories.Servicios}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('La categoría tiene gastos asociados.');

    expect((await admin.delete(`/api/spent-categories/${created.body.id}`)).status).toBe(200);
    expect((await admin.post('/api/spent-categories', { name: 'Mercadeo' })).status).toBe(201);
    const log = await admin.get(`/api/logs${listQuery({ q: 'categoría de gastos' })}`);
    expect(log.body.map((l: { description: string }) => l.description)).toContain(
      'Eliminó la categoría de gastos Mercadeo',
    );
  });
});
