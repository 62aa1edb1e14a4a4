/**
 * Issue 31, item 5: guessing across e-mails from one address is limited (auth/throttle: 20
 * failures per address in 15 minutes, beside the 5 per e-mail), and a shop whose staff share one
 * address is not locked out by its own sign-ins: successes count for nothing.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';

// The sign-in's address comes from X-Forwarded-For (a trusted proxy on the loopback).
const suite = httpSuite({ trustProxy: 'loopback' });
const NETWORK_LOCK = /^Demasiados intentos de inicio de sesión desde esta red\. Intente de nuevo en \d+ segundos\.$/;

const signIn = (email: string, password: string, address: string) =>
  new HttpClient(suite.server.baseUrl).post(
    '/api/login',
    { email, password, remember: false },
    { headers: { 'X-Forwarded-For': address } },
  );

describe('sign-in failures from one address', () => {
  it('answers 429 after the 20th failure from one address, whatever the e-mails', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess++)
      statuses.push((await signIn(`adivina${guess}@prueba.test`, 'mala', '203.0.113.5')).status);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    const locked = await signIn(suite.server.adminEmail, suite.server.adminPassword, '203.0.113.5');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(NETWORK_LOCK);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not locked.
    expect((await signIn(suite.server.adminEmail, suite.server.adminPassword, '203.0.113.6')).status).toBe(200);
  });

  it('does not lock a shop whose staff share an address: successes do not count', async () => {
    const staff = ['caja1', 'caja2', 'caja3'].map((name) => ({
      email: `${name}@tienda.test`,
      password: `Clave-${name}-1`,
    }));
    for (const { email, password } of staff)
      await suite.server.createUser({ email, password, role: 'sales', first_name: 'Personal', last_name: email });
    const shop = '203.0.113.9';
    // A morning of sign-ins: 24 successes from the one address (more than the limit of failures).
    for (let round = 0; round < 8; round++)
      for (const { email, password } of staff) expect((await signIn(email, password, shop)).status).toBe(200);
    // And 19 failures from the address (under its limit): two mistyped passwords each, 13 unknown e-mails.
    const failures = [...staff, ...staff].map(({ email }) => email);
    for (let other = 0; other < 13; other++) failures.push(`visita${other}@prueba.test`);
    for (const email of failures) expect((await signIn(email, 'mal-escrita', shop)).status).toBe(401);
    for (const { email, password } of staff) expect((await signIn(email, password, shop)).status).toBe(200);
  });
});
