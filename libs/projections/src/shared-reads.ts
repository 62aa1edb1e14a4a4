import { AllPage, EventStore, Position, RecordedEvent } from '@bo/event-store';
import { PageSource } from './event-feed';
import { nextStamp } from './wake-signal';

/** How long a non-empty batch is kept for the other runners, and how many are kept. */
const KEPT_MS = 2000;
const KEPT_BATCHES = 32;

const keyOf = (after: Position, limit: number) => `${after.commit}/${after.position}/${limit}`;

/** A read of the store: when it started (`nextStamp`) and what it answered. */
interface Read {
  startedAt: number;
  page: Promise<AllPage>;
}

interface Kept {
  page: AllPage;
  startedAt: number;
  at: number;
}

/**
 * The $all reads of every runner of one process, shared: one notification wakes all the runners
 * at once and they all ask for the same events after the same position, so one query answers
 * them all (a read in flight is joined, a recent non-empty batch is handed out again).
 * Handing out a kept batch is safe: the store never returns an event while an earlier-ordered one
 * may still commit, so the events after a position, once read, stay the first ones after it; a
 * later read may only find more, which the runner reads next time from the batch's end.
 * Whether more may be readable (`heldBack`) is only known as of a read's start: a runner woken
 * after a read started is not handed that read's word for it (it joins no such read, and a kept
 * batch read before its wake comes back as held back, to be read after again soon).
 * Empty answers are never kept (new events may be there a moment later).
 */
export class SharedReads implements PageSource {
  private readonly inFlight = new Map<string, Read>();
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly store: Pick<EventStore, 'readAllPage'>) {}

  /** `wokenAt`: the reader's last wake (`WakeSignal.wokenAt`); 0 when it has none to account for. */
  readAllPage(after: Position, limit: number, wokenAt = 0): Promise<AllPage> {
    const key = keyOf(after, limit);
    const kept = this.keptChain(after, limit, wokenAt);
    if (kept) return Promise.resolve(kept);
    const joined = this.inFlight.get(key);
    if (joined && joined.startedAt > wokenAt) return joined.page;
    const read: Read = { startedAt: nextStamp(), page: this.store.readAllPage(after, limit) };
    const settled = () => {
      if (this.inFlight.get(key) === read) this.inFlight.delete(key);
    };
    read.page.then((page) => {
      settled();
      if (page.events.length > 0) this.keep(key, page, read.startedAt);
    }, settled);
    this.inFlight.set(key, read);
    return read.page;
  }

  /**
   * The kept batches that follow one another from `after`, joined up to `limit` events: a runner
   * that fell behind (its batches take longer) takes in one go what the quicker ones read in several,
   * instead of being handed their small batches one at a time and never catching up.
   */
  private keptChain(after: Position, limit: number, wokenAt: number): AllPage | null {
    const now = Date.now();
    let chain: RecordedEvent[] | null = null;
    let last: Kept | null = null;
    let from = after;
    while (!chain || chain.length < limit) {
      const kept = this.kept.get(keyOf(from, limit));
      if (!kept || now - kept.at >= KEPT_MS) break;
      const events = kept.page.events;
      chain = chain ? chain.concat(events) : events;
      last = kept;
      from = events[events.length - 1].position;
    }
    if (!chain || !last) return null;
    return {
      events: chain.length > limit ? chain.slice(0, limit) : chain,
      heldBack: last.page.heldBack || last.startedAt < wokenAt,
    };
  }

  private keep(key: string, page: AllPage, startedAt: number): void {
    this.kept.delete(key);
    this.kept.set(key, { page, startedAt, at: Date.now() });
    while (this.kept.size > KEPT_BATCHES) this.kept.delete(this.kept.keys().next().value as string);
  }
}
