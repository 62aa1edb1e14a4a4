import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { expectRoleAnswers } from '../support/role-answers';

const suite = httpSuite();

describe('the account over HTTP', () => {
  let admin: HttpClient;
  let sales: HttpClient;

  const account = {
    name: 'Repuestos El Llano C.A.',
    identification: 'J-12345678-9',
    email: 'info@elllano.test',
    phone: '0212-5551234',
    reasonName: 'Repuestos El Llano',
    address: 'Av. Principal, Caracas',
    sidebarColor: '#1A237E',
    textSidebarColor: '#e8eaf6',
    textHoverSidebarColor: '#ffeb3b',
    logo: null,
  };

  beforeAll(async () => {
    admin = suite.admin;
    sales = await suite.as('sales');
  });

  it('is seeded once with id 1 (the id /api/me gives) and the shell colours; every signed-in user reads it', async () => {
    expect((await sales.get('/api/me')).body.account_id).toBe('1');
    const seeded = await sales.get('/api/accounts/1');
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({
      id: 1,
      name: 'Mi Empresa',
      identification: 'J-00000000-0',
      email: 'info@example.com',
      sidebarColor: '#12343b',
      textSidebarColor: '#d7e6e4',
      textHoverSidebarColor: '#ffffff',
      logo: null,
    });
    const list = await admin.get('/api/accounts');
    expect(list.body).toHaveLength(1);
    expect(list.headers.get('content-range')).toBe('accounts 0-0/1');
    expect((await admin.get('/api/accounts/2')).status).toBe(404);
  });

  it('is edited by the admin: colours in lower case, the log names it', async () => {
    const before = (await admin.get('/api/accounts/1')).body.name;
    const updated = await admin.put('/api/accounts/1', account);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...account, sidebarColor: '#1a237e' });
    expect((await sales.get('/api/accounts/1')).body.sidebarColor).toBe('#1a237e');
    const logs = await admin.get(`/api/logs?filter=${encodeURIComponent(JSON.stringify({ q: 'la cuenta' }))}`);
    expect(logs.body.map((l: { description: string }) => l.description)).toContain(
      `Modificó la cuenta ${before} → Repuestos El Llano C.A.`,
    );
  });

  it('keeps its history (admin only), and saving it unchanged records nothing', async () => {
    const before = await admin.get('/api/accounts/1/history');
    expect(before.status).toBe(200);
    expect(before.body[0].type).toBe('AccountCreated');
    const current = (await admin.get('/api/accounts/1')).body;
    expect((await admin.put('/api/accounts/1', current)).status).toBe(200);
    const after = await admin.get('/api/accounts/1/history');
    expect(after.body).toHaveLength(before.body.length);
    const refused = await sales.get('/api/accounts/1/history');
    expect([refused.status, refused.body]).toEqual([403, { message: 'No tiene permiso para realizar esta acción.' }]);
  });

  it('answers 400 with Spanish field messages', async () => {
    const bad = await admin.put('/api/accounts/1', {
      ...account,
      name: '',
      identification: '',
      email: 'correo',
      sidebarColor: 'azul',
      textSidebarColor: '#12345',
      logo: 'http://afuera/logo.png',
    });
    expectFormErrors(bad, {
      name: ['El nombre es obligatorio.'],
      identification: ['El número de identificación es obligatorio.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      sidebarColor: ['El color de la barra lateral debe ser un color hexadecimal como #12343b.'],
      textSidebarColor: ['El color del texto de la barra lateral debe ser un color hexadecimal como #12343b.'],
      logo: ['El logo debe ser una imagen subida (PNG, JPG, GIF o WEBP).'],
    });
  });

  it('is only changed by the admin (403), and never created nor deleted from the API', async () => {
    expect((await sales.put('/api/accounts/1', account)).status).toBe(403);
    expect((await sales.get('/api/accounts')).status).toBe(403);
    expect((await admin.post('/api/accounts', account)).status).toBe(404);
    expect((await admin.delete('/api/accounts/1')).status).toBe(404);
  });

  it('is read by every role and changed by admin only (403 for the others, nothing changed)', async () => {
    const before = (await admin.get('/api/accounts/1')).body;
    await expectRoleAnswers(suite.as, { storer: '200 403 403', financial: '200 403 403', endline: '200 403 403' }, [
      (client) => client.get('/api/accounts/1'),
      (client) => client.get('/api/accounts'),
      (client, role) => client.put('/api/accounts/1', { ...account, name: `Cuenta de ${role}` }),
    ]);
    expect((await admin.get('/api/accounts/1')).body).toEqual(before);
  });

  it('answers odd bodies with Spanish field messages, never a 500', async () => {
    const odd = await admin.put('/api/accounts/1', {
      ...account,
      name: ['Empresa'],
      email: { a: 1 },
      sidebarColor: ['#000000'],
      textSidebarColor: 12,
      logo: ['x'],
    });
    expectFormErrors(odd, {
      name: ['El nombre debe ser un texto.'],
      email: ['El correo electrónico no es un correo electrónico válido.'],
      sidebarColor: ['El color de la barra lateral debe ser un color hexadecimal como #12343b.'],
      textSidebarColor: ['El color del texto de la barra lateral debe ser un color hexadecimal como #12343b.'],
      logo: ['El logo debe ser una imagen subida (PNG, JPG, GIF o WEBP).'],
    });
    const array = await admin.request('PUT', '/api/accounts/1', '[]');
    expectFormErrors(array, { _: ['Los datos enviados deben ser un objeto JSON.'] });
    expect((await admin.put('/api/accounts/abc', account)).status).toBe(404);
  });
});
