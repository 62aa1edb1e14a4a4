import { EventStore, Position, RecordedEvent } from '@bo/event-store';

/** How long a non-empty batch is kept for the other runners, and how many are kept. */
const KEPT_MS = 2000;
const KEPT_BATCHES = 32;

const keyOf = (after: Position, limit: number) => `${after.commit}/${after.position}/${limit}`;

/**
 * The $all reads of every runner of one process, shared: one notification wakes all the runners
 * at once and they all ask for the same events after the same position, so one query answers
 * them all (a read in flight is joined, a recent non-empty batch is handed out again).
 * Handing out a kept batch is safe: the store never returns an event while an earlier-ordered one
 * may still commit, so the events after a position, once read, stay the first ones after it; a
 * later read may only find more, which the runner reads next time from the batch's end.
 * Empty answers are never kept (new events may be there a moment later).
 */
export class SharedReads implements Pick<EventStore, 'readAll'> {
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();
  private readonly kept = new Map<string, { batch: RecordedEvent[]; at: number }>();

  constructor(private readonly store: Pick<EventStore, 'readAll'>) {}

  readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const key = keyOf(after, limit);
    const kept = this.keptChain(after, limit);
    if (kept) return Promise.resolve(kept);
    const joined = this.inFlight.get(key);
    if (joined) return joined;
    const read = this.store.readAll(after, limit).then(
      (batch) => {
        this.inFlight.delete(key);
        if (batch.length > 0) this.keep(key, batch);
        return batch;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, read);
    return read;
  }

  /**
   * The kept batches that follow one another from `after`, joined up to `limit` events: a runner
   * that fell behind (its batches take longer) takes in one go what the quicker ones read in several,
   * instead of being handed their small batches one at a time and never catching up.
   */
  private keptChain(after: Position, limit: number): RecordedEvent[] | null {
    const now = Date.now();
    let chain: RecordedEvent[] | null = null;
    let from = after;
    while (!chain || chain.length < limit) {
      const kept = this.kept.get(keyOf(from, limit));
      if (!kept || now - kept.at >= KEPT_MS) break;
      chain = chain ? chain.concat(kept.batch) : kept.batch;
      from = kept.batch[kept.batch.length - 1].position;
    }
    return chain && chain.length > limit ? chain.slice(0, limit) : chain;
  }

  private keep(key: string, batch: RecordedEvent[]): void {
    this.kept.delete(key);
    this.kept.set(key, { batch, at: Date.now() });
    while (this.kept.size > KEPT_BATCHES) this.kept.delete(this.kept.keys().next().value as string);
  }
}
