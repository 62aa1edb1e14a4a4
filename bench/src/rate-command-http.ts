import { ChildProcess, spawn } from 'child_process';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import path from 'path';
import { freePort, HttpClient, PROJECT_ROOT } from '@bo/platform';
import { fmt, percentile } from './support/stats';

const CLIENTS = Number(process.env.BENCH_RATE_CLIENTS ?? 8);
const COMMANDS_PER_CLIENT = Number(process.env.BENCH_RATE_COMMANDS ?? 250);

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error('El servidor terminó antes de responder');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('El servidor no respondió');
}

/**
 * A rate command over HTTP against the real server (its own process, its own database):
 * p50/p99 from request to the answer that already reflects the write, 8 concurrent clients.
 */
export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const port = await freePort();
  const password = 'bench-clave-123';
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      path.join(PROJECT_ROOT, 'apps/api/dist/main.js'),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        PORT: String(port),
        ADMIN_PASSWORD: password,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(url, child);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const client = new HttpClient(url);
        const login = await client.login('admin@example.com', password);
        if (login.status !== 200) throw new Error(`Inicio de sesión falló: ${login.status}`);
        return client;
      }),
    );
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
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await scratch.close();
  }
}

runWhenMain(module, run);
