// Why: several tests run the API in processes of their own on a database they give (to kill it,
// to start it again on a restored copy, to run two side by side), from the TypeScript sources
// through test/support/ts-register.js and test/support/child-server.ts.
import { ChildProcess, spawn } from 'child_process';
import { once } from 'events';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');

export interface SpawnedApi {
  process: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, and waits for it to exit (nothing when it already has). */
  stop(): Promise<void>;
}

/**
 * The API on `databaseUrl` in a child process, `port` 0 for any free one; `env` adds to this
 * process's environment (ADMIN_EMAIL, JOBS_PREFIX, UPLOADS_DIR, CHILD_KILL_AFTER_APPEND...).
 * Resolves once it listens; rejects with its output when it exits first.
 */
export async function spawnApi(databaseUrl: string, port: number, env: Record<string, string>): Promise<SpawnedApi> {
  const child = spawn(
    process.execPath,
    ['-r', path.join(ROOT, 'test/support/ts-register.js'), path.join(ROOT, 'test/support/child-server.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), CHILD_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const listening = /LISTO (\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    child.once('exit', (code, signal) =>
      reject(
        new SpawnedApiExit(code, signal, `El servidor hijo terminó (${code ?? signal}) antes de escuchar:\n${output}`),
      ),
    );
  });
  return {
    process: child,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A child that exited before it listened: its exit code and what it said. */
export class SpawnedApiExit extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    message: string,
  ) {
    super(message);
  }
}
