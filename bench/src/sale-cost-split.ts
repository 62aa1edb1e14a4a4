/**
 * Where a sale's machine time goes, process by process, beside the anchor's whole sale (issue 35):
 * how much of our sale the read models and the seal cost, and so how far any way of writing them
 * (inline in the append's transaction or not) could bring the sale towards the anchor.
 *
 * Our server runs as two processes on one database: the API with RUN_PROJECTIONS=false (the
 * request path: the session, the decision, the append, the wait, the answer, the key) and a second
 * server that serves nothing and runs the read models and the seal. Each one's PostgreSQL backends
 * are known (count-queries.ts names them), so the figures are per sale: each process, its
 * backends, PostgreSQL's background (WAL writer, checkpointer, statistics), the load, and the rest
 * of the machine. The same for the anchor (`../shared/anchors/nest-crud`), and for our server as
 * one process (a database of its own), to show the split costs what the usual setup does.
 * Rounds alternate. Figures only, nothing is asserted. Linux only (/proc).
 * `node bench/dist/sale-cost-split.js`; BENCH_SPLIT_SALES, BENCH_SPLIT_WARMUP, BENCH_SPLIT_ROUNDS.
 */
import { ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import { HttpClient } from '@bo/platform';
import { AnchorServer, ANCHOR_DIR, anchorPresent, startAnchor } from './support/anchor-server';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { BenchServer, startBenchServer } from './support/bench-server';
import { Contender } from './support/load-run';
import { cpuOf, postgresPids, processCpuMs, spentBetween } from './support/process-cpu';
import { backendsOf } from './support/query-count';
import { fmt, percentile } from './support/stats';
import { salesThroughHttp, setUpSaleCatalogue } from './sales-create';
import { anchorSales } from './write-path-vs-anchor';

const SALES = Number(process.env.BENCH_SPLIT_SALES ?? 1_500);
const WARMUP = Number(process.env.BENCH_SPLIT_WARMUP ?? 300);
const ROUNDS = Number(process.env.BENCH_SPLIT_ROUNDS ?? 3);
const CONCURRENCY = 8;

/** A process whose CPU and whose backends' CPU a sale is charged with. */
interface Part {
  name: string;
  child: ChildProcess;
}

/** One way of selling, and the processes it runs in. */
interface Setup {
  name: string;
  contender: Contender;
  parts: Part[];
}

interface Totals {
  sales: number;
  seconds: number;
  latencies: number[];
  /** ms per part: each part's process, then its backends, then the shared rows below. */
  spent: Map<string, number>;
}

function machineCpuMs(): number {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
}

const loadCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** `count` sales of `setup` from CONCURRENCY clients, and the CPU each process spent meanwhile. */
async function measureSetup(setup: Setup, count: number, totals: Totals): Promise<void> {
  const backends = await Promise.all(setup.parts.map((part) => backendsOf(part.child)));
  const everyPostgres = postgresPids();
  const before = cpuOf([...everyPostgres, ...setup.parts.map((part) => part.child.pid!)]);
  const [machineBefore, loadBefore] = [machineCpuMs(), loadCpuMs()];
  const started = performance.now();
  let taken = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (taken < count) {
        taken++;
        const t0 = performance.now();
        await setup.contender.run();
        totals.latencies.push(performance.now() - t0);
      }
    }),
  );
  totals.seconds += (performance.now() - started) / 1000;
  totals.sales += count;
  // A backend that opened meanwhile is counted whole; one that closed meanwhile is lost (pools keep theirs under load).
  const backendsAfter = await Promise.all(setup.parts.map((part) => backendsOf(part.child)));
  const postgresAfter = postgresPids();
  const after = cpuOf([...postgresAfter, ...setup.parts.map((part) => part.child.pid!)]);
  const charge = (name: string, ms: number) => totals.spent.set(name, (totals.spent.get(name) ?? 0) + ms);
  const charged = new Set<number>();
  let accounted = 0;
  setup.parts.forEach((part, index) => {
    const own = spentBetween(before, after, [part.child.pid!]);
    const pids = new Set([...backends[index], ...backendsAfter[index]].filter((pid) => !charged.has(pid)));
    pids.forEach((pid) => charged.add(pid));
    const theirs = spentBetween(before, after, pids);
    charge(`${part.name}: the process`, own);
    charge(`${part.name}: its PostgreSQL backends`, theirs);
    accounted += own + theirs;
  });
  const background = spentBetween(
    before,
    after,
    new Set([...everyPostgres, ...postgresAfter].filter((pid) => !charged.has(pid))),
  );
  const load = loadCpuMs() - loadBefore;
  charge("PostgreSQL's other processes (WAL writer, checkpointer, statistics, other backends)", background);
  charge("the load's clients (this process)", load);
  charge('the rest of the machine', machineCpuMs() - machineBefore - accounted - background - load);
}

function report(setups: Setup[], totals: Map<Setup, Totals>): void {
  console.log(`\n== Where a sale's machine time goes (ms of CPU per sale, ${CONCURRENCY} clients) ==`);
  for (const setup of setups) {
    const total = totals.get(setup)!;
    const sorted = [...total.latencies].sort((a, b) => a - b);
    console.log(
      `\n${setup.name}: ${total.sales} sales, ${fmt(total.sales / total.seconds)}/s, ` +
        `p50 ${fmt(percentile(sorted, 50))} ms, p99 ${fmt(percentile(sorted, 99))} ms`,
    );
    let sum = 0;
    // In the order measureSetup charged them: each part, its backends, then what the setups share.
    for (const [row, ms] of total.spent) {
      sum += ms;
      console.log(`  ${fmt(ms / total.sales, 2).padStart(7)}  ${row}`);
    }
    console.log(`  ${fmt(sum / total.sales, 2).padStart(7)}  the whole machine`);
  }
}

async function clientsOf(login: () => Promise<HttpClient>): Promise<HttpClient[]> {
  return Promise.all(Array.from({ length: CONCURRENCY }, () => login()));
}

export async function run(): Promise<void> {
  if (!anchorPresent() || processCpuMs(process.pid) === null) {
    console.log(`\n== Sale cost split: skipped (no anchor at ${ANCHOR_DIR}, or no /proc) ==`);
    return;
  }
  const split = await openBenchDatabase();
  const single = await openBenchDatabase();
  const servers: (BenchServer | AnchorServer)[] = [];
  try {
    // No report workers: their job queue's connections would not fit three servers in PostgreSQL's 100.
    const pool = { DATABASE_POOL_SIZE: '10', RUN_WORKERS: 'false' };
    // The read models' process first: it migrates the database the API then joins.
    const readModels = await startBenchServer(split.url, pool);
    servers.push(readModels);
    const api = await startBenchServer(split.url, { ...pool, RUN_PROJECTIONS: 'false' });
    servers.push(api);
    const oneProcess = await startBenchServer(single.url, pool);
    servers.push(oneProcess);
    const anchor = await startAnchor(split.url);
    servers.push(anchor);
    const units = (SALES + WARMUP) * 4;
    const setups: Setup[] = [
      {
        name: 'ours, the API and the read models in two processes',
        contender: salesThroughHttp(
          await clientsOf(() => api.login()),
          await setUpSaleCatalogue(await api.login(), units),
          true,
        ),
        parts: [
          { name: 'the API (request path)', child: api.child },
          { name: 'the read models and the seal', child: readModels.child },
        ],
      },
      {
        name: 'ours, one process (as usually deployed)',
        contender: salesThroughHttp(
          await clientsOf(() => oneProcess.login()),
          await setUpSaleCatalogue(await oneProcess.login(), units),
          true,
        ),
        parts: [{ name: 'our server', child: oneProcess.child }],
      },
      {
        name: 'the anchor (NestJS CRUD, one transaction per sale)',
        contender: anchorSales(await clientsOf(() => anchor.login())),
        parts: [{ name: 'the anchor', child: anchor.child }],
      },
    ];
    console.log(
      `\nload average before: ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    const totals = new Map<Setup, Totals>();
    for (const setup of setups) {
      await measureSetup(setup, WARMUP, { sales: 0, seconds: 0, latencies: [], spent: new Map() });
      totals.set(setup, { sales: 0, seconds: 0, latencies: [], spent: new Map() });
    }
    for (let round = 0; round < ROUNDS; round++) {
      const share = Math.floor(SALES / ROUNDS);
      const order = round % 2 === 0 ? setups : [...setups].reverse();
      for (const setup of order) await measureSetup(setup, share, totals.get(setup)!);
    }
    report(setups, totals);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await split.close();
    await single.close();
  }
}

runWhenMain(module, run);
