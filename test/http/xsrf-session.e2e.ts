/**
 * Issue 31, item 3: the anti-forgery token belongs to its session. A cookie value that merely
 * matches the header (planted by a sibling site, or another user's token) writes nothing with the
 * victim's session; the token the server signed for the session does; signing in gives a new
 * token and the one from before no longer writes; signing out gives one for the next sign-in.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';

const suite = httpSuite();
const REFUSED = 'La solicitud no es válida (token anti-falsificación ausente). Recargue la página.';

/** A POST /api/taxes with exactly this session cookie, XSRF cookie and header. */
async function rateWith(session: string | undefined, cookie: string | undefined, header: string | undefined) {
  const cookies = [session && `bo_session=${session}`, cookie && `XSRF-TOKEN=${cookie}`].filter(Boolean);
  const answer = await fetch(`${suite.server.baseUrl}/api/taxes`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(cookies.length ? { Cookie: cookies.join('; ') } : {}),
      ...(header !== undefined ? { 'X-XSRF-TOKEN': header } : {}),
    },
    body: JSON.stringify({ change: 41, cop_change: 0.01 }),
  });
  return { status: answer.status, body: await answer.json(), setCookie: answer.headers.getSetCookie() };
}

const xsrfOf = (setCookie: string[]) =>
  setCookie
    .find((line) => line.startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    .slice('XSRF-TOKEN='.length);

describe('the anti-forgery token of a session', () => {
  let victim: HttpClient;
  let other: HttpClient;

  beforeAll(async () => {
    victim = suite.admin;
    other = await suite.as('financial');
  });

  it('refuses a planted cookie with its header on the victim’s session (403), and sends a token of its own', async () => {
    const session = victim.cookie('bo_session')!;
    const anonymous = suite.anonymous();
    await anonymous.get('/api/version');
    for (const planted of ['planted-by-a-sibling-site', 'abc.def', anonymous.cookie('XSRF-TOKEN')!]) {
      const answer = await rateWith(session, planted, planted);
      expect([planted, answer.status, answer.body.message]).toEqual([planted, 403, REFUSED]);
      // The answer hands the browser the victim's own token, which the attacker cannot read.
      expect(xsrfOf(answer.setCookie)).toBeDefined();
      expect(xsrfOf(answer.setCookie)).not.toBe(planted);
    }
  });

  it('refuses another session’s token (403)', async () => {
    const token = decodeURIComponent(other.cookie('XSRF-TOKEN')!);
    const answer = await rateWith(victim.cookie('bo_session'), token, token);
    expect([answer.status, answer.body.message]).toEqual([403, REFUSED]);
    // Without the header, or a header other than the cookie, neither.
    const own = decodeURIComponent(victim.cookie('XSRF-TOKEN')!);
    expect((await rateWith(victim.cookie('bo_session'), own, undefined)).status).toBe(403);
    expect((await rateWith(victim.cookie('bo_session'), own, token)).status).toBe(403);
  });

  it('writes with the token signed for the session', async () => {
    const own = decodeURIComponent(victim.cookie('XSRF-TOKEN')!);
    const answer = await rateWith(victim.cookie('bo_session'), own, own);
    expect(answer.status).toBe(201);
    expect(answer.setCookie).toEqual([]);
    expect((await other.post('/api/taxes', { change: 42, cop_change: 0.01 })).status).toBe(201);
  });

  it('gives a new token at sign-in: the one from before no longer writes with the new session', async () => {
    await suite.server.createUser({
      email: 'rotacion@prueba.test',
      password: 'Clave-rotacion-1',
      role: 'admin',
      first_name: 'Rita',
      last_name: 'Rotación',
    });
    const client = suite.anonymous();
    await client.get('/api/version');
    const before = decodeURIComponent(client.cookie('XSRF-TOKEN')!);
    // The sign-in itself (no session yet) takes the token of no session.
    expect((await client.login('rotacion@prueba.test', 'Clave-rotacion-1')).status).toBe(200);
    const after = decodeURIComponent(client.cookie('XSRF-TOKEN')!);
    expect(after).not.toBe(before);
    const session = client.cookie('bo_session')!;
    expect((await rateWith(session, before, before)).status).toBe(403);
    expect((await rateWith(session, after, after)).status).toBe(201);
    expect((await client.post('/api/taxes', { change: 43, cop_change: 0.01 })).status).toBe(201);

    // Signing out hands a token of no session: the next sign-in posts with it at once.
    expect((await client.delete('/api/logout')).status).toBe(204);
    const signedOut = decodeURIComponent(client.cookie('XSRF-TOKEN')!);
    expect(signedOut).not.toBe(after);
    expect((await client.login('rotacion@prueba.test', 'Clave-rotacion-1')).status).toBe(200);
    expect((await client.post('/api/taxes', { change: 44, cop_change: 0.01 })).status).toBe(201);
  });

  it('lets a visitor post the public routes with the token of no session', async () => {
    const visitor = suite.anonymous();
    const refused = await visitor.post('/api/dealers/apply', {}, { xsrf: false });
    expect(refused.status).toBe(403);
    const states = (await visitor.get('/api/utils/states')).body as Array<{ id: number }>;
    const applied = await visitor.post('/api/dealers/apply', { state: states[0].id });
    // Through the anti-forgery check: the application's own field messages.
    expect(applied.status).toBe(400);
    expect(applied.body.errors).toHaveProperty('name');
  });
});
