/**
 * Report workers under load (issue 14): 100,000 orders in the read model (SQL generate_series),
 * the server with RUN_WORKERS=false and a standalone worker (`apps/api/dist/worker.js`) in a
 * process of its own. (1) The orders Excel report of all of them through the job: seconds from
 * POST /api/reports to completed and the worker's peak memory (Linux VmHWM), beside a plain
 * `COPY (select ...) TO STDOUT` CSV of the same rows (psql) in the same run. Target: under 10 s
 * and 200 MB. (2) 20 reports asked at once (a second worker joins): their total time, all
 * completed, none run twice. Figures only, nothing is asserted.
 * `node bench/dist/reports-excel.js`; BENCH_REPORT_ORDERS and BENCH_REPORT_WORKERS tune it;
 * BENCH_REPORTS_REDIS=1 runs the queues on REDIS_URL instead of PostgreSQL.
 */
import { ChildProcess, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Pool } from 'pg';
import { HttpClient, PROJECT_ROOT } from '@bo/platform';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { load } from './support/load-run';
import { fmt } from './support/stats';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const WORKERS = Math.max(1, Number(process.env.BENCH_REPORT_WORKERS ?? 2));
const AT_ONCE = 20;
const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const REDIS = process.env.BENCH_REPORTS_REDIS === '1' ? process.env.REDIS_URL || 'redis://127.0.0.1:6379' : '';

/** ORDERS orders over 2025, 300 clients, three states, as the projection would have written them. */
const INSERT_ORDERS = `
insert into rm.orders (id, number_order, order_state, client_id, client_name, client_identification, date,
  subtotal, discount, total, balance, exchange_rate, is_credit, comentary, cost_total, lines_count, created_at, updated_at)
select g, g, (array['request', 'delivery', 'finish'])[g % 3 + 1], g % 300 + 1,
  (array['María', 'José', 'Luis', 'Carmen', 'Ana', 'Carlos'])[g % 6 + 1] || ' '
    || (array['González', 'Rodríguez', 'Pérez', 'Hernández', 'García'])[g % 5 + 1], 'V-' || (8000000 + g % 300),
  date '${YEAR.from}' + ((g - 1) * 365 / $1::int), 10 + g % 90, 0, 10 + g % 90, (g % 3) * 5, 36.5,
  g % 3 = 1, '', 5, 1, now(), now()
from generate_series(1, $1::int) g`;

/** What the orders report reads (simple modality, all states but cancelled), as CSV. */
const COPY_SQL = `copy (select o.number_order, to_char(o.date, 'YYYY-MM-DD'), o.client_name, o.order_state, o.total,
  o.balance, case when o.order_state in ('estimate', 'request', 'delivery') then o.total - o.balance else 0 end
  from rm.orders o where o.date between date '${YEAR.from}' and date '${YEAR.to}' and o.order_state <> 'cancel'
  order by o.date, o.number_order) to stdout with csv`;

export interface Worker {
  child: ChildProcess;
  /** Resident memory now and at its peak so far, MiB (/proc VmRSS, VmHWM). */
  memory(): { now: number; peak: number };
  /** CPU seconds it used so far (user + system), a figure a loaded machine changes less than the time. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** A standalone worker process, ready once it says so. */
export async function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'apps/api/dist/worker.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Procesador de reportes listo')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`El procesador terminó (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  const mib = (field: string) => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  };
  return {
    child,
    memory: () => ({ now: mib('VmRSS'), peak: mib('VmHWM') }),
    cpuSeconds() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command's closing parenthesis): clock ticks.
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Asks a report; resolves with its id. */
async function ask(client: HttpClient, params: Record<string, unknown>): Promise<string> {
  const answer = await client.post('/api/reports', { type: 'orders', format: 'excel', params });
  if (answer.status !== 202) throw new Error(`POST /api/reports: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

interface Finished {
  id: string;
  state: string;
  runs: number;
  worker: string;
  path: string | null;
}

/** Polls the rows until none of `ids` is waiting or active. */
export async function finished(pool: Pool, ids: string[]): Promise<Finished[]> {
  for (;;) {
    const { rows } = await pool.query<Finished>(
      'select id, state, runs, worker, path from report_files where id = any($1::text[])',
      [ids],
    );
    if (rows.length === ids.length && rows.every((row) => row.state === 'completed' || row.state === 'failed'))
      return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The COPY's seconds and the CSV's bytes and lines, through psql. */
async function copyCsv(url: string): Promise<{ seconds: number; bytes: number; lines: number }> {
  const started = performance.now();
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', COPY_SQL], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  let lines = 0;
  psql.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    psql.once('error', reject);
    psql.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`psql terminó con código ${code}`);
  return { seconds: (performance.now() - started) / 1000, bytes, lines };
}

export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-reports-'));
  const env = { DATABASE_URL: scratch.url, REDIS_URL: REDIS, REPORTS_DIR: reportsDir, RUN_WORKERS: 'false' };
  const server = await startBenchServer(scratch.url, env);
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  const workers: Worker[] = [];
  try {
    console.log(
      `\n== Reports: the orders Excel of ${ORDERS.toLocaleString('en-US')} orders through a standalone worker ` +
        `(${REDIS ? 'Redis' : 'PostgreSQL'} queue), vs COPY to CSV; ${AT_ONCE} reports at once ==`,
    );
    console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
    await pool.query(INSERT_ORDERS, [ORDERS]);
    await pool.query('analyze rm.orders');
    const admin = await server.login();
    workers.push(await startWorker(env));
    const idle = workers[0].memory();

    const cpu = workers[0].cpuSeconds();
    const t0 = performance.now();
    const [big] = await finished(pool, [await ask(admin, YEAR)]);
    const seconds = (performance.now() - t0) / 1000;
    const memory = workers[0].memory();
    const cpuUsed = workers[0].cpuSeconds() - cpu;
    if (big.state !== 'completed') throw new Error(`El reporte terminó ${big.state}`);
    const stored = await pool.query<{ size: string }>('select size from stored_files where key = $1', [big.path]);
    const size = Number(stored.rows[0]?.size ?? 0);
    const copy = await copyCsv(scratch.url);
    console.log(
      `excel    ${fmt(seconds, 2).padStart(6)} s  ${String(copy.lines).padStart(7)} rows  ` +
        `${fmt(size / 1048576).padStart(6)} MiB file  worker peak RSS ${fmt(memory.peak, 0)} MiB ` +
        `(idle ${fmt(idle.now, 0)} MiB), ${fmt(cpuUsed, 1)} CPU s  target < 10 s, < 200 MB`,
    );
    console.log(
      `copy csv ${fmt(copy.seconds, 2).padStart(6)} s  ${String(copy.lines).padStart(7)} rows  ` +
        `${fmt(copy.bytes / 1048576).padStart(6)} MiB`,
    );
    console.log(`excel/copy ${fmt(seconds / copy.seconds, 1)}x the time`);

    // 20 reports at once from 4 sessions, 20 stretches of the year, on WORKERS workers.
    while (workers.length < WORKERS) workers.push(await startWorker(env));
    const sessions = await Promise.all(Array.from({ length: 4 }, () => server.login()));
    const stretch = Math.floor(365 / AT_ONCE);
    const day = (offset: number) =>
      new Date(Date.parse(`${YEAR.from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const t1 = performance.now();
    const ids = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        ask(sessions[index % sessions.length], {
          from: day(index * stretch),
          to: day(index === AT_ONCE - 1 ? 364 : index * stretch + stretch - 1),
        }),
      ),
    );
    const many = await finished(pool, ids);
    const total = (performance.now() - t1) / 1000;
    const completed = many.filter((row) => row.state === 'completed').length;
    const twice = many.filter((row) => row.runs !== 1).length;
    const byWorker = new Map<string, number>();
    for (const row of many) byWorker.set(row.worker, (byWorker.get(row.worker) ?? 0) + 1);
    console.log(
      `${AT_ONCE} at once ${fmt(total, 2)} s total on ${WORKERS} worker(s) (${[...byWorker.values()].join(' + ')} jobs): ` +
        `${completed}/${AT_ONCE} completed, ${twice} run more than once; ` +
        `worker peak RSS ${workers.map((worker) => fmt(worker.memory().peak, 0)).join(', ')} MiB`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    for (const worker of workers) await worker.stop();
    await pool.end();
    await server.stop();
    await scratch.close();
    fs.rmSync(reportsDir, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
