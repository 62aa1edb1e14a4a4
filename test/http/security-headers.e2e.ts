import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';

/**
 * The server as `npm start` runs it (no TRUST_PROXY): every answer, the API's and the admin's, carries
 * the security headers; a client cannot pass for another address or for HTTPS with X-Forwarded-*
 * headers (the login throttle still counts it, the session cookie is not made Secure on plain http).
 */
const suite = httpSuite();

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

describe('security headers and forwarded headers without a trusted proxy', () => {
  it('sends the security headers on the API, on its errors and on the admin screens', async () => {
    const answers = {
      'GET /api/version': await suite.admin.get('/api/version'),
      'GET /api/me': await suite.admin.get('/api/me'),
      'GET /api/me signed out': await suite.anonymous().get('/api/me'),
      'GET /': await suite.anonymous().get('/'),
      'GET /orders/create': await suite.anonymous().get('/orders/create'),
    };
    expect(answers['GET /api/me'].status).toBe(200);
    expect(answers['GET /api/me signed out'].status).toBe(401);
    expect(answers['GET /'].headers.get('content-type')).toMatch(/^text\/html/);
    expect(answers['GET /'].body).toContain('<div id="root"></div>');
    for (const [request, answer] of Object.entries(answers)) {
      expect({
        request,
        csp: Object.fromEntries(directives(answer.headers.get('content-security-policy'))),
        'x-content-type-options': answer.headers.get('x-content-type-options'),
        'x-frame-options': answer.headers.get('x-frame-options'),
        'referrer-policy': answer.headers.get('referrer-policy'),
        'strict-transport-security': answer.headers.get('strict-transport-security'),
        'x-powered-by': answer.headers.get('x-powered-by'),
      }).toEqual({
        request,
        // No upgrade-insecure-requests: the admin is also served on plain http.
        csp: {
          'default-src': "'self'",
          'script-src': "'self'",
          'script-src-attr': "'none'",
          'style-src': "'self' 'unsafe-inline'",
          'img-src': "'self' data: blob:",
          'font-src': "'self' data:",
          'connect-src': "'self'",
          'object-src': "'none'",
          'base-uri': "'self'",
          'form-action': "'self'",
          'frame-ancestors': "'none'",
          // The installable app: its service worker and manifest come from the same origin.
          'worker-src': "'self'",
          'manifest-src': "'self'",
        },
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=15552000',
        'x-powered-by': null,
      });
    }
  });

  it('counts failed sign-ins by the real address: a forged X-Forwarded-For does not escape the throttle', async () => {
    const email = 'adivinado@prueba.test';
    await suite.server.createUser({ email, password: 'Clave-buena-1', role: 'sales', first_name: 'A', last_name: 'B' });
    const client = suite.anonymous();
    const forged = (n: number) => ({ headers: { 'X-Forwarded-For': `203.0.113.${n}` } });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await client.post('/api/login', { email, password: 'mala' }, forged(attempt))).status).toBe(401);
    const blocked = await client.post('/api/login', { email, password: 'Clave-buena-1' }, forged(99));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Demasiados intentos de inicio de sesión/);
  });

  it('does not make the session cookie Secure on plain http, whatever X-Forwarded-Proto says', async () => {
    await suite.server.createUser({
      email: 'http@prueba.test',
      password: 'Clave-http-1',
      role: 'sales',
      first_name: 'Hugo',
      last_name: 'Http',
    });
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Array<Record<string, string>>) {
      const client = new HttpClient(suite.server.baseUrl);
      const login = await client.post(
        '/api/login',
        { email: 'http@prueba.test', password: 'Clave-http-1' },
        { headers },
      );
      expect(login.status).toBe(200);
      const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('bo_session='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).not.toMatch(/;\s*Secure/i);
    }
  });
});
