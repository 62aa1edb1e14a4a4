import { Knex } from 'knex';
import { comparePositions, EventStore, Position } from '@bo/event-store';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import { createDeferredIndexes } from './deferred-indexes';
import { EventFeed } from './event-feed';
import { Projection } from './projection';

export const DEFAULT_BATCH_SIZE = 5000;

export interface CatchUpResult {
  position: Position;
  events: number;
}

/**
 * Applies events from the stored checkpoint until the end of $all (or exactly up to `until`), then
 * creates the projection's deferred indexes (unless `deferredIndexes` is false, e.g. for a copy only
 * compared). The caller holds the projection's lock when other runners could be at work.
 */
export async function catchUp(
  knex: Knex,
  store: EventStore,
  projection: Projection,
  schema: string,
  options: { until?: Position; batchSize?: number; deferredIndexes?: boolean } = {},
): Promise<CatchUpResult> {
  const stored = await readCheckpoint(knex, schema, projection.name);
  if (!stored) throw new Error(`La proyección ${projection.name} no está migrada en ${schema}`);
  const feed = new EventFeed(store, options.batchSize ?? DEFAULT_BATCH_SIZE);
  let position = stored.position;
  let events = 0;
  while (!options.until || comparePositions(position, options.until) < 0) {
    const { events: batch } = await feed.next(position, { until: options.until });
    if (batch.length === 0) break;
    position = await applyBatch(knex, schema, projection, position, batch);
    events += batch.length;
  }
  if (options.deferredIndexes !== false) await createDeferredIndexes(knex, schema, projection);
  return { position, events };
}
