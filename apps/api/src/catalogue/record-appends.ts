import {
  claimChanges,
  DomainEvent,
  fold,
  recordDecider,
  RecordCommand,
  RecordDefinition,
  RecordState,
  recordStream,
  uniqueValueDecider,
  uniqueValueStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { streamAppend } from '../shared/stream-append';

/**
 * What one record command appends, decided on the streams as they are now: the record's events
 * (with the version they were decided on) plus the claims and releases of its unique values on
 * their own streams. Empty when the command changes nothing; a refusal throws its DomainError.
 * Append the result atomically (alone, or together with other records' appends, as an import does).
 */
export async function recordCommandAppends<Values extends Record<string, unknown>>(
  store: EventStore,
  definition: RecordDefinition<Values>,
  id: string,
  command: RecordCommand<Values>,
): Promise<StreamAppend[]> {
  const decider = recordDecider<Values>(definition);
  const streamId = recordStream(definition, id);
  const stream = await store.readStream(streamId);
  const before = fold(decider, stream.events as unknown as DomainEvent[] as never);
  const events = decider.decide(command, before);
  if (events.length === 0) return [];
  const after = events.reduce(decider.evolve, before) as RecordState<Values>;
  const appends = [streamAppend(streamId, stream.version, events, command.metadata)];
  for (const change of claimChanges(definition, before, after)) {
    const claimStream = uniqueValueStream(change.scope, change.value);
    const current = await store.readStream(claimStream);
    const claimEvents = uniqueValueDecider.decide(
      change.kind === 'claim'
        ? { type: 'ClaimValue', data: { ...change, owner_id: id }, metadata: command.metadata }
        : { type: 'ReleaseValue', data: { ...change, owner_id: id }, metadata: command.metadata },
      fold(uniqueValueDecider, current.events as never),
    );
    if (claimEvents.length) appends.push(streamAppend(claimStream, current.version, claimEvents, command.metadata));
  }
  return appends;
}
