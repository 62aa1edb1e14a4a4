// Issue 10, item 3, with a real crash: the API runs in a child process that is killed (SIGKILL)
// right after a request's append, before its answer; started again on the same database, the
// retry with the same Idempotency-Key answers what was stored and records nothing twice.
import { once } from 'events';
import os from 'os';
import path from 'path';
import { randomBytes, randomUUID } from 'crypto';
import { createTestDatabase, TestDatabase } from '../support/database';
import { SpawnedApi, spawnApi } from '../support/spawn-api';
import { HttpClient } from '../support/http-client';
import { totalOf } from '../support/http-suite';
import { salesCatalogue } from '../support/sales-catalogue';

const TODAY = new Date().toISOString().slice(0, 10);
const ADMIN_EMAIL = 'admin@prueba.test';
const ADMIN_PASSWORD = `Clave-${randomBytes(4).toString('hex')}`;
const SHARED_ENV = {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JOBS_PREFIX: `bo_test_${randomBytes(4).toString('hex')}`,
  UPLOADS_DIR: path.join(os.tmpdir(), `bo-uploads-${randomBytes(6).toString('hex')}`),
  DATABASE_POOL_SIZE: '5',
  LOG_LEVEL: 'error',
};

// Three servers start from the TypeScript sources one after the other: slower than one test.
jest.setTimeout(240000);

/** The API in a child process on `databaseUrl` (port 0: any free one), killed after the append of `killAfter`'s requests. */
const startChild = (databaseUrl: string, port: number, killAfter: string[]): Promise<SpawnedApi> =>
  spawnApi(databaseUrl, port, { ...SHARED_ENV, CHILD_KILL_AFTER_APPEND: killAfter.join(',') });

describe('a server killed between the append of a request and its answer', () => {
  let database: TestDatabase;
  let child: SpawnedApi | null = null;

  beforeAll(async () => {
    database = await createTestDatabase('killed');
  });
  afterAll(async () => {
    await child?.stop();
    await database?.drop();
  });

  it('answers the sale with its payment and the next payment on retry, after each restart, recording each once', async () => {
    const saleKey = randomUUID();
    const paymentKey = randomUUID();
    const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

    child = await startChild(database.url, 0, [saleKey]);
    const port = Number(new URL(child.url).port);
    const admin = new HttpClient(child.url);
    expect((await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-500', 'Filtro de combustible', '12.50', 100);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((row) => row.code === 'efectivo')!.id;
    const client = await admin.post('/api/clients', {
      name: 'Cliente Caído',
      identification: 'V-8880001',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    const sale = {
      date: TODAY,
      client_id: client.body.id,
      comentary: 'Venta antes de la caída',
      estimate: false,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 3 }],
      payment: { method: cash, amount: '10', reference: 'C-1' },
    };

    // The sale is stored, then the server dies before answering.
    let killed = once(child.process, 'exit');
    await expect(admin.post('/api/orders', sale, keyed(saleKey))).rejects.toThrow();
    expect((await killed)[1]).toBe('SIGKILL');

    child = await startChild(database.url, port, [paymentKey]);
    const retried = await admin.post('/api/orders', sale, keyed(saleKey));
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ total: 37.5, balance: 10, pays: [expect.objectContaining({ amount: 10 })] });
    const payment = { method: cash, amount: '5', reference: 'C-2' };

    // The order's next payment is stored, then the server dies again.
    killed = once(child.process, 'exit');
    await expect(admin.post(`/api/orders/${retried.body.id}/payments`, payment, keyed(paymentKey))).rejects.toThrow();
    expect((await killed)[1]).toBe('SIGKILL');

    child = await startChild(database.url, port, []);
    const paid = await admin.post(`/api/orders/${retried.body.id}/payments`, payment, keyed(paymentKey));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: retried.body.id, balance: 15 });
    expect((paid.body.pays as { amount: number }[]).map((pay) => pay.amount)).toEqual([10, 5]);
    expect(totalOf(await admin.get('/api/orders'))).toBe(1);
    expect((await admin.get(`/api/products/${filter}`)).body.quantity).toBe(97);
  });
});
