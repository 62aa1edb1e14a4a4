// Issue 30, items 1 and 2: the day the server dies. A pg_dump of a selling installation, restored
// into a new cluster made by initdb here (whose transaction ids start far below the dump's), is
// served as it was: a sale made after the restore is answered, listed and verified; the same after
// pg_upgrade of that cluster and after a physical copy of it (pg_basebackup). A backup cut short
// is refused at start with a clear message, never served half.
import { execFile } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { promisify } from 'util';
import { verifyProjections } from '@bo/projections';
import { openDataLayer } from '../../apps/api/src/infrastructure/database/open-data-layer';
import { createTestDatabase, TestDatabase } from '../support/database';
import { HttpClient } from '../support/http-client';
import { totalOf } from '../support/http-suite';
import { clusterAt, initCluster, NewCluster, postgresBin, runAsPostgres } from '@bo/platform';
import { salesCatalogue } from '../support/sales-catalogue';
import { SpawnedApi, SpawnedApiExit, spawnApi } from '../support/spawn-api';

const run = promisify(execFile);
const TODAY = new Date().toISOString().slice(0, 10);
const ADMIN_EMAIL = 'admin@prueba.test';
const ADMIN_PASSWORD = `Clave-${randomBytes(4).toString('hex')}`;
const ENV = {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JOBS_PREFIX: `bo_test_${randomBytes(4).toString('hex')}`,
  UPLOADS_DIR: path.join(os.tmpdir(), `bo-uploads-${randomBytes(6).toString('hex')}`),
  DATABASE_POOL_SIZE: '4',
  RUN_WORKERS: 'false',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'error',
};

jest.setTimeout(300000);

async function query<T = Record<string, string>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every read model rebuilt from the events into a scratch schema equals the live one. */
async function verified(url: string): Promise<{ ok: boolean; differences: string[] }> {
  const data = await openDataLayer({ databaseUrl: url, kurrentdbUrl: null, poolSize: 4 });
  try {
    return await verifyProjections(data.knex, data.store);
  } finally {
    await data.close();
  }
}

/** A server's major version, as pg_dump must match it. */
async function majorOf(url: string): Promise<number> {
  const [row] = await query(url, `select current_setting('server_version_num') as v`);
  return Math.floor(Number(row.v) / 10000);
}

describe('a backup restored onto a new server', () => {
  let source: TestDatabase;
  let work: string;
  let bin: string | null;
  const clusters: NewCluster[] = [];
  let api: SpawnedApi | null = null;

  beforeAll(async () => {
    source = await createTestDatabase('restore');
    bin = await postgresBin();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-restore-'));
    await fs.chmod(work, 0o755);
  });
  afterAll(async () => {
    await api?.stop();
    for (const cluster of clusters) await cluster.remove().catch(() => undefined);
    await fs.rm(work, { recursive: true, force: true });
    await fs.rm(ENV.UPLOADS_DIR, { recursive: true, force: true });
    await source?.drop();
  });

  it('goes on selling after pg_restore into a new cluster, after pg_upgrade and after a physical copy; a cut backup is refused', async () => {
    const client = await majorOf(source.url);
    const tools = bin ? Number((await run(path.join(bin, 'pg_dump'), ['--version'])).stdout.match(/(\d+)\./)![1]) : 0;
    if (!bin || tools !== client) {
      console.warn(`Sin programas de PostgreSQL ${client} (pg_config: ${bin ?? 'no'}): prueba de restauración omitida`);
      return;
    }
    // The source cluster's transaction ids must be far past where a new cluster's start, as on a
    // server that has sold for months: spend some first when this one is young.
    await query(
      source.url,
      `do $$ begin
         for i in 1 .. greatest(0, 200000 - pg_current_xact_id()::text::bigint) loop
           perform pg_current_xact_id(); commit;
         end loop;
       end $$`,
    );

    // An installation that sells.
    api = await spawnApi(source.url, 0, ENV);
    const port = Number(new URL(api.url).port);
    const admin = new HttpClient(api.url);
    expect((await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-500', 'Filtro de combustible', '12.50', 100);
    const cash = ((await admin.get('/api/payment-methods')).body as { id: number; code: string }[]).find(
      (row) => row.code === 'efectivo',
    )!.id;
    const buyer = await admin.post('/api/clients', {
      name: 'Taller Restaurado',
      identification: 'V-7770001',
      typeClient: 'a',
    });
    expect(buyer.status).toBe(201);
    const sell = async (quantity: number, comentary: string) => {
      const sale = await admin.post('/api/orders', {
        date: TODAY,
        client_id: buyer.body.id,
        comentary,
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
        payment: { method: cash, amount: '10', reference: comentary },
      });
      expect(sale.status).toBe(201);
      const read = await admin.get(`/api/orders/${sale.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body.comentary).toBe(comentary);
      return sale.body.id as number;
    };
    await sell(3, 'Antes de la copia');
    await api.stop();

    // The backup, and a new server restored from it.
    const dump = path.join(work, 'backup.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source.url}`]);
    const restored = await initCluster(bin, work, 'restored');
    clusters.push(restored);
    await restored.start();
    await restored.createDatabase('bo');
    await run('pg_restore', ['--exit-on-error', `--dbname=${restored.url('bo')}`, dump]);
    const [{ behind }] = await query<{ behind: boolean }>(
      restored.url('bo'),
      `select pg_current_xact_id() < (select max(transaction_id) from events) as behind`,
    );
    expect(behind).toBe(true); // the case at hand: this cluster's ids are below the restored stamps

    // Same port, same cookie: the session came in the backup too.
    api = await spawnApi(restored.url('bo'), port, ENV);
    expect((await admin.get('/api/me')).status).toBe(200);
    const afterRestore = await sell(2, 'Después de restaurar');
    expect(totalOf(await admin.get('/api/orders'))).toBe(2);
    expect((await admin.get(`/api/products/${filter}`)).body.quantity).toBe(95);
    await api.stop();
    expect(await verified(restored.url('bo'))).toEqual({ ok: true, differences: [] });

    // pg_upgrade of the restored cluster into another new one (same major version here).
    await restored.stop();
    const upgraded = await initCluster(bin, work, 'upgraded');
    clusters.push(upgraded);
    await runAsPostgres(
      bin,
      'pg_upgrade',
      [
        '-b',
        bin,
        '-B',
        bin,
        '-d',
        restored.dir,
        '-D',
        upgraded.dir,
        '-p',
        String(restored.port),
        '-P',
        String(upgraded.port),
      ],
      upgraded.dir,
    );
    await upgraded.start();
    api = await spawnApi(upgraded.url('bo'), port, ENV);
    await sell(1, 'Después de actualizar');
    expect(totalOf(await admin.get('/api/orders'))).toBe(3);
    expect((await admin.get(`/api/orders/${afterRestore}`)).body.comentary).toBe('Después de restaurar');

    // A physical copy of it taken while it serves.
    const copy = path.join(work, 'copy');
    await runAsPostgres(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(upgraded.port),
      '-U',
      'postgres',
      '-D',
      copy,
      '-X',
      'stream',
    ]);
    await api.stop();
    await upgraded.stop();
    const physical = await clusterAt(bin, copy);
    clusters.push(physical);
    await physical.start();
    api = await spawnApi(physical.url('bo'), port, ENV);
    await sell(1, 'Después de la copia física');
    expect(totalOf(await admin.get('/api/orders'))).toBe(4);
    expect((await admin.get(`/api/products/${filter}`)).body.quantity).toBe(93);
    await api.stop();
    expect(await verified(physical.url('bo'))).toEqual({ ok: true, differences: [] });

    // A backup cut short (its last bytes lost in the copy): pg_restore fails at the last table's
    // data, before the constraints, and the API refuses the database it left.
    const cut = path.join(work, 'cut.dump');
    const whole = await fs.readFile(dump);
    await fs.writeFile(cut, whole.subarray(0, whole.length - 64));
    await physical.createDatabase('cut');
    await expect(run('pg_restore', [`--dbname=${physical.url('cut')}`, cut])).rejects.toThrow();
    const refused = await spawnApi(physical.url('cut'), 0, ENV).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SpawnedApiExit);
    expect((refused as SpawnedApiExit).code).not.toBe(0);
    expect((refused as Error).message).toContain('la copia de seguridad restaurada está incompleta');
    expect((refused as Error).message).toContain('Restore the whole backup again');
  });
});
