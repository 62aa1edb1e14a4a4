import type { PaymentMethodView as Method } from '../../apps/api/src/payment-methods/payment-method.reader';
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();

describe('payment methods over HTTP', () => {
  let admin: HttpClient;
  let sales: HttpClient;

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
  });

  it('answers every method to any role without a range, as the sale forms load them', async () => {
    const all = await sales.get('/api/payment-methods');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('payment-methods 0-7/8');
    expect(all.body.map((m: Method) => m.code)).toEqual([
      'efectivo',
      'transferencia',
      'transferencia-usd',
      'zelle',
      'pago-movil',
      'biopago',
      'credito',
      'nota-credito',
    ]);
    expect(all.body[1]).toEqual({
      id: 2,
      code: 'transferencia',
      name: 'Transferencia (Bs)',
      change: false,
      change_currency: 'VES',
      foreign_currency: false,
      system: true,
    });
  });

  it('lists with a search, a sort and a range', async () => {
    const page = await admin.get(`/api/payment-methods${listQuery({}, ['name', 'ASC'], [1, 2])}`);
    expect(page.body.map((m: Method) => m.name)).toEqual(['Crédito', 'Efectivo']);
    expect(page.headers.get('content-range')).toBe('payment-methods 1-2/8');
    const found = await admin.get(`/api/payment-methods${listQuery({ q: 'transf' }, ['code', 'DESC'])}`);
    expect(found.body.map((m: Method) => m.code)).toEqual(['transferencia-usd', 'transferencia']);
    expect(found.headers.get('content-range')).toBe('payment-methods 0-1/2');
  });

  it('adds a method, changes it (not its code) and deletes it, freeing its code', async () => {
    const created = await admin.post('/api/payment-methods', {
      code: 'binance',
      name: 'Binance',
      change: false,
      change_currency: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'binance', name: 'Binance', change: false, system: false });
    const id = created.body.id;
    expect(id).toBeGreaterThan(8);

    const duplicate = await admin.post('/api/payment-methods', { code: 'binance', name: 'Otra' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Ya existe un método de pago con ese código.');

    const updated = await admin.put(`/api/payment-methods/${id}`, {
      ...created.body,
      name: 'Binance Pay',
      change_currency: 'VES',
    });
    expect(updated.body).toEqual({ ...created.body, name: 'Binance Pay', change_currency: 'VES' });
    const recoded = await admin.put(`/api/payment-methods/${id}`, { ...updated.body, code: 'bnb' });
    expect(recoded.status).toBe(409);
    expect(recoded.body.message).toBe('El código de un método de pago no se puede cambiar.');

    const deleted = await admin.delete(`/api/payment-methods/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, code: 'binance' });
    expect((await admin.get(`/api/payment-methods/${id}`)).status).toBe(404);
    expect((await admin.get('/api/payment-methods')).headers.get('content-range')).toBe('payment-methods 0-7/8');
    const again = await admin.post('/api/payment-methods', { code: 'binance', name: 'Binance' });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(id);

    const logs = await admin.get(`/api/logs${listQuery({ q: 'método de pago' }, ['id', 'ASC'], [0, 99])}`);
    expect(logs.body.map((l: { description: string }) => l.description)).toEqual(
      expect.arrayContaining([
        'Registró el método de pago Binance',
        'Modificó el método de pago Binance → Binance Pay',
        'Eliminó el método de pago Binance Pay (binance)',
      ]),
    );
  });

  it("shows a method's history, oldest first", async () => {
    const history = await admin.get('/api/payment-methods/1/history');
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({ type: 'PaymentMethodAdded', data: { code: 'efectivo' } });
  });

  it('changes a system method but refuses to delete it or to reuse its code', async () => {
    const updated = await admin.put('/api/payment-methods/4', { name: 'Zelle (USD)', change: false });
    expect(updated.body).toMatchObject({ id: 4, code: 'zelle', name: 'Zelle (USD)', change_currency: null });
    const refused = await admin.delete('/api/payment-methods/4');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este método de pago es del sistema y no se puede eliminar.');
    expect((await admin.get('/api/payment-methods/4')).status).toBe(200);
    const taken = await admin.post('/api/payment-methods', { code: 'efectivo', name: 'Efectivo 2' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ya existe un método de pago con ese código.');
  });

  it('answers 400 with Spanish field messages and 404 for an unknown method', async () => {
    const bad = await admin.post('/api/payment-methods', { code: 'Pago Móvil', name: ' ', change_currency: 'USD' });
    expectFormErrors(bad, {
      code: ['El código admite solo letras minúsculas, números y guiones (por ejemplo: pago-movil).'],
      name: ['El nombre es obligatorio.'],
      change_currency: ['La moneda de pago debe ser VES o vacía.'],
    });
    expect((await admin.get('/api/payment-methods/999999')).status).toBe(404);
    expect((await admin.delete('/api/payment-methods/999999')).status).toBe(404);
  });

  it('lets only admin change the methods (403 for sales, nothing written)', async () => {
    expect((await sales.post('/api/payment-methods', { code: 'paypal', name: 'PayPal' })).status).toBe(403);
    expect((await sales.put('/api/payment-methods/1', { name: 'Cash' })).status).toBe(403);
    expect((await sales.delete('/api/payment-methods/1')).status).toBe(403);
    const list = await admin.get(`/api/payment-methods${listQuery({ q: 'paypal' })}`);
    expect(list.body).toEqual([]);
    expect((await admin.get('/api/payment-methods/1')).body.name).toBe('Efectivo');
  });
});
