/**
 * What a seal covers (issue 32): an event's canonical content, hashed, and the chain's step.
 *
 * The content is the stream, the position in it, the type, the data, the metadata and when it was
 * appended (to the millisecond: what both adapters give), as one JSON array with every object's keys
 * sorted, so the same event gives the same bytes whichever adapter or process reads it. The global
 * position is not part of it: the chain's order is, since each seal hashes the previous one.
 *
 *   content_hash = SHA-256(canonical content)
 *   seal(n)      = SHA-256(seal(n - 1) || content_hash(n)),   seal(0) = 32 zero bytes
 */
import { createHash } from 'crypto';
import type { RecordedEvent } from '@bo/event-store';

export const GENESIS_SEAL: Buffer = Buffer.alloc(32);

/** JSON with every object's keys in code-point order, recursively; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined (absent in JSON) and non-finite numbers never come out of a JSON column.
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

/** The canonical content of one event, as sealed. */
export function canonicalContent(event: RecordedEvent): string {
  return canonicalJson([
    event.streamId,
    event.streamPosition,
    event.type,
    event.data,
    event.metadata,
    event.createdAt.toISOString(),
  ]);
}

export function contentHash(event: RecordedEvent): Buffer {
  return createHash('sha256').update(canonicalContent(event)).digest();
}

/** The chain's next seal: the previous one and this event's content hash. */
export function nextSeal(previous: Buffer, content: Buffer): Buffer {
  return createHash('sha256').update(previous).update(content).digest();
}
