/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, a free port), so a test can
 * stop it and start it again under a running API without touching the machine's PostgreSQL, which
 * other test runs share. Run as the postgres user (initdb refuses root). remove() stops it if it
 * runs and deletes the folder.
 */
import { execFile } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { promisify } from 'util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface ScratchPostgres {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: its sessions are cut, as when the database server goes away. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a PostgreSQL program as postgres when this process is root (as it is on the test machine). */
function asPostgres(program: string, args: string[]) {
  const file = path.join(BIN, program);
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: 60_000 })
    : run(file, args, { timeout: 60_000 });
}

export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pg-'));
  const data = path.join(folder, 'data');
  if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', folder]);
  const port = await freePort();
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, ...args]);
  let running = false;
  const scratch: ScratchPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl(
        '-o',
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=40`,
        '-l',
        path.join(folder, 'log'),
        '-w',
        'start',
      );
      running = true;
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    async remove() {
      if (running) await scratch.stop().catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await scratch.start();
  } catch (error) {
    await scratch.remove();
    throw error;
  }
  return scratch;
}
