import type { EventStore, RecordedEvent } from '@bo/event-store';

/**
 * A stream's events recorded at or before an instant, oldest first: what a `?as_of=` answer folds.
 * Empty when the stream did not exist then.
 */
export async function eventsAsOf(store: EventStore, streamId: string, instant: Date): Promise<RecordedEvent[]> {
  const { events } = await store.readStream(streamId);
  return events.filter((event) => new Date(event.metadata.at) <= instant);
}

/** When the last event of one of these types was recorded (null when none was). */
export function lastAt(events: RecordedEvent[], ...types: string[]): string | null {
  return [...events].reverse().find((event) => types.includes(event.type))?.metadata.at ?? null;
}
