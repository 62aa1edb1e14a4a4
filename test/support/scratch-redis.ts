/**
 * A Redis server of the test's own (redis-server on a free port, nothing saved), so a test can
 * stop it and start it again under a running API without touching the machine's Redis, which
 * other test runs share. remove() stops it if it runs.
 */
import { ChildProcess, spawn } from 'child_process';
import { once } from 'events';
import net from 'net';

export interface ScratchRedis {
  url: string;
  start(): Promise<void>;
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

export async function createScratchRedis(): Promise<ScratchRedis> {
  const port = await freePort();
  let server: ChildProcess | null = null;
  const scratch: ScratchRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        process.env.REDIS_SERVER_BIN ?? 'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      await new Promise<void>((resolve, reject) => {
        started.stdout!.on('data', (chunk) => {
          output += String(chunk);
          if (output.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`redis-server terminó (${code}):\n${output}`)));
      });
      server = started;
    },
    async stop() {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
    remove: () => scratch.stop(),
  };
  await scratch.start();
  return scratch;
}
