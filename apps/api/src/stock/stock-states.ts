import { stockDecider, StockEvent, StockState } from '@bo/domain';
import { EventStore } from '@bo/event-store';

/** How many stock streams' states a process keeps (the least recently used go first). */
const KEPT = 50_000;

interface Kept {
  version: number;
  state: StockState;
}

/**
 * The current state of stock streams, kept in this process: a busy product's stream grows with
 * every sale, so rather than reading and folding all of it each time, only the events after the
 * kept version are read. Events never change once written, so a kept state plus the newer events
 * is always the current state, whatever other processes appended meanwhile.
 */
export class StockStates {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly store: EventStore) {}

  async read(streamId: string): Promise<Kept> {
    const known = this.kept.get(streamId);
    const read = await this.store.readStream(streamId, { fromVersion: known?.version ?? 0 });
    const newer = read.events as unknown as StockEvent[];
    const current = {
      version: Math.max(read.version, known?.version ?? 0),
      state: newer.reduce(stockDecider.evolve, known?.state ?? stockDecider.initialState()),
    };
    this.kept.delete(streamId);
    this.kept.set(streamId, current);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
    return current;
  }
}
