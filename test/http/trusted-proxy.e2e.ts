import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';

/**
 * The server behind a configured proxy (TRUST_PROXY=loopback: the test's requests come from
 * 127.0.0.1 as a proxy's would): the client's address and scheme are the ones the proxy forwards.
 */
const suite = httpSuite({ trustProxy: 'loopback' });

describe('forwarded headers from a trusted proxy', () => {
  beforeAll(async () => {
    await suite.server.createUser({
      email: 'proxy@prueba.test',
      password: 'Clave-proxy-1',
      role: 'sales',
      first_name: 'Pedro',
      last_name: 'Proxy',
    });
  });

  const signIn = (password: string, headers: Record<string, string>) =>
    new HttpClient(suite.server.baseUrl).post('/api/login', { email: 'proxy@prueba.test', password }, { headers });

  it('throttles failed sign-ins by the address the proxy forwards', async () => {
    const guesser = { 'X-Forwarded-For': '203.0.113.7' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('mala', guesser)).status).toBe(401);
    expect((await signIn('Clave-proxy-1', guesser)).status).toBe(429);
    // Another client behind the same proxy is not locked out by the guesser.
    expect((await signIn('Clave-proxy-1', { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
  });

  it('makes the session cookie Secure when the proxy says the request came over HTTPS, not over http', async () => {
    const cookieOf = async (headers: Record<string, string>) => {
      const login = await signIn('Clave-proxy-1', { 'X-Forwarded-For': '198.51.100.1', ...headers });
      expect(login.status).toBe(200);
      return login.headers.getSetCookie().find((cookie) => cookie.startsWith('bo_session='));
    };
    expect(await cookieOf({ 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await cookieOf({ 'X-Forwarded-Proto': 'http' })).not.toMatch(/;\s*Secure/i);
    expect(await cookieOf({})).not.toMatch(/;\s*Secure/i);
  });
});
