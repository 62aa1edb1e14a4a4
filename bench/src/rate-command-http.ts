import { HttpClient } from '@bo/platform';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt, percentile } from './support/stats';

const CLIENTS = Number(process.env.BENCH_RATE_CLIENTS ?? 8);
const COMMANDS_PER_CLIENT = Number(process.env.BENCH_RATE_COMMANDS ?? 250);
/** Commands each client sends first, not measured (as the sales and payments benchmarks do): a fresh server's first ones are slow. */
const WARMUP_PER_CLIENT = Number(process.env.BENCH_RATE_WARMUP ?? 10);

/**
 * A rate command over HTTP against the real server (its own process, its own database):
 * p50/p99 from request to the answer that already reflects the write, 8 concurrent clients, once
 * each client has sent its warm-up commands (a fresh server compiles its code and prepares its
 * statements on each connection during the first ones; they are printed apart).
 * `node bench/dist/rate-command-http.js`; BENCH_RATE_CLIENTS, BENCH_RATE_COMMANDS and
 * BENCH_RATE_WARMUP tune it.
 */
export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const server = await startBenchServer(scratch.url).catch(async (error) => {
    await scratch.close();
    throw error;
  });
  try {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => server.login()));
    const warmup = await send(clients, 0, WARMUP_PER_CLIENT);
    const measured = await send(clients, WARMUP_PER_CLIENT, COMMANDS_PER_CLIENT);
    console.log(`\n== Rate command over HTTP (POST /api/taxes, answer reflects the write), ${CLIENTS} clients ==`);
    console.log(
      `commands: ${measured.latencies.length}  throughput: ${fmt(measured.latencies.length / measured.seconds)}/s  ` +
        `wrong answers: ${measured.wrong + warmup.wrong}`,
    );
    console.log(`latency ms  ${summary(measured.latencies)}  (target p99 < 50)`);
    if (warmup.latencies.length > 0) {
      console.log(`  the ${warmup.latencies.length} warm-up commands before them: ${summary(warmup.latencies)}`);
    }
  } finally {
    await server.stop();
    await scratch.close();
  }
}

interface Phase {
  latencies: number[];
  seconds: number;
  wrong: number;
}

/** Each client sends `count` rate commands one after another (numbered from `first`), all at once. */
async function send(clients: HttpClient[], first: number, count: number): Promise<Phase> {
  const latencies: number[] = [];
  let wrong = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, index) => {
      for (let i = first; i < first + count; i++) {
        const change = (30 + index + i / 100).toFixed(2);
        const t0 = performance.now();
        const answer = await client.post('/api/taxes', { change, cop_change: '0.009' });
        latencies.push(performance.now() - t0);
        if (answer.status !== 201 || answer.body.change !== Number(change)) wrong++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, seconds: (performance.now() - started) / 1000, wrong };
}

function summary(sorted: number[]): string {
  const at = (p: number) => fmt(percentile(sorted, p));
  return `p50 ${at(50)}  p95 ${at(95)}  p99 ${at(99)}  max ${fmt(sorted[sorted.length - 1])}`;
}

runWhenMain(module, run);
