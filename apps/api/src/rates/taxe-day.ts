/**
 * A rate's own day (issue 32, closed periods): the Caracas day it was recorded, read from its
 * stream's first event, so editing or deleting a rate of a closed day is refused by its decider.
 */
import { businessDay, taxeStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';

/** 'YYYY-MM-DD', or null for a rate that does not exist (the decider answers 404). */
export async function taxeDay(store: EventStore, id: string): Promise<string | null> {
  const { events } = await store.readStream(taxeStream(id), { maxCount: 1 });
  return events[0] ? businessDay(events[0].metadata.at) : null;
}
