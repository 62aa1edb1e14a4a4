/**
 * The names the log knows (event-names.ts), kept in the log projection's own table so that each
 * row names things as they were called then, whatever the other projections have reached.
 */
import { insertRows } from '../bulk-insert';
import { WriteSet } from '../write-set';
import { RunningNames, runningNames } from './event-names';

export const LOG_NAMES_TABLE = `create table log_names (
  stream_id text primary key,
  name text not null
)`;

export interface LogNames extends RunningNames {
  /** Queues the names learnt in this batch with the batch's other writes. */
  save(writes: WriteSet): Promise<void>;
}

/** The names as known before this batch (`known`: those it asked for); its events teach the rest as they are noted. */
export function logNames(known: ReadonlyMap<string, string>): LogNames {
  const names = runningNames((streamId) => known.get(streamId));
  return {
    ...names,
    async save(writes) {
      await insertRows(
        writes,
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
