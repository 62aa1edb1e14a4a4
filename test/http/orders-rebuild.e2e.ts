/**
 * Why this exists: issue 30, item 6. `projections:rebuild` of the orders read model, and an upgrade
 * of its version, while a client keeps reading GET /api/orders: the list never comes back short
 * (the copy is built beside the live tables and swapped in), sales made during the rebuild show in
 * their answers and afterwards, and the result equals a fresh rebuild.
 */
import {
  migrateReadModels,
  ordersProjection,
  Projection,
  ProjectionsHost,
  readCheckpoint,
  rebuildProjections,
  verifyProjections,
} from '@bo/projections';
import { PROJECTIONS } from '../../apps/api/src/infrastructure/database/tokens';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { salesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ databasePoolSize: 5 });
const TODAY = new Date().toISOString().slice(0, 10);
const ORDERS = 25;

interface Reads {
  totals: number[];
  failures: string[];
  stop(): Promise<void>;
}

/** GET /api/orders over and over until stopped, keeping each answer's total. */
function keepReading(client: HttpClient): Reads {
  const reads: Reads = { totals: [], failures: [], stop: async () => undefined };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const answer = await client.get('/api/orders');
      if (answer.status === 200) reads.totals.push(totalOf(answer));
      else reads.failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
  })();
  reads.stop = async () => {
    stopped = true;
    await loop;
  };
  return reads;
}

describe('the orders read model rebuilt while it is read', () => {
  let admin: HttpClient;
  let sell: () => Promise<{ status: number; id: number }>;

  beforeAll(async () => {
    admin = suite.admin;
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-1', 'Filtro de aceite', '12.50', 1000);
    sell = async () => {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        comentary: 'Venta durante la reconstrucción',
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
        without_client: true,
      });
      return { status: answer.status, id: answer.body.id as number };
    };
    for (let i = 0; i < ORDERS; i++) expect((await sell()).status).toBe(201);
  });

  /** A second browser signed in as the administrator. */
  async function reader(): Promise<HttpClient> {
    const client = new HttpClient(suite.server.baseUrl);
    expect((await client.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    return client;
  }

  /** Sales while `work` runs (at least three): each answered 201 and found by id at once. */
  async function salesDuring(work: Promise<unknown>): Promise<number[]> {
    let done = false;
    void work.then(
      () => (done = true),
      () => (done = true),
    );
    const ids: number[] = [];
    while (!done || ids.length < 3) {
      const sale = await sell();
      expect(sale.status).toBe(201);
      expect((await admin.get(`/api/orders/${sale.id}`)).status).toBe(200);
      ids.push(sale.id);
    }
    await work;
    return ids;
  }

  it('never lists fewer orders during `projections:rebuild`, shows the sales made meanwhile, and equals a fresh rebuild', async () => {
    const { knex, store } = suite.server.running;
    const before = totalOf(await admin.get('/api/orders'));
    expect(before).toBe(ORDERS);
    const reads = keepReading(await reader());
    const rebuild = rebuildProjections(knex, store, ['orders'], 'rm', { batchSize: 10 });
    const ids = await salesDuring(rebuild);
    await reads.stop();

    expect(reads.failures).toEqual([]);
    expect(reads.totals.length).toBeGreaterThan(3);
    expect(Math.min(...reads.totals)).toBeGreaterThanOrEqual(before);
    expect(totalOf(await admin.get('/api/orders'))).toBe(before + ids.length);
    for (const id of ids) expect((await admin.get(`/api/orders/${id}`)).status).toBe(200);
    expect(await verifyProjections(knex, store, { projections: [ordersProjection] })).toEqual({
      ok: true,
      differences: [],
    });
  });

  it('never lists fewer orders while a new version of it is migrated, and then the old runner stops serving it', async () => {
    const { knex, store, app } = suite.server.running;
    const host = app.get<ProjectionsHost>(PROJECTIONS);
    const bumped: Projection = { ...ordersProjection, version: ordersProjection.version + 1 };
    const before = totalOf(await admin.get('/api/orders'));
    const reads = keepReading(await reader());
    const upgraded = await migrateReadModels(knex, 'rm', [bumped], { store, batchSize: 10 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await reads.stop();

    expect(upgraded).toEqual(['orders']);
    expect(reads.failures).toEqual([]);
    expect(Math.min(...reads.totals)).toBeGreaterThanOrEqual(before);
    expect((await readCheckpoint(knex, 'rm', 'orders'))?.version).toBe(bumped.version);
    expect(await verifyProjections(knex, store, { projections: [bumped] })).toEqual({ ok: true, differences: [] });
    const deadline = Date.now() + 10_000;
    while (host.canServe && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.outdatedProjections()).toEqual(['orders']);
    // This process's code is now the older one for the orders: readiness takes it out of service.
    const ready = await admin.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.stringify(ready.body)).toContain(
      'Modelos de lectura de una versión más nueva que este programa: orders',
    );
  });
});
