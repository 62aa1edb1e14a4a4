import { AllPage, comparePositions, Position, RecordedEvent } from '@bo/event-store';

/**
 * Where a feed reads $all: the store, or a host's SharedReads, which is told when the reader was
 * last woken (`nextStamp`) so that it never answers with a read older than that wake.
 */
export interface PageSource {
  readAllPage(after: Position, limit: number, wokenAt?: number): Promise<AllPage>;
}

/**
 * Reads $all in batches for one runner. While a full batch is being applied, the next one is
 * already being read (catch-up overlaps reading and writing).
 */
export class EventFeed {
  private prefetch: { after: Position; page: Promise<AllPage> } | null = null;

  constructor(
    private readonly source: PageSource,
    private readonly batchSize: number,
  ) {}

  /** The events after `after` (up to `until`, when given); `wokenAt`: the reader's last wake. */
  async next(after: Position, options: { until?: Position; wokenAt?: number } = {}): Promise<AllPage> {
    const { until, wokenAt } = options;
    const pending = this.prefetch;
    this.prefetch = null;
    const page =
      pending && comparePositions(pending.after, after) === 0
        ? await pending.page
        : await this.source.readAllPage(after, this.batchSize, wokenAt);
    const batch = page.events;
    assertCommitOrder(after, batch);
    const kept = until ? batch.filter((event) => comparePositions(event.position, until) <= 0) : batch;
    if (batch.length === this.batchSize && kept.length === batch.length) {
      this.readAhead(kept[kept.length - 1].position, wokenAt);
    }
    return kept === batch ? page : { events: kept, heldBack: page.heldBack };
  }

  /** Forgets a read-ahead (after a failure the runner restarts from its stored checkpoint). */
  reset(): void {
    this.prefetch = null;
  }

  private readAhead(after: Position, wokenAt: number | undefined): void {
    const page = this.source.readAllPage(after, this.batchSize, wokenAt);
    page.catch(() => undefined);
    this.prefetch = { after, page };
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
