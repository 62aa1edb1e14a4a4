/**
 * The sealer (issue 32, item 1): follows $all just behind the appends, as a projection does, and
 * chains every event's seal into audit.seals, with the digests of each ended business day and of
 * each closing. Commands never wait for it (the write path does not slow down); a closing waits
 * for its own event's seal. One sealer per installation: it holds a session advisory lock on its
 * own connection, and the other processes' sealers stand by until that connection goes. Its
 * checkpoint is the last seal itself, written in the same statement as the seals, so a crash
 * loses nothing and seals nothing twice.
 */
import { Client, ClientConfig, Pool } from 'pg';
import { businessDay } from '@bo/domain';
import { comparePositions, EventStore, Position, RecordedEvent, START } from '@bo/event-store';
import { contentHash, GENESIS_SEAL, nextSeal } from './canonical-event';
import { appendDigest, appendSeals, DigestRow, lastDayDigest, lastSeal, SealRow } from './seal-rows';

export interface SealerOptions {
  /** Events per read of $all. */
  batch?: number;
  /** How long it waits after a notice before reading: the sales of a busy moment are sealed together. */
  gatherMs?: number;
  /** The longest it sleeps with nothing to do (a notice wakes it sooner). */
  idleMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** The event that closes a period: its seal is a digest of its own (issue 32, item 4). */
export const CLOSING_EVENT = 'PeriodClosed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Sealer {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private noticed = false;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<(head: SealRow) => void>();
  private readonly batch: number;
  private readonly gatherMs: number;
  private readonly idleMs: number;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly options: SealerOptions = {},
  ) {
    this.batch = options.batch ?? 2000;
    this.gatherMs = options.gatherMs ?? 200;
    this.idleMs = options.idleMs ?? 1000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => this.notice());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.notice();
    await this.loop;
  }

  /** Called with the new head after each batch this process seals. */
  onSealed(listener: (head: SealRow) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notice(): void {
    this.noticed = true;
    this.wake?.();
  }

  private async pause(ms: number): Promise<void> {
    if (this.noticed || !this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let client: Client | null = null;
      try {
        // Its own connection, outside the pool: the lock lives as long as it does.
        client = new Client(this.pool.options as ClientConfig);
        client.on('error', () => undefined);
        await client.connect();
        const locked = await client.query(`select pg_try_advisory_lock(hashtext('audit.sealer')) as ok`);
        if (locked.rows[0].ok !== true) {
          await client.end().catch(() => undefined);
          client = null;
          await this.pause(2000);
          this.noticed = false;
          continue;
        }
        await this.follow(client);
      } catch (error) {
        if (this.running) this.options.log?.('El sellador de la historia falló; reintenta', error);
        await sleep(500);
      } finally {
        // Closing the session releases the lock.
        if (client) await client.end().catch(() => undefined);
      }
    }
  }

  /** Seals while it holds the lock: from the last seal on, page after page, then as notices come. */
  private async follow(client: Client): Promise<void> {
    let tail = await lastSeal(client);
    let lastDay = tail ? maxDay(businessDay(tail.at.toISOString()), await lastDayDigest(client)) : null;
    let after: Position = tail?.position ?? START;
    while (this.running) {
      this.noticed = false;
      const page = await this.store.readAllPage(after, this.batch);
      if (page.events.length > 0) {
        const sealed = sealEvents(page.events, tail, lastDay);
        await appendSeals(client, sealed.seals, sealed.digests);
        tail = sealed.seals[sealed.seals.length - 1];
        lastDay = sealed.lastDay;
        after = tail.position;
        for (const listener of this.listeners) listener(tail);
        if (page.events.length === this.batch) continue;
      }
      // An older transaction may still commit before what is left: read again after a gathering
      // time, not at once (under load something is always in flight, and the sealer need not be prompt).
      if (page.heldBack) {
        await sleep(this.gatherMs);
        continue;
      }
      // A day that ended with nothing appended since: its digest need not wait for tomorrow's first event.
      if (tail && lastDay && businessDay(new Date().toISOString()) > lastDay) {
        await appendDigest(client, { kind: 'day', date: lastDay, seq: tail.seq });
        lastDay = businessDay(new Date().toISOString());
      }
      await this.pause(this.idleMs);
      if (this.noticed) await sleep(this.gatherMs);
    }
  }
}

function maxDay(a: string, b: string | null): string {
  return b !== null && b > a ? b : a;
}

/**
 * Chains a page of events after `tail` (pure but for the hash): their seals, the digests of the days
 * they end (a day ends at the seal before the first event of a later day) and of the closings.
 */
export function sealEvents(
  events: readonly RecordedEvent[],
  tail: SealRow | null,
  lastDay: string | null,
): { seals: SealRow[]; digests: DigestRow[]; lastDay: string | null } {
  const seals: SealRow[] = [];
  const digests: DigestRow[] = [];
  let previous = tail;
  let day = lastDay;
  for (const event of events) {
    if (previous && comparePositions(event.position, previous.position) <= 0)
      throw new Error(`El sellador leyó ${event.position.position} después de ${previous.position.position}`);
    const content = contentHash(event);
    const sealed: SealRow = {
      seq: (previous?.seq ?? 0) + 1,
      position: event.position,
      contentHash: content,
      seal: nextSeal(previous?.seal ?? GENESIS_SEAL, content),
      at: event.createdAt,
    };
    const eventDay = businessDay(event.createdAt.toISOString());
    if (previous && day !== null && eventDay > day) digests.push({ kind: 'day', date: day, seq: previous.seq });
    if (day === null || eventDay > day) day = eventDay;
    if (event.type === CLOSING_EVENT) {
      const until = (event.data as { until?: unknown }).until;
      digests.push({ kind: 'closing', date: typeof until === 'string' ? until : eventDay, seq: sealed.seq });
    }
    seals.push(sealed);
    previous = sealed;
  }
  return { seals, digests, lastDay: day };
}
