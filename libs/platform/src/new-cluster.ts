// Why: a restore, an upgrade or an outage is tested (and benchmarked) against a PostgreSQL server
// of its own (the machine's is shared by every suite): a new cluster made by initdb in a folder of
// the caller's, on a free port, run as the postgres user, removed at the end.
import { execFile } from 'child_process';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { freePort } from './embedded-postgres';

const run = promisify(execFile);

/** The folder of the PostgreSQL programs matching the machine's client (pg_config's). */
export async function postgresBin(): Promise<string | null> {
  try {
    return (await run('pg_config', ['--bindir'])).stdout.trim();
  } catch {
    return null;
  }
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program as the postgres user (initdb and postgres refuse root). */
export async function runAsPostgres(bin: string, program: string, args: string[], cwd?: string) {
  const file = path.join(bin, program);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return run(command, argv, { cwd: cwd ?? os.tmpdir(), maxBuffer: 64 * 1024 * 1024 });
}

export interface NewCluster {
  dir: string;
  port: number;
  bin: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  remove(): Promise<void>;
}

/** A new cluster (initdb, trust authentication) in a folder under `parent`, not started. */
export async function initCluster(bin: string, parent: string, name: string): Promise<NewCluster> {
  const dir = path.join(parent, name);
  await fs.mkdir(dir, { recursive: true });
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', parent]);
  await runAsPostgres(bin, 'initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  return clusterAt(bin, dir);
}

/** The cluster whose data folder is `dir` (made by initdb, pg_basebackup or pg_upgrade), on a free port, not started. */
export async function clusterAt(bin: string, dir: string): Promise<NewCluster> {
  const port = await freePort();
  let running = false;
  const cluster: NewCluster = {
    dir,
    port,
    bin,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
      await runAsPostgres(bin, 'pg_ctl', ['-D', dir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      if (!running) return;
      await runAsPostgres(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async createDatabase(database) {
      await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    },
    async remove() {
      await cluster.stop().catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
