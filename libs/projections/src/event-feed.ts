import { comparePositions, EventStore, Position, RecordedEvent } from '@bo/event-store';

/**
 * Reads $all in batches for one runner. While a full batch is being applied, the next one is
 * already being read (catch-up overlaps reading and writing).
 */
export class EventFeed {
  private prefetch: { after: Position; batch: Promise<RecordedEvent[]> } | null = null;

  constructor(
    private readonly store: Pick<EventStore, 'readAll'>,
    private readonly batchSize: number,
  ) {}

  async next(after: Position, until?: Position): Promise<RecordedEvent[]> {
    const pending = this.prefetch;
    this.prefetch = null;
    const batch =
      pending && comparePositions(pending.after, after) === 0
        ? await pending.batch
        : await this.store.readAll(after, this.batchSize);
    assertCommitOrder(after, batch);
    const kept = until ? batch.filter((event) => comparePositions(event.position, until) <= 0) : batch;
    if (batch.length === this.batchSize && kept.length === batch.length) this.readAhead(kept[kept.length - 1].position);
    return kept;
  }

  /** Forgets a read-ahead (after a failure the runner restarts from its stored checkpoint). */
  reset(): void {
    this.prefetch = null;
  }

  private readAhead(after: Position): void {
    const batch = this.store.readAll(after, this.batchSize);
    batch.catch(() => undefined);
    this.prefetch = { after, batch };
  }
}

/**
 * A batch must continue strictly after `after`, in commit order: applying one that does not would
 * move the checkpoint past events never applied. Better to stop with an error than to lose them.
 */
function assertCommitOrder(after: Position, batch: RecordedEvent[]): void {
  let previous = after;
  for (const event of batch) {
    if (comparePositions(event.position, previous) <= 0) {
      const at = (position: Position) => `${position.commit}/${position.position}`;
      throw new Error(
        `El almacén de eventos devolvió ${at(event.position)} después de ${at(previous)}: fuera de orden`,
      );
    }
    previous = event.position;
  }
}
