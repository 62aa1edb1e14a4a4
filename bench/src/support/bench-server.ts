import { ChildProcess, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort, HttpClient, PROJECT_ROOT } from '@bo/platform';
import { COUNT_QUERIES_ARGS, queriesSent } from './query-count';

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** A client signed in as the seeded administrator. */
  login(): Promise<HttpClient>;
  /** Peak resident memory of the server process so far, in MiB (Linux /proc VmHWM), or null. */
  peakRssMiB(): number | null;
  /** The queries (round trips) it has sent PostgreSQL so far. */
  queries(): Promise<number>;
  stop(): Promise<void>;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  for (let attempt = 0; attempt < timeoutMs / 100; attempt++) {
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
 * The real server (`apps/api/dist/main.js`, i.e. createApp) in a process of its own on the
 * benchmark's database, with a known administrator password. BENCH_SERVER_NODE_ARGS adds node flags;
 * BENCH_SERVER_STDOUT=1 shows its log (an error's cause, where a 500 says only that it failed).
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  /** How long it may take to listen (a first start on a large store replays it first). */
  startTimeoutMs = 60_000,
): Promise<BenchServer> {
  const port = await freePort();
  const password = 'bench-clave-123';
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-uploads-'));
  const child = spawn(
    process.execPath,
    [
      ...COUNT_QUERIES_ARGS,
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      path.join(PROJECT_ROOT, 'apps/api/dist/main.js'),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        ADMIN_PASSWORD: password,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        SEED_DEMO: 'false',
        UPLOADS_DIR: uploadsDir,
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(url, child, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    child,
    async login() {
      const client = new HttpClient(url);
      const answer = await client.login('admin@example.com', password);
      if (answer.status !== 200) throw new Error(`Inicio de sesión falló: ${answer.status}`);
      return client;
    },
    peakRssMiB() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kib = /VmHWM:\s+(\d+) kB/.exec(status);
        return kib ? Number(kib[1]) / 1024 : null;
      } catch {
        return null;
      }
    },
    queries: () => queriesSent(child),
    stop,
  };
}
