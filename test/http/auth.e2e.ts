import { expectFormErrors } from '../support/form-errors';
import { httpSuite } from '../support/http-suite';
import type { TestServer } from '../support/server';

const suite = httpSuite();

describe('sign-in over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = suite.server;
    await server.createUser({
      email: 'vendedor@prueba.test',
      password: 'ventas-123',
      role: 'sales',
      first_name: 'Víctor',
      last_name: 'Vendedor',
    });
    await server.createUser({
      email: 'almacen@prueba.test',
      password: 'almacen-123',
      role: 'storer',
      first_name: 'Ana',
      last_name: 'Almacén',
    });
  });

  it('signs in, answers who I am, and signs out', async () => {
    const client = suite.anonymous();
    expect((await client.get('/api/me')).status).toBe(401);

    const login = await client.login(server.adminEmail, server.adminPassword);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: server.adminEmail, role: 'admin', first_name: 'Administrador' });
    expect(client.cookie('bo_session')).toBeTruthy();

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('admin');

    expect((await client.delete('/api/logout')).status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('keeps the session cookie beyond the browser only with "Mantener sesión iniciada"', async () => {
    const client = suite.anonymous();
    await client.get('/api/utils/states');
    const brief = await client.login(server.adminEmail, server.adminPassword, false);
    const briefCookie = brief.headers.getSetCookie().find((c) => c.startsWith('bo_session='))!;
    expect(briefCookie).not.toMatch(/Max-Age|Expires/i);
    expect(briefCookie).toMatch(/HttpOnly/i);

    const lasting = await client.login(server.adminEmail, server.adminPassword, true);
    const lastingCookie = lasting.headers.getSetCookie().find((c) => c.startsWith('bo_session='))!;
    expect(lastingCookie).toMatch(/Max-Age=2592000/);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const client = suite.anonymous();
    const wrongPassword = await client.login(server.adminEmail, 'incorrecta');
    const unknownEmail = await client.login('nadie@prueba.test', 'incorrecta');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.errors.email[0]).toBe('Estas credenciales no coinciden con nuestros registros.');
  });

  it('refuses empty fields with Spanish field messages', async () => {
    const client = suite.anonymous();
    const response = await client.post('/api/login', { email: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Error en el formulario');
    expect(response.body.errors.email).toContain('El correo electrónico es obligatorio.');
    expect(response.body.errors.password).toContain('La contraseña es obligatoria.');
  });

  it('answers odd sign-in bodies with a Spanish 400, never a 500, and opens no session', async () => {
    const client = suite.anonymous();
    const odd: [unknown, Record<string, string[]>][] = [
      [
        { email: ['vendedor@prueba.test'], password: 'ventas-123' },
        { email: ['El correo electrónico es obligatorio.'] },
      ],
      [{ email: 'vendedor@prueba.test', password: ['ventas-123'] }, { password: ['La contraseña es obligatoria.'] }],
      [{ email: 'no-es-correo', password: 'x' }, { email: ['El correo electrónico no es válido.'] }],
      [
        { email: 'vendedor@prueba.test', password: 'ventas-123', remember: 'si' },
        { remember: ['El valor no es del tipo esperado.'] },
      ],
      [[1, 2], { _: ['Los datos enviados deben ser un objeto JSON.'] }],
    ];
    for (const [body, errors] of odd) {
      const answer = await client.post('/api/login', body);
      expect(`${JSON.stringify(body)} ${answer.status}`).toBe(`${JSON.stringify(body)} 400`);
      expectFormErrors(answer, errors);
    }
    const huge = await client.login('vendedor@prueba.test', 'x'.repeat(100_000));
    expect(huge.status).toBe(401);
    expect(client.cookie('bo_session')).toBeUndefined();
  });

  it('throttles repeated failures with 429, even with the right password', async () => {
    const client = suite.anonymous();
    const email = 'almacen@prueba.test';
    for (let attempt = 0; attempt < 5; attempt++) expect((await client.login(email, 'mala')).status).toBe(401);
    const blocked = await client.login(email, 'almacen-123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Demasiados intentos de inicio de sesión/);
  });

  it('throttles parallel guesses too, but lets parallel correct sign-ins through', async () => {
    await server.createUser({
      email: 'paralelo@prueba.test',
      password: 'paralelo-123',
      role: 'sales',
      first_name: 'Pía',
      last_name: 'Paralelo',
    });
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => suite.anonymous().login('paralelo@prueba.test', 'mala')),
    );
    expect(guesses.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(7);

    const sameOffice = await Promise.all(
      Array.from({ length: 8 }, () => suite.anonymous().login(server.adminEmail, server.adminPassword)),
    );
    expect(sameOffice.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });

  it('refuses a write without the anti-forgery header (403) and changes nothing', async () => {
    const client = suite.admin;
    const before = await client.get('/api/taxes');
    const response = await client.post('/api/taxes', { change: 40, cop_change: 0.01 }, { xsrf: false });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/anti-falsificación/);
    const after = await client.get('/api/taxes');
    expect(after.headers.get('content-range')).toBe(before.headers.get('content-range'));
  });

  it('refuses a sales user on an admin route (403)', async () => {
    const client = suite.anonymous();
    expect((await client.login('vendedor@prueba.test', 'ventas-123')).status).toBe(200);
    const logs = await client.get('/api/logs');
    expect(logs.status).toBe(403);
    expect(logs.body.message).toBe('No tiene permiso para realizar esta acción.');
    expect((await client.post('/api/taxes', { change: 40, cop_change: 0.01 })).status).toBe(403);
    expect((await client.get('/api/taxes/current')).status).toBe(200);
  });

  it('asks for a session on protected routes (401)', async () => {
    const client = suite.anonymous();
    expect((await client.get('/api/taxes')).status).toBe(401);
    expect((await client.post('/api/taxes', { change: 40, cop_change: 0.01 })).status).toBe(401);
  });
});
