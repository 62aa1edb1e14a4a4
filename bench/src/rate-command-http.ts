import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt, percentile } from './support/stats';

const CLIENTS = Number(process.env.BENCH_RATE_CLIENTS ?? 8);
const COMMANDS_PER_CLIENT = Number(process.env.BENCH_RATE_COMMANDS ?? 250);

/**
 * A rate command over HTTP against the real server (its own process, its own database):
 * p50/p99 from request to the answer that already reflects the write, 8 concurrent clients.
 */
export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const server = await startBenchServer(scratch.url).catch(async (error) => {
    await scratch.close();
    throw error;
  });
  try {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => server.login()));
    const latencies: number[] = [];
    let wrong = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client, index) => {
        for (let i = 0; i < COMMANDS_PER_CLIENT; i++) {
          const change = (30 + index + i / 100).toFixed(2);
          const t0 = performance.now();
          const answer = await client.post('/api/taxes', { change, cop_change: '0.009' });
          latencies.push(performance.now() - t0);
          if (answer.status !== 201 || answer.body.change !== Number(change)) wrong++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`\n== Rate command over HTTP (POST /api/taxes, answer reflects the write), ${CLIENTS} clients ==`);
    console.log(
      `commands: ${latencies.length}  throughput: ${fmt(latencies.length / seconds)}/s  wrong answers: ${wrong}`,
    );
    console.log(
      `latency ms  p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies[latencies.length - 1])}  (target p99 < 50)`,
    );
  } finally {
    await server.stop();
    await scratch.close();
  }
}

runWhenMain(module, run);
