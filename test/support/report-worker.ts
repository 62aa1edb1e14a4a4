/**
 * Standalone report workers (`npm run worker`, apps/api/src/worker.ts) in child processes of the
 * test, on a test server's database, queues and reports folder, so a test can run several and
 * kill one (SIGKILL) mid-job. Started as `npm run worker` starts it (apps/api/dist/worker.js) when
 * that build is newer than every source (`npm test` builds first), otherwise from the TypeScript
 * sources (ts-register.js), as jest runs them: compiling the sources costs each child seconds.
 */
import { ChildProcess, spawn } from 'child_process';
import { once } from 'events';
import fs from 'fs';
import path from 'path';
import { APP_CONFIG, AppConfig } from '../../apps/api/src/config/app-config';
import type { TestServer } from './server';

const ROOT = path.resolve(__dirname, '../..');
const BUILT_WORKER = path.join(ROOT, 'apps/api/dist/worker.js');
const SOURCES = [
  'apps/api/src',
  'libs/domain/src',
  'libs/event-store/src',
  'libs/projections/src',
  'libs/platform/src',
];

/** The newest modification time among the TypeScript sources under `folder`. */
function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

let builtIsFresh: boolean | undefined;
/** Whether apps/api/dist/worker.js was built after the last change to any source it is built from. */
function builtWorkerIsFresh(): boolean {
  if (builtIsFresh === undefined) {
    const built = fs.existsSync(BUILT_WORKER) ? fs.statSync(BUILT_WORKER).mtimeMs : 0;
    builtIsFresh = built > Math.max(...SOURCES.map((folder) => newestSource(path.join(ROOT, folder))));
  }
  return builtIsFresh;
}

export interface WorkerChild {
  process: ChildProcess;
  pid: number;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL: dies on the spot, its job left active. */
  kill(): Promise<void>;
  /** SIGTERM: closes its queues and exits. */
  stop(): Promise<void>;
}

/** A worker on `server`'s database and queues; resolves once it says it is ready. */
export async function startReportWorker(server: TestServer, env: Record<string, string> = {}): Promise<WorkerChild> {
  const config = server.running.app.get<AppConfig>(APP_CONFIG);
  const entry = builtWorkerIsFresh()
    ? [BUILT_WORKER]
    : ['-r', path.join(ROOT, 'test/support/ts-register.js'), path.join(ROOT, 'apps/api/src/worker.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl ?? '',
      JOBS_PREFIX: config.jobsPrefix,
      REPORTS_DIR: config.reportsDir,
      UPLOADS_DIR: config.uploadsDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Procesador de reportes listo')) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`El procesador terminó (${code ?? signal}) antes de estar listo:\n${output}`)),
    );
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (ended()) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  return {
    process: child,
    pid: child.pid!,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
