import { stockDecider, StockEvent, StockState } from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';

/** How many stock streams' states a process keeps (the least recently used go first). */
const KEPT = 50_000;

export interface KeptStock {
  version: number;
  state: StockState;
}

/**
 * The current state of stock streams, kept in this process: a busy product's stream grows with
 * every sale, so rather than reading and folding all of it each time, only the events after the
 * kept version are read; and after this process's own appends the kept state simply moves on, so
 * a sale need not read at all. Another process may have appended meanwhile: an append on a kept
 * state then fails on its expected version, and the caller forgets the stream and reads it again.
 */
export class StockStates {
  private readonly kept = new Map<string, KeptStock>();

  constructor(private readonly store: EventStore) {}

  /** What this process holds of the stream, without asking the store (possibly behind another process). */
  known(streamId: string): KeptStock | null {
    return this.kept.get(streamId) ?? null;
  }

  /** The stream's current state: the kept one plus the events after it. */
  async read(streamId: string): Promise<KeptStock> {
    const known = this.kept.get(streamId);
    const read = await this.store.readStream(streamId, { fromVersion: known?.version ?? 0 });
    const newer = read.events as unknown as StockEvent[];
    const current = {
      version: Math.max(read.version, known?.version ?? 0),
      state: newer.reduce(stockDecider.evolve, known?.state ?? stockDecider.initialState()),
    };
    this.keep(streamId, current);
    return current;
  }

  /** An append that succeeded: a kept state it was decided on moves on by its events. */
  appended(append: StreamAppend): void {
    const known = this.kept.get(append.streamId);
    const from = append.expectedVersion === 'no_stream' ? 0 : append.expectedVersion;
    if (!known || known.version !== from) {
      this.kept.delete(append.streamId);
      return;
    }
    const events = append.events as unknown as StockEvent[];
    this.keep(append.streamId, {
      version: known.version + events.length,
      state: events.reduce(stockDecider.evolve, known.state),
    });
  }

  forget(streamId: string): void {
    this.kept.delete(streamId);
  }

  private keep(streamId: string, current: KeptStock): void {
    this.kept.delete(streamId);
    this.kept.set(streamId, current);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
  }
}
