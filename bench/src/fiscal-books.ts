/**
 * The fiscal books under load (issue 33, item 6: 100,000 documents in a month under 10 s and
 * 200 MB): 100,000 invoices and credit notes of one month in rm.fiscal_book (SQL
 * generate_series, as the projection would have written them, mixed rates, exempt bases, IGTF),
 * the server with RUN_WORKERS=false and a standalone worker (`apps/api/dist/worker.js`); the
 * 'Libro de Ventas' Excel through the job: seconds from POST /api/reports to completed, the
 * worker's peak memory (Linux VmHWM), the file's size. Figures only, nothing is asserted.
 * `node bench/dist/fiscal-books.js`; BENCH_BOOK_DOCUMENTS tunes it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Pool } from 'pg';
import { HttpClient } from '@bo/platform';
import { finished, startWorker, Worker } from './reports-excel';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { load } from './support/load-run';
import { fmt } from './support/stats';

const DOCUMENTS = Number(process.env.BENCH_BOOK_DOCUMENTS ?? 100_000);
const MONTH = '2026-11';

/**
 * DOCUMENTS rows of November 2026: every twentieth a credit note of the invoice before it, the
 * rest invoices; bases at 16 % on all, at 8 % on every third, at 31 % on every seventh, an exempt
 * base on every fifth; IGTF on every other; rates from 36.50 up.
 */
const INSERT_BOOK = `
insert into rm.fiscal_book (kind, document_id, order_id, month, date, seq, identification, name, number,
  control_number, affected_invoice, affected_control_number, exchange_rate, total, exempt, base_g, iva_g,
  base_r, iva_r, base_a, iva_a, iva_withheld, withholding_voucher, igtf, cancelled)
select case when g % 20 = 0 then 'nota de crédito' else 'factura' end, g::text, g, '${MONTH}',
  date '${MONTH}-01' + ((g - 1) * 30 / $1::int), g, 'V-' || (8000000 + g % 3000),
  (array['María', 'José', 'Luis', 'Carmen', 'Ana', 'Carlos'])[g % 6 + 1] || ' '
    || (array['González', 'Rodríguez', 'Pérez', 'Hernández', 'García'])[g % 5 + 1],
  g::text, '00-' || lpad(g::text, 8, '0'),
  case when g % 20 = 0 then (g - 1)::text end, case when g % 20 = 0 then '00-' || lpad((g - 1)::text, 8, '0') end,
  36.5 + (g % 30) * 0.01,
  base_g + base_g * 0.16 + base_r + base_r * 0.08 + base_a + base_a * 0.31 + exempt,
  exempt, base_g, base_g * 0.16, base_r, base_r * 0.08, base_a, base_a * 0.31, null, null,
  case when g % 2 = 0 then 1.50 else 0 end, false
from generate_series(1, $1::int) g,
  lateral (select (10 + g % 90)::numeric(14, 2) as base_g,
    case when g % 3 = 0 then (5 + g % 40)::numeric(14, 2) else 0 end as base_r,
    case when g % 7 = 0 then (20 + g % 50)::numeric(14, 2) else 0 end as base_a,
    case when g % 5 = 0 then (3 + g % 10)::numeric(14, 2) else 0 end as exempt) amounts`;

async function ask(client: HttpClient): Promise<string> {
  const answer = await client.post('/api/reports', { type: 'sales-book', format: 'excel', params: { month: MONTH } });
  if (answer.status !== 202) throw new Error(`POST /api/reports: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-books-'));
  const env = { DATABASE_URL: scratch.url, REDIS_URL: '', REPORTS_DIR: reportsDir, RUN_WORKERS: 'false' };
  const server = await startBenchServer(scratch.url, env);
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  let worker: Worker | null = null;
  try {
    console.log(
      `\n== Fiscal books: the 'Libro de Ventas' Excel of ${DOCUMENTS.toLocaleString('en-US')} documents in a month ` +
        `through a standalone worker ==`,
    );
    console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
    const t = performance.now();
    await pool.query(INSERT_BOOK, [DOCUMENTS]);
    await pool.query('analyze rm.fiscal_book');
    console.log(`rows inserted in ${fmt((performance.now() - t) / 1000, 2)} s`);
    const admin = await server.login();
    worker = await startWorker(env);
    const idle = worker.memory();
    const cpu = worker.cpuSeconds();
    const t0 = performance.now();
    const [book] = await finished(pool, [await ask(admin)]);
    const seconds = (performance.now() - t0) / 1000;
    const memory = worker.memory();
    const cpuUsed = worker.cpuSeconds() - cpu;
    if (book.state !== 'completed') throw new Error(`El libro terminó ${book.state}`);
    const stored = await pool.query<{ size: string }>('select size from stored_files where key = $1', [book.path]);
    const size = Number(stored.rows[0]?.size ?? 0);
    console.log(
      `sales book ${fmt(seconds, 2).padStart(6)} s  ${DOCUMENTS.toLocaleString('en-US')} rows  ` +
        `${fmt(size / 1048576).padStart(6)} MiB file  worker peak RSS ${fmt(memory.peak, 0)} MiB ` +
        `(idle ${fmt(idle.now, 0)} MiB), ${fmt(cpuUsed, 1)} CPU s  target < 10 s, < 200 MB`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    await worker?.stop();
    await pool.end();
    await server.stop();
    await scratch.close();
    fs.rmSync(reportsDir, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
