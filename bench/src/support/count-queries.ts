/**
 * Preloaded (`node -r`) into a server the benchmark starts, ours or the anchor: counts the queries
 * (round trips) its pg clients send, and answers the count over the IPC channel when asked, so the
 * benchmark prints statements per command for both sides the same way. pg_stat_statements would
 * need a preloaded library PostgreSQL here does not have. It also names the PostgreSQL backends its
 * clients talk to (`processID`, from the backend's key data), so the benchmark can tell which
 * backend's CPU a sale cost belongs to (sale-cost-split.ts).
 */
import path from 'path';

const pgPath = require.resolve('pg', { paths: [process.cwd(), path.join(__dirname, '..', '..', '..')] });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = require(pgPath) as typeof import('pg');
let sent = 0;
const clients = new Set<{ processID?: number | null }>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  sent++;
  clients.add(this as { processID?: number | null });
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'queries?') process.send?.({ queries: sent });
  if (message === 'backends?') {
    const backends = [...clients].map((client) => client.processID).filter((pid): pid is number => Boolean(pid));
    process.send?.({ backends: [...new Set(backends)] });
  }
});
// Without this the IPC channel alone would keep a finished server alive.
process.channel?.unref();
