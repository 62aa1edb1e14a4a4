/**
 * The benchmark's side of count-queries.ts: node's arguments that preload it into a server, and
 * the count read back over the child's IPC channel.
 */
import { ChildProcess } from 'child_process';
import path from 'path';

/** Prepended to a server's node arguments; its stdio must include 'ipc'. */
export const COUNT_QUERIES_ARGS = ['-r', path.join(__dirname, 'count-queries.js')];

/** Asks the child `question` and resolves with the field `field` of its answer. */
function ask<T>(
  child: ChildProcess,
  question: string,
  field: string,
  accept: (value: unknown) => value is T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`El servidor no respondió: ${question}`)), 5_000);
    const onMessage = (message: unknown) => {
      const value = (message as Record<string, unknown> | null)?.[field];
      if (!accept(value)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

/** The queries (round trips to PostgreSQL) the child has sent so far. */
export const queriesSent = (child: ChildProcess): Promise<number> =>
  ask(child, 'queries?', 'queries', (value): value is number => typeof value === 'number');

/** The process ids of the PostgreSQL backends the child's connections have talked to. */
export const backendsOf = (child: ChildProcess): Promise<number[]> =>
  ask(child, 'backends?', 'backends', (value): value is number[] => Array.isArray(value));
