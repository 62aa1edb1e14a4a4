/**
 * What the write benchmarks share: concurrent workers taking the next command until none is left,
 * their latencies, and the PostgreSQL transactions the database committed meanwhile.
 */
import fs from 'fs';
import os from 'os';
import { Pool } from 'pg';
import { openBenchDatabase } from './bench-database';
import { BenchServer, startBenchServer } from './bench-server';
import { fmt, percentile } from './stats';

/** One way of recording the benchmark's command; throws when it was not recorded as asked. */
export interface Contender {
  run(): Promise<void>;
  close(): Promise<void>;
}

export interface Figures {
  sales: number;
  seconds: number;
  latencies: number[];
  /** PostgreSQL transactions committed in the database meanwhile (each statement outside one counts). */
  transactions: number;
  /**
   * CPU the whole machine spent meanwhile (server, PostgreSQL and the load itself), less what it
   * spends idle (see TransactionCounter.calibrate), ms; null off Linux.
   */
  cpuMs: number | null;
}

/**
 * CPU time the machine has spent so far, in ms (user, nice, system, irq, softirq and steal of
 * /proc/stat's first line); null where there is no /proc.
 */
function machineCpuMs(): number | null {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    // In clock ticks (USER_HZ: 100 a second on Linux).
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Transactions committed in the benchmark's database, from PostgreSQL's statistics (each statement
 * outside a transaction counts as one). An idle backend reports its figures within 10 s, so each
 * reading waits that long after the work; the server's own idle activity (its read models polling)
 * is measured first and taken off.
 */
export class TransactionCounter {
  private last = { count: 0, at: 0 };
  private idlePerMs = 0;
  /** The machine's idle CPU, in cores (0.25 = a quarter of one core busy); null off Linux. */
  idleCores: number | null = null;

  constructor(private readonly stats: Pool) {}

  private async settled(): Promise<{ count: number; at: number }> {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const result = await this.stats.query(
      'select (xact_commit + xact_rollback)::float8 as n from pg_stat_database where datname = current_database()',
    );
    return { count: Number(result.rows[0].n), at: performance.now() };
  }

  /**
   * The server's idle transactions, and the machine's idle CPU: a machine here was seen spending
   * 0.6 of a core on its own kernel threads (memory reclaim, writeback) with nothing of ours
   * running, which alone added 5-7 ms to every sale's CPU figure.
   */
  async calibrate(): Promise<void> {
    const first = await this.settled();
    const cpuBefore = machineCpuMs();
    this.last = await this.settled();
    const cpuAfter = machineCpuMs();
    const elapsed = this.last.at - first.at;
    this.idlePerMs = (this.last.count - first.count) / elapsed;
    this.idleCores = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / elapsed;
  }

  /** The server's idle transactions per second. */
  get idlePerSecond(): number {
    return this.idlePerMs * 1000;
  }

  /** The machine's CPU (ms) between two readings `elapsedMs` apart, less its idle share. */
  busyCpuMs(before: number | null, after: number | null, elapsedMs: number): number | null {
    if (before === null || after === null) return null;
    return Math.max(0, after - before - (this.idleCores ?? 0) * elapsedMs);
  }

  /** Transactions since the previous call (or calibrate), less the idle ones of that time. */
  async sinceLast(): Promise<number> {
    const now = await this.settled();
    const count = now.count - this.last.count - this.idlePerMs * (now.at - this.last.at);
    this.last = now;
    return Math.max(0, count);
  }
}

/** `count` commands from `concurrency` workers taking the next one until none is left. */
export async function measure(
  contender: Contender,
  count: number,
  counter: TransactionCounter,
  concurrency: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let taken = 0;
  const cpuBefore = machineCpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (taken < count) {
        taken++;
        const t0 = performance.now();
        await contender.run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = counter.busyCpuMs(cpuBefore, machineCpuMs(), seconds * 1000);
  return { sales: latencies.length, seconds, latencies, transactions: await counter.sinceLast(), cpuMs };
}

export const add = (total: Figures, round: Figures): Figures => ({
  sales: total.sales + round.sales,
  seconds: total.seconds + round.seconds,
  latencies: total.latencies.concat(round.latencies),
  transactions: total.transactions + round.transactions,
  cpuMs: total.cpuMs === null || round.cpuMs === null ? null : total.cpuMs + round.cpuMs,
});

export function line(name: string, figures: Figures, noun = 'sales'): string {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  return (
    `${name.padEnd(8)} ${String(figures.sales).padStart(6)} ${noun}  ${fmt(figures.sales / figures.seconds).padStart(7)}/s  ` +
    `p50 ${fmt(percentile(sorted, 50)).padStart(6)} ms  p99 ${fmt(percentile(sorted, 99)).padStart(6)} ms  ` +
    `max ${fmt(sorted[sorted.length - 1]).padStart(6)} ms  ${fmt(figures.transactions / figures.sales).padStart(5)} PostgreSQL transactions per command` +
    (figures.cpuMs === null
      ? ''
      : `  ${fmt(figures.cpuMs / figures.sales).padStart(5)} ms of the machine's CPU per command`)
  );
}

/** What measure() took off its figures: the server's idle transactions and the machine's idle CPU. */
export function idleLine(counter: TransactionCounter): string {
  const cores = counter.idleCores;
  return (
    `(taken off the counts: the server's idle ${fmt(counter.idlePerSecond)} transactions/s` +
    (cores === null ? ')' : `, and the machine's idle CPU, ${fmt(cores, 2)} of a core)`)
  );
}

export const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const NO_FIGURES: Figures = { sales: 0, seconds: 0, latencies: [], transactions: 0, cpuMs: 0 };

export { inTransaction } from './in-transaction';

/** A scratch database with the real server on it and a transaction counter, all closed by `close`. */
export interface LoadRun {
  url: string;
  server: BenchServer;
  counter: TransactionCounter;
  close(): Promise<void>;
}

export async function openLoadRun(
  /** The server's extra environment (AUDIT_SEALER=false for the seal-off pass). */
  env: Record<string, string> = {},
): Promise<LoadRun> {
  const scratch = await openBenchDatabase();
  const server = await startBenchServer(scratch.url, env).catch(async (error) => {
    await scratch.close();
    throw error;
  });
  const stats = new Pool({ connectionString: scratch.url, max: 1, idleTimeoutMillis: 0 });
  stats.on('error', () => undefined);
  return {
    url: scratch.url,
    server,
    counter: new TransactionCounter(stats),
    async close() {
      await stats.end();
      await server.stop();
      await scratch.close();
    },
  };
}
