// Why: several API processes on one database, as several machines sharing only PostgreSQL and
// Redis run them (issue 30): each a child process started from the TypeScript sources
// (child-server.ts) with its own environment (its own UPLOADS_DIR and REPORTS_DIR), stopped with
// SIGTERM at the end.
import { ChildProcess, spawn } from 'child_process';
import { once } from 'events';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');

export interface ApiChild {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** The API on `databaseUrl` in a child process (port 0: any free one), once it listens. */
export async function startApiChild(databaseUrl: string, env: Record<string, string>): Promise<ApiChild> {
  const child = spawn(
    process.execPath,
    ['-r', path.join(ROOT, 'test/support/ts-register.js'), path.join(ROOT, 'test/support/child-server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_POOL_SIZE: '4',
        LOG_LEVEL: 'error',
        ...env,
        CHILD_DATABASE_URL: databaseUrl,
      },
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
      reject(new Error(`El servidor hijo terminó (${code ?? signal}) antes de escuchar:\n${output}`)),
    );
  });
  return {
    process: child,
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
