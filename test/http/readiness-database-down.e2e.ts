/**
 * Issue 30, item 3: health that tells the truth. The API runs in a child process on a PostgreSQL
 * server of this test's own (initdb in a temporary folder, never the machine's shared server):
 * liveness is 200 and public; readiness is 200 with the projections' lag and the report workers
 * as details; with that PostgreSQL stopped readiness answers 503 naming the database within a
 * couple of seconds (liveness still 200), and once it runs again readiness is 200 again, the API
 * never restarted; where the run has REDIS_URL, the queues are on a Redis of this test's own, and
 * the same holds with that Redis stopped (503 naming it). The child's stdout is its log: JSON lines, each request's with its request id
 * (the caller's X-Request-Id, answered back) and the signed-in user's id, and no secret.
 */
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { ALL_PROJECTIONS } from '@bo/projections';
import { HttpClient } from '../support/http-client';
import { createScratchPostgres, ScratchPostgres } from '../support/scratch-postgres';
import { SpawnedApi, spawnApi } from '../support/spawn-api';
import { createScratchRedis, ScratchRedis } from '../support/scratch-redis';

const ADMIN_EMAIL = 'admin@prueba.test';
const ADMIN_PASSWORD = `Clave-${randomBytes(4).toString('hex')}`;

// initdb, a server started from the TypeScript sources, and a PostgreSQL stopped and started again.
jest.setTimeout(180_000);

/** Set: the queues on Redis (the run's REDIS_URL says Redis is there); null: on PostgreSQL. */
const startChild = (databaseUrl: string, redisUrl: string | null): Promise<SpawnedApi> =>
  spawnApi(databaseUrl, 0, {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    REDIS_URL: redisUrl ?? '',
    JOBS_PREFIX: `bo_test_${randomBytes(4).toString('hex')}`,
    UPLOADS_DIR: path.join(os.tmpdir(), `bo-uploads-${randomBytes(6).toString('hex')}`),
    REPORTS_DIR: path.join(os.tmpdir(), `bo-reports-${randomBytes(6).toString('hex')}`),
    DATABASE_POOL_SIZE: '4',
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    NODE_ENV: 'production',
  });

/** The log's JSON lines (the child's own 'LISTO <url>' line is not a log line). */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const value = await work;
  return [value, Date.now() - started];
}

describe('readiness with its PostgreSQL stopped and started again, and the logs', () => {
  let postgres: ScratchPostgres | undefined;
  let redis: ScratchRedis | undefined;
  let child: SpawnedApi | undefined;
  let anonymous: HttpClient;

  beforeAll(async () => {
    postgres = await createScratchPostgres();
    if (process.env.REDIS_URL) redis = await createScratchRedis();
    child = await startChild(postgres.url, redis?.url ?? null);
    anonymous = new HttpClient(child.url);
  });

  afterAll(async () => {
    await child?.stop();
    await postgres?.remove();
    await redis?.remove();
  });

  /** Readiness until it is 200 (30 s at most). */
  async function readyAgain() {
    const deadline = Date.now() + 30_000;
    let ready = await anonymous.get('/api/health/ready');
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await anonymous.get('/api/health/ready');
    }
    return ready;
  }

  it('answers liveness and readiness without a session, readiness with the lag and the workers', async () => {
    const live = await anonymous.get('/api/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await anonymous.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.details.database.status).toBe('up');
    expect(Boolean(ready.body.details.redis)).toBe(Boolean(process.env.REDIS_URL));
    const names = ALL_PROJECTIONS.map((projection) => projection.name).sort();
    expect(Object.keys(ready.body.details.projections.lag).sort()).toEqual(names);
    expect(Object.keys(ready.body.details.projections.checkpoint).sort()).toEqual(names);
    expect(typeof ready.body.details.projections.head).toBe('number');
    // The API runs its report workers (RUN_WORKERS is not false).
    expect(ready.body.details.workers).toMatchObject({
      status: 'up',
      alive: true,
      backend: process.env.REDIS_URL ? 'redis' : 'postgresql',
    });
    expect(ready.body.details.workers.reports).toBeGreaterThanOrEqual(1);
  });

  it('logs each request as a JSON line with its request id and the signed-in user, and no secret', async () => {
    const admin = new HttpClient(child!.url);
    expect((await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    const requestId = `prueba-${randomBytes(4).toString('hex')}`;
    const me = await admin.request('GET', '/api/me', undefined, { headers: { 'X-Request-Id': requestId } });
    expect(me.status).toBe(200);
    expect(me.headers.get('x-request-id')).toBe(requestId);
    // Without one (or with one that is not a sensible id), the server makes one up.
    const generated = await anonymous.request('GET', '/api/version', undefined, { headers: { 'X-Request-Id': 'a b' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logLines(child!.output());
    const line = lines.find((entry) => entry.request_id === requestId);
    expect(line).toMatchObject({
      level: 'info',
      request_id: requestId,
      user_id: me.body.id,
      req: { method: 'GET', url: '/api/me' },
      res: { status_code: 200 },
    });
    expect(typeof line!.response_time_ms).toBe('number');
    const login = lines.find((entry) => (entry.req as { url?: string } | undefined)?.url === '/api/login');
    expect(login).toMatchObject({ res: { status_code: 200 } });
    const output = child!.output();
    for (const secret of [ADMIN_PASSWORD, admin.cookie('bo_session'), admin.cookie('XSRF-TOKEN')].filter(Boolean))
      expect(output).not.toContain(secret);
    expect(output).not.toMatch(/cookie|authorization|x-xsrf-token/i);
  });

  it('answers 503 naming the database while it is stopped, and 200 once it runs again, with no restart', async () => {
    const pid = child!.process.pid;
    await postgres!.stop();
    const [down, elapsed] = await timed(anonymous.get('/api/health/ready'));
    expect(down.status).toBe(503);
    expect(elapsed).toBeLessThan(5000);
    expect(down.body.status).toBe('error');
    expect(down.body.error.database).toMatchObject({ status: 'down' });
    expect(down.body.error.database.message).toMatch(/^PostgreSQL no responde/);
    // Asked again while it is still down: as quick, never a 500.
    const [again, elapsedAgain] = await timed(anonymous.get('/api/health/ready'));
    expect([again.status, elapsedAgain < 5000]).toEqual([503, true]);
    expect((await anonymous.get('/api/health')).status).toBe(200);

    await postgres!.start();
    const ready = await readyAgain();
    expect(ready.status).toBe(200);
    expect(ready.body.details.database.status).toBe('up');
    expect(child!.process.pid).toBe(pid);
    expect(child!.process.exitCode).toBeNull();
  });

  (process.env.REDIS_URL ? it : it.skip)(
    'answers 503 naming Redis while it is stopped, and 200 once it runs again, with no restart',
    async () => {
      const pid = child!.process.pid;
      await redis!.stop();
      const [down, elapsed] = await timed(anonymous.get('/api/health/ready'));
      expect(down.status).toBe(503);
      expect(elapsed).toBeLessThan(5000);
      expect(down.body.error.redis).toMatchObject({ status: 'down' });
      expect(down.body.error.redis.message).toMatch(/^Redis no responde/);
      expect(down.body.details.database.status).toBe('up');
      await redis!.start();
      const ready = await readyAgain();
      expect(ready.status).toBe(200);
      expect(ready.body.details.redis.status).toBe('up');
      expect(child!.process.pid).toBe(pid);
      expect(child!.process.exitCode).toBeNull();
    },
  );
});
