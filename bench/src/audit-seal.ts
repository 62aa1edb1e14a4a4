/**
 * The sealed history's cost and its verify (issue 32): sales through HTTP with the sealer on and
 * off (two servers, each on a database of its own, taking turns in rounds, same run), how soon the
 * sealer follows them; then 1,000,000 events written straight into a store, sealed from the start
 * (the first start of an upgraded installation), and verified: the time and the memory it takes.
 * Figures only, nothing is asserted.
 * `node bench/dist/audit-seal.js`; BENCH_SEAL_SALES, BENCH_SEAL_ROUNDS, BENCH_VERIFY_EVENTS, BENCH_SEAL_PARTS tune it.
 */
import os from 'os';
import { Pool } from 'pg';
import { migrateEventStore, PostgresEventStore } from '@bo/event-store';
import { migrateAudit } from '@bo/api/dist/audit/chain/audit.schema';
import { verifyChain } from '@bo/api/dist/audit/chain/chain-verify';
import { lastSeal } from '@bo/api/dist/audit/chain/seal-rows';
import { Sealer } from '@bo/api/dist/audit/chain/sealer';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { insertEvents } from './support/generated-events';
import { add, Figures, idleLine, line, load, measure, NO_FIGURES, openLoadRun } from './support/load-run';
import { salesThroughHttp, setUpSaleCatalogue } from './sales-create';
import { fmt } from './support/stats';

const SALES = Number(process.env.BENCH_SEAL_SALES ?? 2_000);
const ROUNDS = Number(process.env.BENCH_SEAL_ROUNDS ?? 4);
const WARMUP = 80;
const CONCURRENCY = 8;
const VERIFY_EVENTS = Number(process.env.BENCH_VERIFY_EVENTS ?? 1_000_000);

const rate = (figures: Figures) => figures.sales / figures.seconds;

async function sealOnAndOff(): Promise<void> {
  const on = await openLoadRun();
  const off = await openLoadRun({ AUDIT_SEALER: 'false' }).catch(async (error) => {
    await on.close();
    throw error;
  });
  try {
    const units = (SALES + WARMUP) * 4;
    const contenders = await Promise.all(
      [on, off].map(async (run) => {
        const setup = await setUpSaleCatalogue(await run.server.login(), units);
        const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => run.server.login()));
        return salesThroughHttp(clients, setup, true);
      }),
    );
    console.log(`\n== Sales with the history sealed vs not (POST /api/orders, ${CONCURRENCY} concurrent, keyed) ==`);
    console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
    await Promise.all([on.counter.calibrate(), off.counter.calibrate()]);
    await measure(contenders[0], WARMUP, on.counter, CONCURRENCY);
    await measure(contenders[1], WARMUP, off.counter, CONCURRENCY);
    let sealed = NO_FIGURES;
    let unsealed = NO_FIGURES;
    for (let round = 0; round < ROUNDS; round++) {
      const share = Math.floor(SALES / ROUNDS);
      const measureOn = async () =>
        (sealed = add(sealed, await measure(contenders[0], share, on.counter, CONCURRENCY)));
      const measureOff = async () =>
        (unsealed = add(unsealed, await measure(contenders[1], share, off.counter, CONCURRENCY)));
      if (round % 2 === 0) await measureOn().then(measureOff);
      else await measureOff().then(measureOn);
    }
    console.log(line('seal on', sealed));
    console.log(line('seal off', unsealed));
    console.log(idleLine(on.counter));
    console.log(
      `on/off ${fmt(rate(sealed) / rate(unsealed), 2)}  (target: >= 0.90, the write path no more than 10 % slower)`,
    );
    // How far behind the sales the sealer is once they stop.
    const pool = new Pool({ connectionString: on.url, max: 1 });
    const started = Date.now();
    for (;;) {
      const { rows } = await pool.query<{ behind: string }>(
        `select (select count(*) from events) - coalesce((select max(seq) from audit.seals), 0) as behind`,
      );
      if (Number(rows[0].behind) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`the sealer had sealed every event ${fmt(Date.now() - started, 0)} ms after the last sale's answer`);
    await pool.end();
  } finally {
    await on.close();
    await off.close();
  }
}

async function verifyMillion(): Promise<void> {
  const scratch = await openBenchDatabase();
  const pool = new Pool({ connectionString: scratch.url, max: 4 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore(pool);
  try {
    await migrateEventStore(pool);
    await migrateAudit(pool);
    let started = Date.now();
    await insertEvents(pool, VERIFY_EVENTS);
    console.log(
      `\n== Sealing and verifying ${VERIFY_EVENTS.toLocaleString('en')} events (inserted in ${fmt((Date.now() - started) / 1000)} s) ==`,
    );
    started = Date.now();
    const sealer = new Sealer(pool, store, { batch: 5000 });
    sealer.start();
    for (;;) {
      const head = await lastSeal(pool);
      if (head && head.seq >= VERIFY_EVENTS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await sealer.stop();
    const sealSeconds = (Date.now() - started) / 1000;
    console.log(`sealed from the start in ${fmt(sealSeconds)} s (${fmt(VERIFY_EVENTS / sealSeconds, 0)} events/s)`);
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sample = setInterval(() => {
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    }, 100);
    const rssBefore = process.memoryUsage().rss;
    started = Date.now();
    const outcome = await verifyChain(pool, store);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sample);
    console.log(
      `verify: ${outcome.ok ? 'ok' : `FAILED ${JSON.stringify(outcome.first_bad)}`}, ${outcome.checked.toLocaleString('en')} events in ` +
        `${fmt(seconds)} s (${fmt(outcome.checked / seconds, 0)} events/s; target: 1,000,000 in under 60 s); ` +
        `peak RSS ${fmt(peakRss / 2 ** 20, 0)} MiB (${fmt(rssBefore / 2 ** 20, 0)} before), peak heap ${fmt(peakHeap / 2 ** 20, 0)} MiB`,
    );
  } finally {
    await pool.end();
    await scratch.close();
  }
}

/** BENCH_SEAL_PARTS: 'sales', 'verify' or both (the default). */
export async function run(): Promise<void> {
  const parts = process.env.BENCH_SEAL_PARTS ?? 'sales,verify';
  if (parts.includes('sales')) await sealOnAndOff();
  if (parts.includes('verify')) await verifyMillion();
}

runWhenMain(module, run);
