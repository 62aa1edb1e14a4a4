/**
 * The day the server dies, timed: an installation with 1,000,000 events (written straight into the
 * store, then replayed by its first start), backed up with pg_dump, restored with pg_restore into
 * a new cluster made by initdb here, and started on it, until its first command (a brand) answers.
 * Figures only. `node bench/dist/restore-start.js`; BENCH_RESTORE_EVENTS tunes it. Needs the
 * PostgreSQL programs of the server's major version (pg_config --bindir) and DATABASE_URL's server.
 */
import { execFile } from 'child_process';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { Pool } from 'pg';
import { promisify } from 'util';
import { initCluster, NewCluster, postgresBin } from '@bo/platform';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { insertEvents } from './support/generated-events';
import { fmt } from './support/stats';

const exec = promisify(execFile);
const EVENTS = Number(process.env.BENCH_RESTORE_EVENTS ?? 1_000_000);

const seconds = (since: number) => (Date.now() - since) / 1000;

/** Starts the server on `url` and answers the seconds until it listens and until its first command answered. */
async function timeStart(url: string, brand: string): Promise<{ listening: number; firstCommand: number }> {
  const started = Date.now();
  const server = await startBenchServer(url, {}, 15 * 60_000);
  try {
    const listening = seconds(started);
    const admin = await server.login();
    const created = await admin.post('/api/brands', { name: brand, code: brand.slice(0, 3).toUpperCase() });
    if (created.status !== 201) throw new Error(`POST /api/brands: ${created.status} ${JSON.stringify(created.body)}`);
    return { listening, firstCommand: seconds(started) };
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<void> {
  const bin = await postgresBin();
  if (!bin || !process.env.DATABASE_URL) {
    console.log('\nRestore and start: skipped (needs DATABASE_URL and the PostgreSQL programs, pg_config --bindir)');
    return;
  }
  const scratch = await openBenchDatabase();
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-bench-restore-'));
  await fs.chmod(work, 0o755);
  let cluster: NewCluster | null = null;
  try {
    // The administrator and the seeds first (a server's first start), then the history under them.
    await (await startBenchServer(scratch.url)).stop();
    const pool = new Pool({ connectionString: scratch.url, max: 2 });
    let started = Date.now();
    await insertEvents(pool, EVENTS, 1_000_000);
    await pool.end();
    console.log(`\nRestore and start: ${EVENTS.toLocaleString('en')} events written in ${fmt(seconds(started))} s`);
    const first = await timeStart(scratch.url, 'Bosch');
    console.log(
      `  start on it (replays every event into the read models): listening after ${fmt(first.listening)} s, ` +
        `first command answered after ${fmt(first.firstCommand)} s`,
    );

    const dump = path.join(work, 'backup.dump');
    started = Date.now();
    await exec('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${scratch.url}`]);
    const size = (await fs.stat(dump)).size / 1024 / 1024;
    console.log(`  pg_dump --format=custom: ${fmt(seconds(started))} s, ${fmt(size)} MiB`);

    cluster = await initCluster(bin, work, 'restored');
    await cluster.start();
    await cluster.createDatabase('bo');
    started = Date.now();
    await exec('pg_restore', ['--exit-on-error', `--dbname=${cluster.url('bo')}`, dump], { maxBuffer: 1 << 26 });
    console.log(`  pg_restore into a new cluster (initdb): ${fmt(seconds(started))} s`);
    const restored = await timeStart(cluster.url('bo'), 'Denso');
    console.log(
      `  start on the restored copy (checks, commit stamps aligned, read models as restored): listening after ` +
        `${fmt(restored.listening)} s, first command answered after ${fmt(restored.firstCommand)} s`,
    );
  } finally {
    await cluster?.remove();
    await fs.rm(work, { recursive: true, force: true });
    await scratch.close();
  }
}

runWhenMain(module, run);
