// Issue 30, items 4 and 5: two API processes (as two machines) on one database, each with its own
// UPLOADS_DIR and REPORTS_DIR, sharing only PostgreSQL (and Redis when REDIS_URL is set): an
// upload or a report made through one is served by the other; files an older version left in a
// folder are copied into PostgreSQL at start, once; the sign-in throttle counts the attempts on
// both; a session signed out, a user deleted or changed on one is so on the other at once.
import { randomBytes, randomUUID } from 'crypto';
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { Pool } from 'pg';
import { configFromEnvironment } from '../../apps/api/src/config/app-config';
import { migrateFolders } from '../../apps/api/src/infrastructure/storage/migrate-folders';
import { openFileStore } from '../../apps/api/src/infrastructure/storage/open-file-store';
import { SpawnedApi as ApiChild, spawnApi } from '../support/spawn-api';
import { createTestDatabase, TestDatabase } from '../support/database';
import { HttpClient } from '../support/http-client';

jest.setTimeout(240000);

const ADMIN_EMAIL = 'admin@prueba.test';
const ADMIN_PASSWORD = `Clave-${randomBytes(4).toString('hex')}`;
const FOLDERS = path.join(os.tmpdir(), `bo-shared-${randomBytes(6).toString('hex')}`);
const folders = (name: string) => ({
  UPLOADS_DIR: path.join(FOLDERS, name, 'uploads'),
  REPORTS_DIR: path.join(FOLDERS, name, 'reports'),
});
const SHARED_ENV = {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JOBS_PREFIX: `bo_test_${randomBytes(4).toString('hex')}`,
  // The sign-in's address from X-Forwarded-For, so each test throttles an address of its own.
  TRUST_PROXY: 'loopback',
};

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** An upload an older version left in the first process's folder. */
const LEFT_IN_FOLDER = `${randomUUID()}.png`;

const fetchedAs = (server: ApiChild, client: HttpClient, route: string) =>
  fetch(`${server.url}${route}`, { headers: { Cookie: `bo_session=${client.cookie('bo_session')}` } });

const signedIn = async (server: ApiChild, email: string, password: string) => {
  const client = new HttpClient(server.url);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
};

describe('two API processes sharing one database', () => {
  let database: TestDatabase;
  let first: ApiChild;
  let second: ApiChild;
  let adminA: HttpClient;
  let adminB: HttpClient;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase('shared');
    await fs.mkdir(folders('a').UPLOADS_DIR, { recursive: true });
    await fs.writeFile(path.join(folders('a').UPLOADS_DIR, LEFT_IN_FOLDER), PNG);
    // One after the other: the first one seeds the administrator.
    first = await spawnApi(database.url, 0, {
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: 'error',
      ...SHARED_ENV,
      ...folders('a'),
    });
    second = await spawnApi(database.url, 0, {
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: 'error',
      ...SHARED_ENV,
      ...folders('b'),
    });
    adminA = await signedIn(first, ADMIN_EMAIL, ADMIN_PASSWORD);
    adminB = await signedIn(second, ADMIN_EMAIL, ADMIN_PASSWORD);
    pool = new Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await pool?.end();
    await database?.drop();
    await fs.rm(FOLDERS, { recursive: true, force: true });
  });

  it('serves an upload made through one from the other, with its type and cache', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
    const stored = await adminA.post('/api/uploads', form);
    expect(stored.status).toBe(201);
    const served = await fetchedAs(second, adminB, stored.body.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // A revalidation is a 304; an unknown name a 404, as before.
    const again = await fetch(`${second.url}${stored.body.path}`, {
      headers: {
        Cookie: `bo_session=${adminB.cookie('bo_session')}`,
        'If-None-Match': served.headers.get('etag')!,
        // fetch adds 'no-cache' (no revalidation) to a conditional request that names no Cache-Control.
        'Cache-Control': 'max-age=0',
      },
    });
    expect(again.status).toBe(304);
    expect((await fetchedAs(second, adminB, `/api/uploads/${randomUUID()}.png`)).status).toBe(404);
    expect(await fs.readdir(folders('a').UPLOADS_DIR)).toEqual([LEFT_IN_FOLDER]);
  });

  it('downloads from one a report asked through the other, whichever worked it', async () => {
    const asked = await adminA.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect(asked.status).toBe(202);
    let state = '';
    for (let tries = 0; tries < 300 && state !== 'completed' && state !== 'failed'; tries++) {
      state = (await adminB.get(`/api/reports/${asked.body.id}`)).body.state;
      if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe('completed');
    for (const [server, client] of [
      [second, adminB],
      [first, adminA],
    ] as const) {
      const file = await fetchedAs(server, client, `/api/reports/${asked.body.id}/file`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      // An xlsx is a zip: 'PK'.
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    }
  });

  it('serves an image an older version left in the first one’s folder, from both', async () => {
    for (const [server, client] of [
      [first, adminA],
      [second, adminB],
    ] as const) {
      const served = await fetchedAs(server, client, `/api/uploads/${LEFT_IN_FOLDER}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('copies a folder’s files once, however many processes start at once and however often', async () => {
    const folder = folders('c');
    await fs.mkdir(folder.UPLOADS_DIR, { recursive: true });
    await fs.mkdir(folder.REPORTS_DIR, { recursive: true });
    const image = `${randomUUID()}.png`;
    await fs.writeFile(path.join(folder.UPLOADS_DIR, image), PNG);
    // A report of the last days whose file is in the folder (its row names the file).
    const report = randomUUID();
    const reportFile = path.join(folder.REPORTS_DIR, `${report}.xlsx`);
    await fs.writeFile(reportFile, 'PK-viejo');
    const me = (await adminA.get('/api/me')).body as { id: number };
    await pool.query(
      `insert into report_files (id, user_id, type, format, params, state, file_name, path)
       values ($1, $2, 'clients', 'excel', '{}', 'completed', 'clientes-viejo.xlsx', $3)`,
      [report, String(me.id), reportFile],
    );
    const config = {
      ...configFromEnvironment(database.url, null),
      uploadsDir: folder.UPLOADS_DIR,
      reportsDir: folder.REPORTS_DIR,
    };
    const files = openFileStore(config, pool);
    const twice = await Promise.all([migrateFolders(config, pool, files), migrateFolders(config, pool, files)]);
    expect(twice.map((each) => each.uploads).sort()).toEqual([0, 1]);
    expect(twice.map((each) => each.reports).sort()).toEqual([0, 1]);
    expect(await migrateFolders(config, pool, files)).toEqual({ uploads: 0, reports: 0 });
    const kept = await pool.query('select key from stored_files where key = any($1::text[]) order by key', [
      [`uploads/${image}`, `reports/${report}.xlsx`],
    ]);
    expect(kept.rows.map((row) => row.key)).toEqual([`reports/${report}.xlsx`, `uploads/${image}`]);

    // Served by both processes, whose folders never held them.
    expect((await fetchedAs(second, adminB, `/api/uploads/${image}`)).status).toBe(200);
    const downloaded = await fetchedAs(first, adminA, `/api/reports/${report}/file`);
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe('PK-viejo');
    // The image stays in its folder; the report's file left it, its row names the stored one.
    expect(await fs.readdir(folder.UPLOADS_DIR)).toEqual([image]);
    expect(await fs.readdir(folder.REPORTS_DIR)).toEqual([]);
  });

  it('locks an e-mail after 5 failures on both processes together, and an address after 20 on any e-mails', async () => {
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    const login = (server: ApiChild, email: string, password: string, address: string) =>
      new HttpClient(server.url).post('/api/login', { email, password, remember: false }, from(address));

    // Alternating: 3 failures on the first, 2 on the second, then the right password on either.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(attempt % 2 ? second : first, ADMIN_EMAIL, 'mala', '10.0.0.1')).status).toBe(401);
    for (const server of [first, second]) {
      const locked = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.0.1');
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(
        /^Demasiados intentos de inicio de sesión\. Intente de nuevo en \d+ segundos\.$/,
      );
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not locked.
    expect((await login(second, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.0.2')).status).toBe(200);

    // 20 failures from one address on 10 e-mails, in parallel, half on each process.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, at) =>
        login(at % 2 ? second : first, `nadie${at % 10}@prueba.test`, 'mala', '10.0.0.3'),
      ),
    );
    expect(guesses.map((answer) => answer.status)).toEqual(Array(20).fill(401));
    for (const server of [first, second]) {
      const refused = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.0.3');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Demasiados intentos de inicio de sesión desde esta red\. Intente de nuevo en \d+ segundos\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('refuses on the other at once a session signed out on one, a deleted user’s session, and applies a new role', async () => {
    const store = (await adminA.post('/api/organizations', { name: 'Tienda Compartida' })).body.id;
    const user = async (email: string) => {
      const created = await adminA.post('/api/users', {
        first_name: 'Ana',
        last_name: 'Compartida',
        email,
        password: 'Clave-ana-12',
        role: 'sales',
        organization_id: store,
      });
      expect(created.status).toBe(201);
      return { id: created.body.id as number, client: await signedIn(first, email, 'Clave-ana-12') };
    };
    const meOnSecond = (client: HttpClient) => fetchedAs(second, client, '/api/me');

    // Signed out on the first: a 401 on the second, whose cache had it.
    const signedOut = await user('salida@prueba.test');
    expect((await meOnSecond(signedOut.client)).status).toBe(200);
    const cookie = signedOut.client.cookie('bo_session');
    expect((await signedOut.client.delete('/api/logout')).status).toBe(204);
    const after = await fetch(`${second.url}/api/me`, { headers: { Cookie: `bo_session=${cookie}` } });
    expect(after.status).toBe(401);

    // Deleted on the first: their session is a 401 on the second at once.
    const deleted = await user('borrada@prueba.test');
    expect((await meOnSecond(deleted.client)).status).toBe(200);
    expect((await adminA.delete(`/api/users/${deleted.id}`)).status).toBeLessThan(300);
    expect((await meOnSecond(deleted.client)).status).toBe(401);

    // A new role given on the first applies on the second at once.
    const promoted = await user('ascendida@prueba.test');
    expect((await meOnSecond(promoted.client)).status).toBe(200);
    expect((await fetchedAs(second, promoted.client, '/api/logs')).status).toBe(403);
    const changed = await adminA.put(`/api/users/${promoted.id}`, {
      first_name: 'Ana',
      last_name: 'Compartida',
      email: 'ascendida@prueba.test',
      password: '',
      role: 'admin',
      organization_id: store,
    });
    expect(changed.status).toBe(200);
    expect(((await (await meOnSecond(promoted.client)).json()) as { role: string }).role).toBe('admin');
    expect((await fetchedAs(second, promoted.client, '/api/logs')).status).toBe(200);
  });
});
