/**
 * The benchmark's side of count-queries.ts: node's arguments that preload it into a server, and
 * the count read back over the child's IPC channel.
 */
import { ChildProcess } from 'child_process';
import path from 'path';

/** Prepended to a server's node arguments; its stdio must include 'ipc'. */
export const COUNT_QUERIES_ARGS = ['-r', path.join(__dirname, 'count-queries.js')];

/** The queries (round trips to PostgreSQL) the child has sent so far. */
export function queriesSent(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('El servidor no respondió su cuenta de consultas')), 5_000);
    const onMessage = (message: unknown) => {
      const queries = (message as { queries?: number } | null)?.queries;
      if (typeof queries !== 'number') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(queries);
    };
    child.on('message', onMessage);
    child.send('queries?');
  });
}
