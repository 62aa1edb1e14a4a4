/**
 * Issue 31, item 1: no body is a 500. A body nested thousands of levels deep (`[` x 5000,
 * `{"a":` x 5000) is a Spanish 400 on every write route, with an `Idempotency-Key` or without
 * (its fingerprint used to overflow the stack), and so is a list's filter nested as deep; a NUL
 * (or a lone surrogate) in a text that is taken as it comes (a dealer request's note) is removed
 * before it reaches PostgreSQL, as every other field's is.
 */
import { randomUUID } from 'crypto';
import type { Express } from 'express';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite({ trustProxy: 'loopback' });

const TOO_DEEP = {
  message: 'Error en el formulario',
  errors: { _: ['El cuerpo de la solicitud está anidado en demasiados niveles (como máximo 32).'] },
};
const DEEP_BODIES = {
  arrays: '['.repeat(5000) + ']'.repeat(5000),
  objects: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
};

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every write route the running server has: method and path, its parameters given the id 1. */
function writeRoutes(): Array<[string, string]> {
  const express = suite.server.running.app.getHttpAdapter().getInstance() as Express & {
    router: { stack: RouteLayer[] };
  };
  const routes: Array<[string, string]> = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods))
      if (['post', 'put', 'patch', 'delete'].includes(method))
        routes.push([method.toUpperCase(), layer.route.path.replace(/:[A-Za-z_]+/g, '1')]);
  }
  return routes;
}

describe('bodies no route can take', () => {
  it('answers a body nested 5000 levels deep with a 400 on every write route, with an Idempotency-Key or not', async () => {
    const routes = writeRoutes();
    // The table is the server's own: every resource's writes are in it.
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['POST', '/api/orders'],
        ['PUT', '/api/payment-methods/1'],
        ['POST', '/api/requests/1/change-state'],
        ['POST', '/api/login'],
        ['POST', '/api/dealers/apply'],
      ]),
    );
    const statuses = new Map<string, number>();
    for (const [method, path] of routes)
      for (const [shape, body] of Object.entries(DEEP_BODIES))
        for (const key of [randomUUID(), undefined]) {
          const answer = await suite.admin.request(method, path, body, {
            headers: key ? { 'Idempotency-Key': key } : {},
          });
          statuses.set(`${method} ${path} ${shape}${key ? ' key' : ''}`, answer.status);
          if (answer.status === 400) expect(answer.body).toEqual(TOO_DEEP);
        }
    expect([...statuses].filter(([, status]) => status !== 400)).toEqual([]);
  });

  it('takes a body nested as deep as a form may be', async () => {
    const nested = await suite.admin.post('/api/brands', { name: 'Anidada', code: 'ANI', extra: [[[{ a: [1] }]]] });
    expect(nested.status).toBe(201);
  });

  it('refuses a list filter nested 2000 levels deep with a 400', async () => {
    const deep = '{"q":' + '['.repeat(2000) + ']'.repeat(2000) + '}';
    for (const path of ['/api/brands', '/api/orders', '/api/clients', '/api/requests']) {
      const answer = await suite.admin.get(`${path}?filter=${encodeURIComponent(deep)}`);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.message).toBe('Parámetros de lista inválidos.');
    }
    expect((await suite.admin.get(`/api/brands${listQuery({ q: [['x']] })}`)).status).toBe(200);
  });

  it('stores a dealer request’s note without its NUL and lone surrogates (never a 500)', async () => {
    const visitor = new HttpClient(suite.server.baseUrl);
    const states = (await visitor.get('/api/utils/states')).body as Array<{ id: number; name: string }>;
    const carabobo = states.find((state) => state.name === 'Carabobo')!.id;
    const towns = (await visitor.get(`/api/utils/towns/${carabobo}`)).body as Array<{ id: number; name: string }>;
    const applied = await visitor.post(
      '/api/dealers/apply',
      {
        name: 'Ma\u0000ría',
        lastname: 'González',
        idType: 'V',
        identification: '31000001',
        company: 'Repuestos MG',
        state: carabobo,
        town: towns[0].id,
        address: 'Av. Bolívar 10',
        email: 'maria@example.com',
        phone: '04141234567',
      },
      { headers: { 'X-Forwarded-For': '198.51.100.31' } },
    );
    expect(applied.status).toBe(201);
    const id = applied.body.id as number;
    for (const key of [undefined, randomUUID()]) {
      const changed = await suite.admin.request(
        'POST',
        `/api/requests/${id}/change-state`,
        { note: 'Llamado\u0000 por \ud800teléfono' },
        { headers: key ? { 'Idempotency-Key': key } : {} },
      );
      expect(changed.status).toBe(200);
    }
    const request = await suite.admin.get(`/api/requests/${id}`);
    expect(request.status).toBe(200);
    expect(JSON.stringify(request.body)).toContain('Llamado por teléfono');
    expect(JSON.stringify(request.body)).not.toContain('\\u0000');
    // A note of nothing but NUL is no note at all: its field's 400.
    const empty = await suite.admin.post(`/api/requests/${id}/change-state`, { note: '\u0000\u0000' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('note');
  });
});
