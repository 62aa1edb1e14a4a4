/**
 * A probe never hangs its request: whatever it waits on (a pool whose PostgreSQL is gone, a Redis
 * reconnecting) gives up after a short time with a message saying so. What it waited on may still
 * finish later; its outcome is then ignored.
 */

/** How long one part of a probe (the database, Redis, the lag, the workers) may take. */
export const PROBE_TIMEOUT_MS = 2000;

export class DeadlineError extends Error {}

export function withDeadline<T>(work: Promise<T>, message: string, ms = PROBE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(message)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
