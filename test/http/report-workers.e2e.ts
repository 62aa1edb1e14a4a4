/**
 * Report workers apart from the API (issue 14): the API with RUN_WORKERS=false and standalone
 * workers (`npm run worker`) in child processes, on both queue backends (BullMQ on PostgreSQL and
 * on Redis). A report asked through the API is written by a standalone worker; a worker killed
 * mid-report leaves it to another worker, which writes it whole, and no half-written file is ever
 * shown as ready; 20 reports asked at once by three users all complete, each run once, each
 * downloaded only by its owner.
 */
import { promises as fs } from 'fs';
import { APP_CONFIG, AppConfig } from '../../apps/api/src/config/app-config';
import { HttpClient } from '../support/http-client';
import { httpSuite, HttpSuite, totalOf } from '../support/http-suite';
import { downloaded, rowsOf } from '../support/reports';
import { startReportWorker, WorkerChild } from '../support/report-worker';

// Each backend: a server and five worker processes started from the TypeScript sources, and a
// 30,000-row report written twice; a machine shared with other runs may take minutes.
jest.setTimeout(600_000);

const BIG_ORDERS = 30_000;
/** The seeded orders' days (far from today's, which the other reports ask). */
const BIG_FROM = '2025-01-01';
const BIG_TO = '2025-12-31';
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
/** Short locks for the killed-worker test: its job is taken again within about 5 + 2 x 1 s. */
const SHORT_LOCKS = { REPORT_LOCK_MS: '5000', REPORT_STALLED_CHECK_MS: '1000' };

interface ReportRecord {
  state: string;
  progress: number;
  runs: number;
  worker: string | null;
  path: string | null;
}

const record = async (suite: HttpSuite, id: string): Promise<ReportRecord> => {
  const { rows } = await suite.server.running.pool.query<ReportRecord>(
    'select state, progress, runs, worker, path from report_files where id = $1',
    [id],
  );
  return rows[0];
};

/** Polls the report's row until `done` says so (4 minutes at most); every row seen goes to `seen`. */
async function until(
  suite: HttpSuite,
  id: string,
  done: (row: ReportRecord) => boolean,
  seen: ReportRecord[] = [],
): Promise<ReportRecord> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const row = await record(suite, id);
    seen.push(row);
    if (done(row)) return row;
    if (Date.now() > deadline) throw new Error(`El reporte ${id} no llegó al estado esperado: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const finished = (row: ReportRecord) => row.state === 'completed' || row.state === 'failed';
const pidOf = (worker: string | null) => Number(worker?.split(':').pop());

describe.each([
  ['PostgreSQL', null],
  ['Redis', process.env.REDIS_URL || 'redis://127.0.0.1:6379'],
])('report workers on %s', (backend, redisUrl) => {
  const suite = httpSuite({ redisUrl, runWorkers: false });
  let workers: WorkerChild[] = [];
  const start = async (count: number, env: Record<string, string> = {}) => {
    const started = await Promise.all(Array.from({ length: count }, () => startReportWorker(suite.server, env)));
    workers.push(...started);
    return started;
  };

  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
  });

  it('writes a report asked through the API on a standalone worker, the API working none', async () => {
    // The API works no report: the job probe says so until a report worker runs.
    const idle = await suite.admin.get('/api/health/jobs');
    expect(idle.status).toBe(503);
    expect(idle.body.message).toMatch(/^Ningún procesador de reportes está activo/);
    expect(
      (await suite.admin.post('/api/clients', { name: 'Rosa Mérida', identification: 'V-777', typeClient: 'spot' }))
        .status,
    ).toBe(201);
    const asked = await suite.admin.post('/api/reports', { type: 'clients', format: 'excel', params: {} });
    expect(asked.status).toBe(202);
    // No worker yet, and the API works none: it waits.
    expect((await suite.admin.get(`/api/reports/${asked.body.id}`)).body).toMatchObject({ state: 'waiting' });
    const [worker] = await start(1);
    // It names its connection as it starts: the probe sees it within moments.
    let probe = await suite.admin.get('/api/health/jobs');
    for (const deadline = Date.now() + 15_000; probe.status !== 200 && Date.now() < deadline;)
      probe = await new Promise((resolve) => setTimeout(resolve, 100)).then(() => suite.admin.get('/api/health/jobs'));
    expect(probe.body).toEqual({ status: 'ok', backend: backend.toLowerCase() });
    const done = await until(suite, asked.body.id, finished);
    expect(done).toMatchObject({ state: 'completed', runs: 1 });
    expect(pidOf(done.worker)).toBe(worker.pid);
    const rows = await rowsOf(await downloaded(suite, suite.admin, asked.body.id));
    expect(rows[3][0]).toBe('Listado de clientes');
    expect(rows.find((row) => row?.[0] === 'Rosa Mérida')?.[1]).toBe('V-777');
  });

  it('lets another worker write the report whole when the one writing it is killed', async () => {
    await suite.server.running.pool.query(
      `insert into rm.orders (id, number_order, order_state, client_id, client_name, client_identification, date,
         subtotal, discount, total, balance, exchange_rate, is_credit, comentary, cost_total, lines_count, created_at, updated_at)
       select 1000000 + g, 1000000 + g, 'request', 1, 'Cliente ' || g % 100, 'V-' || g,
         date '${BIG_FROM}' + (g % 365), 10 + g % 50, 0, 10 + g % 50, 0, 36.5, false, '', 5, 1, now(), now()
       from generate_series(1, $1::int) g`,
      [BIG_ORDERS],
    );
    const [first, second] = await start(2, SHORT_LOCKS);
    const asked = await suite.admin.post('/api/reports', {
      type: 'orders',
      format: 'excel',
      params: { from: BIG_FROM, to: BIG_TO },
    });
    expect(asked.status).toBe(202);
    const id = asked.body.id as string;
    const seen: ReportRecord[] = [];

    // Mid-report: taken by one of the two, some rows written.
    const writing = await until(suite, id, (row) => row.state === 'active' && row.progress > 0, seen);
    const taker = [first, second].find((worker) => worker.pid === pidOf(writing.worker))!;
    const other = taker === first ? second : first;
    await taker.kill();
    const afterKill = await record(suite, id);
    expect(afterKill).toMatchObject({ state: 'active', runs: 1, path: null });
    const leftovers = (await fs.readdir(reportsDir(suite))).filter((name) => name.startsWith(id));
    expect(leftovers).toEqual([expect.stringMatching(new RegExp(`^${id}\\.xlsx\\.${taker.pid}\\.\\d+\\.part$`))]);

    const done = await until(suite, id, finished, seen);
    expect(done).toMatchObject({ state: 'completed', runs: 2 });
    expect(pidOf(done.worker)).toBe(other.pid);
    // Shown as ready only once the second run had put its whole file in place.
    for (const row of seen.filter((row) => row.state === 'completed')) expect(row).toMatchObject({ runs: 2 });
    // The second run's file in the file store, none of the first; nothing left in the folder.
    expect(done.path).toBe(`reports/${id}-2.xlsx`);
    const stored = await suite.server.running.pool.query('select key from stored_files where starts_with(key, $1)', [
      `reports/${id}`,
    ]);
    expect(stored.rows).toEqual([{ key: `reports/${id}-2.xlsx` }]);
    expect((await fs.readdir(reportsDir(suite))).filter((name) => name.startsWith(id))).toEqual([]);

    const rows = await rowsOf(await downloaded(suite, suite.admin, id));
    expect(rows).toHaveLength(7 + BIG_ORDERS + 1);
    expect(rows[7][0]).toBe(1000365);
    expect(rows[rows.length - 1].slice(0, 3)).toEqual(['Total', undefined, `${BIG_ORDERS} ventas`]);
  });

  it('completes 20 reports asked at once by three users, each run once, each seen only by its owner', async () => {
    await start(2);
    const sales = await suite.as('sales');
    const financial = await suite.as('financial');
    const askers: [HttpClient, string][] = [
      ...Array.from({ length: 7 }, () => [suite.admin, 'orders'] as [HttpClient, string]),
      ...Array.from({ length: 7 }, () => [sales, 'orders'] as [HttpClient, string]),
      ...Array.from({ length: 6 }, () => [financial, 'clients'] as [HttpClient, string]),
    ];
    const ownListBefore = await Promise.all(
      [suite.admin, sales, financial].map((client) => client.get('/api/reports')),
    );
    const asked = await Promise.all(
      askers.map(([client, type]) =>
        client.post('/api/reports', {
          type,
          format: 'excel',
          params: type === 'orders' ? { from: TODAY, to: TODAY } : {},
        }),
      ),
    );
    expect(asked.map((answer) => answer.status)).toEqual(askers.map(() => 202));
    const ids = asked.map((answer) => answer.body.id as string);
    expect(new Set(ids).size).toBe(20);

    const done = await Promise.all(ids.map((id) => until(suite, id, finished)));
    expect(done.map((row) => [row.state, row.runs])).toEqual(ids.map(() => ['completed', 1]));

    for (const [index, client] of [suite.admin, sales, financial].entries()) {
      const mine = ids.filter((_, at) => askers[at][0] === client);
      const list = await client.get(`/api/reports?range=${encodeURIComponent('[0,99]')}`);
      expect(totalOf(list)).toBe(totalOf(ownListBefore[index]) + mine.length);
      expect(
        list.body
          .slice(0, mine.length)
          .map((report: { id: string }) => report.id)
          .sort(),
      ).toEqual([...mine].sort());
    }
    for (const [at, id] of ids.entries()) {
      const [owner, type] = askers[at];
      const file = await downloaded(suite, owner, id);
      expect(file.status).toBe(200);
      expect((await rowsOf(file))[3][0]).toBe(type === 'orders' ? 'Reporte de ventas' : 'Listado de clientes');
      const stranger = owner === sales ? financial : sales;
      expect((await downloaded(suite, stranger, id)).status).toBe(404);
    }
  });
});

function reportsDir(suite: HttpSuite): string {
  return suite.server.running.app.get<AppConfig>(APP_CONFIG).reportsDir;
}
