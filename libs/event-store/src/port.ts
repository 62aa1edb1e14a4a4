import { EventMetadata } from '@bo/domain';

/**
 * Where an event sits in the global ($all) order. Two unsigned integers compared
 * lexicographically: PostgreSQL (transaction_id, global_position); KurrentDB (commit, prepare).
 * Decimal strings so they survive JSON.
 */
export interface Position {
  commit: string;
  position: string;
}

export const START: Position = { commit: '0', position: '0' };

export function comparePositions(a: Position, b: Position): number {
  return compareUnsigned(a.commit, b.commit) || compareUnsigned(a.position, b.position);
}

const PLAIN_DIGITS = /^(0|[1-9]\d*)$/;

/**
 * Two unsigned decimal integers compared as numbers: by length, then by text, when both are
 * written plainly (the store's own, always); through BigInt otherwise (a leading zero, or not a
 * number at all, which throws). Every wait and every read of $all compares positions: BigInt
 * was 1 % of a sale's server time.
 */
function compareUnsigned(a: string, b: string): number {
  if (a === b) return 0;
  if (PLAIN_DIGITS.test(a) && PLAIN_DIGITS.test(b)) {
    if (a.length !== b.length) return a.length < b.length ? -1 : 1;
    return a < b ? -1 : 1;
  }
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** 'any'; 'no_stream' (the stream must not exist); or the exact current version (0 = no events yet). */
export type ExpectedVersion = 'any' | 'no_stream' | number;

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  /** Position of the last event appended: wait for projections to pass it. */
  position: Position;
  /** New version of each stream, in request order. */
  versions: { streamId: string; version: number }[];
}

export interface RecordedEvent<Data = unknown> {
  streamId: string;
  /** 1-based position inside its stream. */
  streamPosition: number;
  position: Position;
  type: string;
  data: Data;
  metadata: EventMetadata;
  createdAt: Date;
}

export interface StreamRead {
  /** Current version (0 when the stream does not exist). */
  version: number;
  events: RecordedEvent[];
}

/** Raised when an expected version does not hold; nothing of the append is kept. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Versión inesperada en ${streamId}: se esperaba ${String(expected)}, es ${actual ?? 'inexistente'}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** A read of $all. */
export interface AllPage {
  events: RecordedEvent[];
  /**
   * Events committed after `after` were left out because a transaction ordered before them may
   * still commit (it will not always say so when it does): read again soon.
   */
  heldBack: boolean;
}

/** The event store port. Both adapters pass the same contract suite. */
export interface EventStore {
  /** Atomically appends to one or more streams, each checked against its expected version. */
  append(appends: StreamAppend[]): Promise<AppendResult>;
  /** Reads a stream from `fromVersion` (exclusive, default 0) in stream order. */
  readStream(streamId: string, options?: { fromVersion?: number; maxCount?: number }): Promise<StreamRead>;
  /** Reads several streams whole, in the order asked (one round trip where the adapter can). */
  readStreams(streamIds: readonly string[]): Promise<StreamRead[]>;
  /**
   * Reads $all after `after` (exclusive), in commit order, at most `limit` events. Never returns an
   * event while an earlier-ordered one may still commit, and says whether it held any back: a
   * reader that gets `heldBack: false` with fewer than `limit` events has every event committed
   * before the read, and need not read again until `onAppended` calls it.
   */
  readAllPage(after: Position, limit: number): Promise<AllPage>;
  /** Calls `listener` when new events may be available (LISTEN/NOTIFY or a subscription). */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
}
