/**
 * Issue 32, item 5: the auditor reads every screen's data, every record and its history, and
 * writes nothing. Every write route of the running server (read from its router, as
 * nested-bodies.e2e.ts does) answers an auditor 403, except signing in and out, asking a report
 * and verifying the sealed chain; every list and other read route answers; nothing is kept.
 */
import type { Express } from 'express';
import { httpSuite } from '../support/http-suite';

const suite = httpSuite();
const FORBIDDEN = 'No tiene permiso para realizar esta acción.';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the running server has: method and path, its parameters given the id 1. */
function routes(): Array<[string, string]> {
  const express = suite.server.running.app.getHttpAdapter().getInstance() as Express & {
    router: { stack: RouteLayer[] };
  };
  const all: Array<[string, string]> = [];
  for (const layer of express.router.stack) {
    // The catch-alls (/api, /api/{*path}) answer 404 to whatever no route takes.
    if (!layer.route || layer.route.path === '/api' || layer.route.path.includes('*')) continue;
    for (const method of Object.keys(layer.route.methods))
      all.push([method.toUpperCase(), layer.route.path.replace(/:[A-Za-z_]+/g, '1')]);
  }
  return all;
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** The writes an auditor may send: sign in and out, ask a report, verify the chain. */
const ALLOWED = [
  'POST /api/login',
  'DELETE /api/logout',
  'POST /api/reports',
  'POST /api/audit/verify',
  'POST /api/audit/verifications',
];
/** Read routes that are no auditor's: the job queue's probe (operations). */
const NOT_THEIRS = ['GET /api/health/jobs'];

describe('the auditor', () => {
  it('is refused every write route with a 403, whatever the body, and nothing is kept', async () => {
    const auditor = await suite.as('auditor');
    const writes = routes().filter(
      ([method, path]) => WRITES.includes(method) && !ALLOWED.includes(`${method} ${path}`),
    );
    // The table is the server's own: every resource's writes are in it, public ones too.
    expect(writes.length).toBeGreaterThan(80);
    expect(writes).toEqual(
      expect.arrayContaining([
        ['POST', '/api/orders'],
        ['POST', '/api/brands'],
        ['PUT', '/api/users/1'],
        ['POST', '/api/uploads'],
        ['POST', '/api/dealers/apply'],
      ]),
    );
    const answers = new Map<string, number>();
    for (const [method, path] of writes) {
      const answer = await auditor.request(method, path, { name: 'Del auditor', code: 'AUD' });
      answers.set(`${method} ${path}`, answer.status);
      if (answer.status === 403) expect(answer.body.message).toBe(FORBIDDEN);
    }
    expect([...answers].filter(([, status]) => status !== 403)).toEqual([]);
    const brands = await suite.admin.get(
      `/api/brands?filter=${encodeURIComponent(JSON.stringify({ q: 'Del auditor' }))}`,
    );
    expect(brands.body).toEqual([]);
  });

  it('is refused a closing and editing their own profile', async () => {
    const auditor = await suite.as('auditor');
    const closing = await auditor.post('/api/audit/closings', { until: '2026-01-31' });
    expect([closing.status, closing.body.message]).toEqual([403, FORBIDDEN]);
    const me = (await auditor.get('/api/me')).body as { id: string; first_name: string };
    const edited = await auditor.put(`/api/users/${me.id}`, { first_name: 'Otro' });
    expect(edited.status).toBe(403);
    expect((await suite.admin.get(`/api/users/${me.id}`)).body.first_name).toBe(me.first_name);
  });

  it('answers every list and read route (no parameters) but the job queue probe', async () => {
    const auditor = await suite.as('auditor');
    const reads = routes().filter(([method, path]) => method === 'GET' && !path.includes('/1'));
    expect(reads.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const [method, path] of reads) {
      const answer = await auditor.get(path);
      if ([401, 403].includes(answer.status) !== NOT_THEIRS.includes(`${method} ${path}`))
        refused.push(`${method} ${path} ${answer.status}`);
    }
    expect(refused).toEqual([]);
    for (const list of [
      '/api/orders',
      '/api/clients',
      '/api/providers',
      '/api/shoppings',
      '/api/spents',
      '/api/logs',
      '/api/users',
      '/api/inventories',
      '/api/transfers',
      '/api/devolutions',
      '/api/dealers',
      '/api/requests',
      '/api/organizations',
      '/api/accounts',
    ])
      expect([list, (await auditor.get(list)).status]).toEqual([list, 200]);
  });

  it('reads a record, its history, a user and the account with theirs', async () => {
    const auditor = await suite.as('auditor');
    const brand = await suite.admin.post('/api/brands', { name: 'Auditada', code: 'AUDT' });
    expect(brand.status).toBe(201);
    const id = brand.body.id as string;
    expect((await auditor.get(`/api/brands/${id}`)).body.name).toBe('Auditada');
    const history = await auditor.get(`/api/brands/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(0);
    const me = (await suite.admin.get('/api/me')).body as { id: string; email: string };
    expect((await auditor.get(`/api/users/${me.id}`)).body.email).toBe(me.email);
    expect((await auditor.get(`/api/users/${me.id}/history`)).status).toBe(200);
    expect((await auditor.get('/api/accounts/1/history')).status).toBe(200);
  });

  it('asks a report, follows it and downloads it', async () => {
    const auditor = await suite.as('auditor');
    const asked = await auditor.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect(asked.status).toBe(202);
    expect((await auditor.get(`/api/reports/${asked.body.id}`)).status).toBe(200);
  });

  it('verifies the chain, now and as a job', async () => {
    const auditor = await suite.as('auditor');
    const now = await auditor.post('/api/audit/verify', {});
    expect([now.status, now.body]).toEqual([200, expect.objectContaining({ ok: true })]);
    const job = await auditor.post('/api/audit/verifications', {});
    expect(job.status).toBe(202);
    expect((await auditor.get(`/api/audit/verifications/${job.body.id}`)).status).toBe(200);
  });

  it('signs out', async () => {
    const auditor = await suite.as('auditor');
    expect((await auditor.delete('/api/logout')).status).toBe(204);
    expect((await auditor.get('/api/me')).status).toBe(401);
  });
});

describe('the five roles of the spec keep theirs', () => {
  it('a storer still keeps brands, a seller does not, nor reads the log; financial reads no users; endline no sales', async () => {
    const storer = await suite.as('storer');
    expect((await storer.post('/api/brands', { name: 'Del almacén', code: 'ALM' })).status).toBe(201);
    const sales = await suite.as('sales');
    expect((await sales.post('/api/brands', { name: 'Del vendedor', code: 'VEN' })).status).toBe(403);
    expect((await sales.get('/api/logs')).status).toBe(403);
    expect((await (await suite.as('financial')).get('/api/users')).status).toBe(403);
    expect((await (await suite.as('endline')).get('/api/orders')).status).toBe(403);
  });
});
