/**
 * A PostgreSQL server of the test's own, started, on the machine's PostgreSQL programs (a new
 * cluster from libs/platform's new-cluster), so a test can stop it and start it again under a
 * running API without touching the machine's PostgreSQL, which other test runs share. remove()
 * stops it if it runs and deletes its folder.
 */
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { initCluster, postgresBin } from '../../libs/platform/src/new-cluster';

export interface ScratchPostgres {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: its sessions are cut, as when the database server goes away. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function createScratchPostgres(): Promise<ScratchPostgres> {
  const bin = process.env.PG_BIN_DIR ?? (await postgresBin()) ?? '/usr/lib/postgresql/15/bin';
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-pg-'));
  await fs.chmod(folder, 0o755);
  const remove = () => fs.rm(folder, { recursive: true, force: true });
  try {
    const cluster = await initCluster(bin, folder, 'data');
    await cluster.start();
    return {
      url: cluster.url('postgres'),
      start: () => cluster.start(),
      stop: () => cluster.stop(),
      async remove() {
        await cluster.remove();
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
