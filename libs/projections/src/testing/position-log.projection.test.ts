/** A minimal projection for runner tests: one row per event, keyed by its global position. */
import { Projection } from '../projection';

export interface PositionLogOptions {
  failOn?: () => string | null;
  /** Awaited inside each batch's transaction, after its rows are written: a test holds a batch open with it. */
  duringBatch?: () => Promise<void>;
}

export function positionLogProjection(options: PositionLogOptions = {}): Projection {
  return {
    name: 'position_log',
    version: 1,
    tables: ['seen'],
    async createTables(trx) {
      await trx.raw(`create table seen (position bigint primary key, type text not null)`);
    },
    async apply(events, trx) {
      await trx.raw(`insert into seen (position, type) select * from unnest(?::bigint[], ?::text[])`, [
        events.map((event) => event.position.position),
        events.map((event) => event.type),
      ]);
      await options.duringBatch?.();
      const poison = options.failOn?.();
      if (poison && events.some((event) => event.type === poison)) throw new Error(`Evento venenoso ${poison}`);
    },
  };
}
