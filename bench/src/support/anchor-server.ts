/**
 * The peer issue 35 measures the write path against: `../shared/anchors/nest-crud`, a
 * conventional CRUD NestJS 11 service (sessions in PostgreSQL, the sale in one transaction), run
 * as it is from its folder in a process of its own, on a database of its own on the same
 * PostgreSQL. Its packages (Nest 11, pg) resolve from this repository's node_modules when the
 * folder has none. BENCH_ANCHOR_DIR points elsewhere; without the folder the comparison is skipped.
 */
import { ChildProcess, spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import { createScratchDatabase, freePort, HttpClient, PROJECT_ROOT } from '@bo/platform';
import { COUNT_QUERIES_ARGS, queriesSent } from './query-count';

export const ANCHOR_DIR = process.env.BENCH_ANCHOR_DIR ?? path.resolve(PROJECT_ROOT, '..', 'shared/anchors/nest-crud');

export interface AnchorServer {
  url: string;
  /** Its database (the transactions it commits are counted there). */
  databaseUrl: string;
  child: ChildProcess;
  /** A client signed in as its seeded user. */
  login(): Promise<HttpClient>;
  queries(): Promise<number>;
  stop(): Promise<void>;
}

export const anchorPresent = (): boolean => fs.existsSync(path.join(ANCHOR_DIR, 'server.js'));

/** A conventional peer's process: its script, run from `cwd`, answering `probe` once it listens. */
export interface PeerProgram {
  script: string;
  cwd: string;
  probe: string;
}

const ANCHOR: PeerProgram = { script: path.join(ANCHOR_DIR, 'server.js'), cwd: ANCHOR_DIR, probe: '/api/taxes/latest' };

/**
 * The anchor (or another conventional peer signing in its seeded user the anchor's way) on a new
 * database of the PostgreSQL server that holds `databaseUrl`.
 */
export async function startAnchor(databaseUrl: string, program: PeerProgram = ANCHOR): Promise<AnchorServer> {
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  const scratch = await createScratchDatabase(serverUrl.toString(), 'anchor_crud');
  const port = await freePort();
  const ownModules = fs.existsSync(path.join(program.cwd, 'node_modules'));
  const child = spawn(process.execPath, [...COUNT_QUERIES_ARGS, program.script], {
    cwd: program.cwd,
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      PORT: String(port),
      ...(ownModules ? {} : { NODE_PATH: path.join(PROJECT_ROOT, 'node_modules') }),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await scratch.drop();
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error('El servidor de referencia terminó antes de responder');
      if (attempt > 300) throw new Error('El servidor de referencia no respondió');
      const answered = await fetch(`${url}${program.probe}`).then(
        (answer) => answer.status,
        () => 0,
      );
      // Any answer: it listens once its schema and seed are in.
      if (answered > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    databaseUrl: scratch.url,
    child,
    async login() {
      const client = new HttpClient(url);
      const answer = await client.post(
        '/api/login',
        { email: 'admin@example.com', password: 'secret123' },
        { xsrf: false },
      );
      if (answer.status !== 200) throw new Error(`Inicio de sesión en la referencia falló: ${answer.status}`);
      // A peer sets no anti-forgery cookie: without one each write would first GET one (a 404 here),
      // a request ours does not pay. With it, the peer gets the same requests as ours and ignores the header.
      client.setCookie('XSRF-TOKEN', 'peer-has-no-anti-forgery');
      return client;
    },
    queries: () => queriesSent(child),
    stop,
  };
}
