import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';

/**
 * One read model: a pure mapping from events to SQL on its own tables.
 *
 * - Table names are UNQUALIFIED: the runner sets `search_path` to the target schema
 *   (the live `rm` or a scratch schema), so the same code fills either.
 * - Deterministic: the same events give the same rows, whatever the batch boundaries.
 *   No now(), no sequences; ids come from the events, times from `metadata.at`.
 * - `apply` receives a whole batch in commit order: write it with multi-row statements.
 */
export interface Projection {
  name: string;
  /** Bump it when the tables or the mapping change: the tables are then rebuilt from the events. */
  version: number;
  tables: string[];
  /** Tables earlier versions had and this one does not: dropped when the projection is reset. */
  retiredTables?: string[];
  /**
   * The event types `apply` acts on (all when absent). A batch with none of them needs no
   * transaction: the runner only moves its checkpoint, in memory first and in the table when idle.
   */
  handles?: readonly string[];
  createTables(trx: Knex.Transaction): Promise<void>;
  apply(events: RecordedEvent[], trx: Knex.Transaction): Promise<void>;
  /**
   * Indexes that only serve screens and are costly to keep row by row (e.g. trigram search):
   * created once the projection has caught up, so a replay of millions of events does not pay
   * for them row by row. Must be idempotent (`create index if not exists`).
   */
  createDeferredIndexes?(trx: Knex.Transaction): Promise<void>;
}
