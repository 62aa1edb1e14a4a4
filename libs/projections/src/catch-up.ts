import { Knex } from 'knex';
import { comparePositions, EventStore, Position } from '@bo/event-store';
import { applyBatch } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import { EventFeed } from './event-feed';
import { Projection } from './projection';

export const DEFAULT_BATCH_SIZE = 2000;

export interface CatchUpResult {
  position: Position;
  events: number;
}

/**
 * Applies events from the stored checkpoint until the end of $all (or exactly up to `until`).
 * The caller holds the projection's lock when other runners could be at work.
 */
export async function catchUp(
  knex: Knex,
  store: EventStore,
  projection: Projection,
  schema: string,
  options: { until?: Position; batchSize?: number } = {},
): Promise<CatchUpResult> {
  const stored = await readCheckpoint(knex, schema, projection.name);
  if (!stored) throw new Error(`La proyección ${projection.name} no está migrada en ${schema}`);
  const feed = new EventFeed(store, options.batchSize ?? DEFAULT_BATCH_SIZE);
  let position = stored.position;
  let events = 0;
  while (!options.until || comparePositions(position, options.until) < 0) {
    const batch = await feed.next(position, options.until);
    if (batch.length === 0) break;
    position = await applyBatch(knex, schema, projection, position, batch);
    events += batch.length;
  }
  return { position, events };
}
