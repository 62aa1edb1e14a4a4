import { DomainEvent, EventMetadata } from '@bo/domain';
import { ExpectedVersion, StreamAppend } from '@bo/event-store';

/** A decider's new events as one stream's append, each event carrying the command's metadata. */
export function streamAppend(
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly DomainEvent[],
  metadata: EventMetadata,
): StreamAppend {
  return { streamId, expectedVersion, events: events.map(({ type, data }) => ({ type, data, metadata })) };
}
