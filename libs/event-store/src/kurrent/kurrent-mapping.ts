import { randomUUID } from 'crypto';
import {
  ANY,
  AppendStreamState,
  EventData,
  jsonEvent,
  JSONType,
  NO_STREAM,
  Position as KurrentPosition,
  RecordedEvent as KurrentRecordedEvent,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { EventMetadata } from '@bo/domain';
import { ExpectedVersion, NewEvent, Position, RecordedEvent, StreamAppend, WrongExpectedVersionError } from '../port';

/** Our version n (n events) is KurrentDB's revision n - 1; 0 and 'no_stream' are NO_STREAM. */
export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (!Number.isInteger(expected) || expected < 0) throw new Error(`Versión esperada inválida: ${String(expected)}`);
  return BigInt(expected - 1);
}

export const toVersion = (revision: bigint): number => Number(revision) + 1;

/**
 * Metadata as a flat object of strings (what `multiStreamAppend` accepts): null fields are left
 * out and come back as null from `decodeMetadata`.
 */
export function encodeMetadata(metadata: EventMetadata): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (value !== null && value !== undefined) flat[key] = String(value);
  }
  return flat;
}

export function decodeMetadata(raw: unknown): EventMetadata {
  const decoded: Record<string, unknown> = { user_id: null, causation_id: null, idempotency_key: null };
  if (raw && typeof raw === 'object' && !(raw instanceof Uint8Array) && !Array.isArray(raw)) {
    for (const [key, value] of Object.entries(raw)) if (!key.startsWith('$')) decoded[key] = value;
  }
  return decoded as unknown as EventMetadata;
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: randomUUID(),
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: encodeMetadata(event.metadata),
  });
}

export const fromPosition = (position: KurrentPosition): Position => ({
  commit: position.commit.toString(),
  position: position.prepare.toString(),
});

export const toKurrentPosition = (position: Position): KurrentPosition => ({
  commit: BigInt(position.commit),
  prepare: BigInt(position.position),
});

export function toRecorded(event: KurrentRecordedEvent): RecordedEvent {
  return {
    streamId: event.streamId,
    streamPosition: toVersion(event.revision),
    position: event.position ? fromPosition(event.position) : { commit: '0', position: '0' },
    type: event.type,
    data: event.data,
    metadata: decodeMetadata(event.metadata),
    createdAt: event.created,
  };
}

/** KurrentDB's conflict as ours (actual null: the stream does not exist); other errors unchanged. */
export function translateError(error: unknown, appends: StreamAppend[]): unknown {
  if (!(error instanceof KurrentWrongExpectedVersionError)) return error;
  const append = appends.find((a) => a.streamId === error.streamName) ?? appends[0];
  const actual = typeof error.actualState === 'bigint' ? toVersion(error.actualState) : null;
  return new WrongExpectedVersionError(append.streamId, append.expectedVersion, actual);
}
