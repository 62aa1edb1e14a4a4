import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

const filtros = {
  name: 'Pedro Gómez',
  company_name: 'Filtros del Centro C.A.',
  tax_id: 'J-12345678-9',
  email: 'ventas@filtros.test',
  phone: '0241-8000000',
  website: 'https://filtros.test',
  address: 'Zona Industrial',
  city: 'Valencia',
  country: 'Venezuela',
  notes: 'Entrega los martes',
};

describe('providers over HTTP', () => {
  let admin: HttpClient;
  let financial: HttpClient;
  let sales: HttpClient;

  beforeAll(async () => {
    admin = suite.admin;
    financial = await suite.as('financial');
    sales = await suite.as('sales');
    for (const provider of [
      filtros,
      { name: 'María León', company_name: 'Baterías León', tax_id: 'V-11222333', city: 'Maracay' },
      { name: 'Luis Pinto', company_name: 'Aceites Pinto', tax_id: 'G-20000001-0', city: 'Caracas' },
    ])
      expect((await admin.post('/api/providers', provider)).status).toBe(201);
  });

  it('lists with a search, a sort and a range, and says how many there are', async () => {
    const page = await financial.get(`/api/providers${listQuery({}, ['company_name', 'ASC'], [1, 2])}`);
    expect(page.status).toBe(200);
    expect(page.body.map((p: { company_name: string }) => p.company_name)).toEqual([
      'Baterías León',
      'Filtros del Centro C.A.',
    ]);
    expect(page.headers.get('content-range')).toBe('providers 1-2/3');
    const byRif = await financial.get(`/api/providers${listQuery({ q: '11222' })}`);
    expect(byRif.body).toEqual([expect.objectContaining({ name: 'María León', tax_id: 'V-11222333' })]);
    expect(byRif.headers.get('content-range')).toBe('providers 0-0/1');
  });

  it('shows a provider with no purchases yet: balance 0.00, no last purchase, no pending invoice', async () => {
    const [first] = (await financial.get(`/api/providers${listQuery({ q: 'filtros' })}`)).body;
    const shown = await financial.get(`/api/providers/${first.id}`);
    expect(shown.body).toEqual(
      expect.objectContaining({
        ...filtros,
        balance: '0.00',
        last_purchase_at: null,
        pending_shoppings: [],
        pending_invoices: [],
        deleted_at: null,
      }),
    );
  });

  it('creates, updates, deletes (soft) and restores a provider, as the trashed filter shows', async () => {
    const created = await financial.post('/api/providers', {
      name: 'Rosa Paz',
      company_name: 'Frenos Paz',
      tax_id: ' j-40000000-2 ',
      email: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tax_id: 'J-40000000-2', email: null, website: null, balance: '0.00' });
    const id = created.body.id;
    const updated = await financial.put(`/api/providers/${id}`, { ...created.body, city: 'Barquisimeto' });
    expect(updated.body).toMatchObject({ id, city: 'Barquisimeto' });

    expect((await financial.delete(`/api/providers/${id}`)).body.deleted_at).not.toBeNull();
    expect((await financial.get(`/api/providers${listQuery({ q: 'frenos' })}`)).body).toEqual([]);
    const only = await financial.get(`/api/providers${listQuery({ trashed: 'only' })}`);
    expect(only.body.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await financial.get(`/api/providers${listQuery({ trashed: 'with' })}`)).headers.get('content-range')).toBe(
      'providers 0-3/4',
    );
    const restored = await financial.put(`/api/providers/${id}/restore`);
    expect(restored.body).toMatchObject({ id, deleted_at: null });
    expect((await financial.put(`/api/providers/${id}/restore`)).body.message).toBe('El proveedor no está eliminado');
  });

  it('answers 400 with Spanish field messages', async () => {
    const missing = await admin.post('/api/providers', { email: 'x@y' });
    expectFormErrors(missing, {
      name: ['El nombre de contacto es obligatorio.'],
      company_name: ['El nombre de la empresa es obligatorio.'],
      tax_id: ['El RIF es obligatorio.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
    });
    const badRif = await admin.post('/api/providers', { ...filtros, tax_id: '12345678' });
    expect(badRif.body.errors).toEqual({ tax_id: ['El RIF no es válido (ejemplo: J-12345678-9).'] });
  });

  it('refuses a sales user (403), who is not among the roles of the providers screen', async () => {
    expect((await sales.get('/api/providers')).status).toBe(403);
    const refused = await sales.post('/api/providers', { ...filtros, company_name: 'Prohibida' });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/providers${listQuery({ q: 'Prohibida', trashed: 'with' })}`)).body).toEqual([]);
  });
});
