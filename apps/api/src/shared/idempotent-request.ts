import { AsyncLocalStorage } from 'async_hooks';
import { EventMetadata, IdempotencyKeyRecorded } from '@bo/domain';
import { Position, RecordedEvent, StreamAppend } from '@bo/event-store';

/** An id handed out to a request, by kind (its sequence). */
export interface HandedId {
  kind: string;
  id: string;
}

/**
 * Another run of the same key stored its events first: this run's append was refused whole (the
 * key stream already existed), so nothing of it was kept. Never retried as a conflict: the
 * request answers what the other run stored.
 */
export class IdempotencyKeyTakenError extends Error {
  constructor() {
    super('Otra ejecución de la misma clave de idempotencia ya guardó sus cambios');
    this.name = 'IdempotencyKeyTakenError';
  }
}

const storage = new AsyncLocalStorage<IdempotentRequest>();

/**
 * A write with an `Idempotency-Key` while it runs (docs/architecture.md, Idempotency): the key's
 * stream, where each append of the request adds one `IdempotencyKeyRecorded` in the same atomic
 * append, and the ids the request is handed. When an earlier run of the same request already stored
 * appends (its answer was lost), this run replays them: the same ids are handed out again and those
 * appends are skipped, so the handler answers with the records as they are, recorded once.
 */
export class IdempotentRequest {
  /** Ids handed out anew since this run's last stored claim: the next claim records them. */
  private handedIds: HandedId[] = [];
  private readonly idsAgain = new Map<string, string[]>();
  /** How many of this request's appends the key stream holds (skipped or made by this run). */
  private stored = 0;

  constructor(
    readonly streamId: string,
    readonly fingerprint: string,
    /** The key stream's events from earlier runs: one per append they stored. */
    private readonly recorded: readonly RecordedEvent[] = [],
    /** Called once an append of the request is stored (a test's fault hook; nothing in production). */
    readonly afterStored: () => Promise<void> = async () => undefined,
  ) {
    for (const event of recorded)
      for (const { kind, id } of (event.data as IdempotencyKeyRecorded['data']).ids) {
        const again = this.idsAgain.get(kind) ?? [];
        again.push(id);
        this.idsAgain.set(kind, again);
      }
  }

  /** The request running in this async context, if it carries a key. */
  static current(): IdempotentRequest | undefined {
    return storage.getStore();
  }

  run<T>(work: () => T): T {
    return storage.run(this, work);
  }

  get replaying(): boolean {
    return this.recorded.length > 0;
  }

  /** Up to `count` ids of `kind` an earlier run was handed (and recorded), in the same order. */
  idsHandedBefore(kind: string, count: number): string[] {
    return this.idsAgain.get(kind)?.splice(0, count) ?? [];
  }

  handed(kind: string, ids: readonly string[]): void {
    for (const id of ids) this.handedIds.push({ kind, id });
  }

  /** Where the next append landed when an earlier run stored it (skip it), or null when it is due. */
  storedBefore(): Position | null {
    if (this.stored >= this.recorded.length) return null;
    return this.recorded[this.stored++].position;
  }

  /** The key stream's part of the next append: expected to be exactly as this run left it. */
  claimAppend(metadata: EventMetadata): StreamAppend {
    const data: IdempotencyKeyRecorded['data'] = { fingerprint: this.fingerprint, ids: [...this.handedIds] };
    return {
      streamId: this.streamId,
      expectedVersion: this.stored === 0 ? 'no_stream' : this.stored,
      events: [{ type: 'IdempotencyKeyRecorded', data, metadata }],
    };
  }

  /** Whether the key stream, at `version`, holds appends this run did not make or skip. */
  takenElsewhere(version: number): boolean {
    return version > this.stored;
  }

  claimStored(): void {
    this.stored++;
    this.handedIds = [];
  }
}
