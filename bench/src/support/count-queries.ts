/**
 * Preloaded (`node -r`) into a server the benchmark starts, ours or the anchor: counts the queries
 * (round trips) its pg clients send, and answers the count over the IPC channel when asked, so the
 * benchmark prints statements per command for both sides the same way. pg_stat_statements would
 * need a preloaded library PostgreSQL here does not have.
 */
import path from 'path';

const pgPath = require.resolve('pg', { paths: [process.cwd(), path.join(__dirname, '..', '..', '..')] });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = require(pgPath) as typeof import('pg');
let sent = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  sent++;
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'queries?') process.send?.({ queries: sent });
});
// Without this the IPC channel alone would keep a finished server alive.
process.channel?.unref();
