/**
 * The names the log knows (event-names.ts), kept in the log projection's own table so that each
 * row names things as they were called then, whatever the other projections have reached.
 */
import { Knex } from 'knex';
import { insertRows } from '../bulk-insert';
import { RunningNames, runningNames } from './event-names';

export const LOG_NAMES_TABLE = `create table log_names (
  stream_id text primary key,
  name text not null
)`;

export interface LogNames extends RunningNames {
  /** Keeps the names learnt in this batch. */
  save(trx: Knex.Transaction): Promise<void>;
}

/** The names of `streamIds` as known before this batch; the batch's events teach the rest as they are noted. */
export async function loadLogNames(trx: Knex.Transaction, streamIds: Iterable<string>): Promise<LogNames> {
  const ids = [...new Set(streamIds)];
  const known = new Map<string, string>();
  if (ids.length > 0) {
    const found = await trx.raw(`select stream_id, name from log_names where stream_id = any(?::text[])`, [ids]);
    for (const row of found.rows as { stream_id: string; name: string }[]) known.set(row.stream_id, row.name);
  }
  const names = runningNames((streamId) => known.get(streamId));
  return {
    ...names,
    async save(trx) {
      await insertRows(
        trx,
        'log_names',
        [
          { name: 'stream_id', type: 'text', values: [...names.learnt.keys()] },
          { name: 'name', type: 'text', values: [...names.learnt.values()] },
        ],
        'on conflict (stream_id) do update set name = excluded.name',
      );
    },
  };
}
