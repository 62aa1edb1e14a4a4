import fs from 'fs';
import net from 'net';
import path from 'path';
import { Client } from 'pg';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

export const PROJECT_ROOT = path.resolve(__dirname, '../../..');
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const EMBEDDED_DATABASE = 'backoffice';

export interface ResolvedDatabase {
  url: string;
  /** Set when this process started the embedded server (stop it on shutdown). */
  embedded: EmbeddedDatabase | null;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new Client(serverUrl);
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL in `.data/postgres`
 * (started here, or reused when another process of this project already runs it).
 */
export async function resolveDatabase(log: (line: string) => void = () => undefined): Promise<ResolvedDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: null };
  const dataDir = process.env.DATA_DIR ?? path.join(PROJECT_ROOT, '.data', 'postgres');
  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  const running = fs.existsSync(path.join(dataDir, 'postmaster.pid')) && (await portAnswers(EMBEDDED_PORT));
  const embedded = running ? null : await startEmbeddedPostgres({ dataDir, port: EMBEDDED_PORT, log });
  return { url: await ensureDatabase(serverUrl, EMBEDDED_DATABASE), embedded };
}

/** A new database named `<prefix>_<random>` on the same server as `serverUrl`. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client(serverUrl);
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client(serverUrl);
      await client.connect();
      try {
        await sessionsGone(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Waits (up to 3 s) for the sessions still open on a database to close before it is dropped with
 * force. A pg Pool's end() resolves before its connections have closed; terminated by the drop
 * meanwhile, such a connection raises an error its pool no longer has a listener for, and the
 * process that owned it fails on an 'Unhandled error'.
 */
async function sessionsGone(client: Client, name: string): Promise<void> {
  for (let waited = 0; waited < 3000; waited += 50) {
    const { rows } = await client.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
