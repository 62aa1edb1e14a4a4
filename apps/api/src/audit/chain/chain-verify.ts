/**
 * Verify (issue 32, item 2): re-walks the events in $all order beside their seals, recomputing
 * the chain, and names the first position where they part: an event changed ('altered'), gone
 * ('missing'), added before the head ('inserted'), or moved ('reordered': its content is sealed at
 * another place, or the order of $all is not the sealed one). Given a digest kept outside
 * ({position, hash}), the recomputed seal at that position must be the digest's hash ('digest'):
 * that catches a history rewritten together with its seals. Pages of events and of seals, so
 * memory stays bounded whatever the length of the history.
 */
import type { Pool } from 'pg';
import { comparePositions, EventStore, Position, RecordedEvent } from '@bo/event-store';
import { contentHash, GENESIS_SEAL, nextSeal } from './canonical-event';
import { lastSeal, SealRow, sealsAfter, sealsAtPositions, sealWithContent } from './seal-rows';

export type BadReason = 'altered' | 'missing' | 'inserted' | 'reordered' | 'digest';

export interface VerifyOutcome {
  ok: boolean;
  /** Seals found right, in order. */
  checked: number;
  /** The last seal checked, recomputed (null: nothing sealed). */
  head: { position: string; hash: string } | null;
  first_bad?: { position: string; reason: BadReason };
}

export interface Digest {
  position: string;
  hash: string;
}

const PAGE = 5000;

/** Positions as decimal text without leading zeros, so '0042' and 42 name the same event. */
export function normalPosition(value: string | number): string {
  const text = String(value).trim();
  return /^\d+$/.test(text) ? BigInt(text).toString() : text;
}

/** Reads $all page by page, one event at a time, and can look a bounded way ahead. */
class EventCursor {
  private page: RecordedEvent[] = [];
  private at = 0;
  private after: Position = { commit: '0', position: '0' };
  private done = false;

  constructor(private readonly store: EventStore) {}

  async peek(): Promise<RecordedEvent | null> {
    if (this.at < this.page.length || (await this.more())) return this.page[this.at];
    return null;
  }

  take(): void {
    this.at += 1;
  }

  /** Whether the event at `position` comes later, within the next `within` events. */
  async comesLater(position: string, within: number): Promise<boolean> {
    for (let ahead = 0; ahead < within; ahead++) {
      // `more` keeps what is left of the page at its start: `this.at + ahead` stays the same event.
      if (this.at + ahead >= this.page.length && !(await this.more())) return false;
      if (this.page[this.at + ahead].position.position === position) return true;
    }
    return false;
  }

  /** Reads the next page behind what is left of this one; false at the end of $all. */
  private async more(): Promise<boolean> {
    if (this.done) return false;
    const read = await this.store.readAllPage(this.after, PAGE);
    if (read.events.length === 0) {
      this.done = true;
      return false;
    }
    this.page = [...this.page.slice(this.at), ...read.events];
    this.at = 0;
    this.after = read.events[read.events.length - 1].position;
    return true;
  }
}

/** Reads the seals up to the head page by page. */
class SealCursor {
  private page: SealRow[] = [];
  private at = 0;
  private lastSeq = 0;

  constructor(
    private readonly db: Pool,
    private readonly until: number,
  ) {}

  /** The seal `ahead` places on (0: the next one). */
  async peek(ahead = 0): Promise<SealRow | null> {
    if (this.at + ahead >= this.page.length) {
      const rest = this.page.slice(this.at);
      const from = rest.length ? rest[rest.length - 1].seq : this.lastSeq;
      this.page = [...rest, ...(await sealsAfter(this.db, from, PAGE, this.until))];
      this.at = 0;
    }
    return this.page[this.at + ahead] ?? null;
  }

  take(): void {
    this.lastSeq = this.page[this.at].seq;
    this.at += 1;
  }
}

export async function verifyChain(
  db: Pool,
  store: EventStore,
  options: { digest?: Digest; onProgress?: (checked: number, total: number) => void | Promise<void> } = {},
): Promise<VerifyOutcome> {
  const digest = options.digest
    ? { position: normalPosition(options.digest.position), hash: options.digest.hash.trim().toLowerCase() }
    : undefined;
  const head = await lastSeal(db);
  const total = head?.seq ?? 0;
  const events = new EventCursor(store);
  const seals = new SealCursor(db, total);
  let previous = GENESIS_SEAL;
  let checked = 0;
  let lastPosition: string | null = null;
  let digestMet = false;
  const bad = (position: string, reason: BadReason): VerifyOutcome => ({
    ok: false,
    checked,
    head: lastPosition ? { position: lastPosition, hash: previous.toString('hex') } : null,
    first_bad: { position, reason },
  });
  for (;;) {
    const seal = await seals.peek();
    if (!seal) break;
    const position = seal.position.position;
    // A seal removed from its table leaves a gap in the numbering.
    if (seal.seq !== checked + 1) return bad(position, 'altered');
    const event = await events.peek();
    if (!event) return bad(position, 'missing');
    if (event.position.position !== position) {
      const [sealed] = await sealsAtPositions(db, [event.position.position]);
      if (!sealed) {
        // Not sealed: past the head it is only newer than the seal (this seal's event is gone);
        // before it, someone put it there.
        if (head && comparePositions(event.position, head.position) > 0) return bad(position, 'missing');
        return bad(event.position.position, 'inserted');
      }
      // This seal's event further on: moved (two swapped, or one moved later). Not there: gone.
      if (await events.comesLater(position, PAGE)) return bad(position, 'reordered');
      const next = await seals.peek(1);
      if (next && next.position.position === event.position.position) return bad(position, 'missing');
      return bad(position, 'reordered');
    }
    const content = contentHash(event);
    if (!content.equals(seal.contentHash)) {
      const elsewhere = await sealWithContent(db, content);
      return bad(position, elsewhere && elsewhere.seq !== seal.seq ? 'reordered' : 'altered');
    }
    const recomputed = nextSeal(previous, content);
    if (!recomputed.equals(seal.seal)) return bad(position, 'altered');
    if (digest && digest.position === position) {
      if (recomputed.toString('hex') !== digest.hash) return bad(position, 'digest');
      digestMet = true;
    }
    events.take();
    seals.take();
    previous = recomputed;
    lastPosition = position;
    checked += 1;
    if (options.onProgress && checked % 20000 === 0) await options.onProgress(checked, total);
  }
  if (digest && !digestMet) return bad(digest.position, 'digest');
  await options.onProgress?.(checked, total);
  return { ok: true, checked, head: lastPosition ? { position: lastPosition, hash: previous.toString('hex') } : null };
}
