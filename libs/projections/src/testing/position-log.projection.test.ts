/** A minimal projection for runner tests: one row per event, keyed by its global position. */
import { Projection } from '../projection';

export interface PositionLogOptions {
  /** 'position_log' writing table 'seen' unless given (a test with two of them names the second). */
  name?: string;
  table?: string;
  failOn?: () => string | null;
  /** Awaited inside each batch's transaction, after its rows are written: a test holds a batch open with it. */
  duringBatch?: () => Promise<void>;
}

export function positionLogProjection(options: PositionLogOptions = {}): Projection {
  const table = options.table ?? 'seen';
  return {
    name: options.name ?? 'position_log',
    version: 1,
    tables: [table],
    async createTables(trx) {
      // written_by: the transaction that wrote the row (tells whether two projections committed together).
      await trx.raw(
        `create table ?? (position bigint primary key, type text not null,
        written_by xid8 not null default pg_current_xact_id())`,
        [table],
      );
    },
    async apply(events, trx) {
      await trx.raw(`insert into ?? (position, type) select * from unnest(?::bigint[], ?::text[])`, [
        table,
        events.map((event) => event.position.position),
        events.map((event) => event.type),
      ]);
      await options.duringBatch?.();
      const poison = options.failOn?.();
      if (poison && events.some((event) => event.type === poison)) throw new Error(`Evento venenoso ${poison}`);
    },
  };
}
