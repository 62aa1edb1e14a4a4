/**
 * How the write path learns the closed-until day cheaply (issue 32, closed periods): the last
 * closing of the `audit-closings` stream, read from the event store at most once per CACHE_MS per
 * process. A closing's POST answers only after CACHE_MS has passed since it was stored, so once it
 * has answered every process reads the new day before deciding.
 *
 * The remaining race (docs/rules.md 'Closed periods'): a command whose request read the day before
 * that answer (a request already running while the closing is stored) may still be accepted with
 * a date the closing covers; nothing is refused late or undone.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CLOSINGS_STREAM, fold, periodClosingDecider, PeriodClosingEvent } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';

@Injectable()
export class ClosedPeriods {
  /** How long a process keeps the day it read. */
  static readonly CACHE_MS = 1000;

  private cached: { until: string | null; readAt: number } | null = null;
  private reading: Promise<string | null> | null = null;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The last closing's day ('YYYY-MM-DD'), null while nothing is closed; at most CACHE_MS old. */
  async until(): Promise<string | null> {
    if (this.cached && Date.now() - this.cached.readAt < ClosedPeriods.CACHE_MS) return this.cached.until;
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Forgets the day this process read (after its own closing). */
  forget(): void {
    this.cached = null;
  }

  private async read(): Promise<string | null> {
    // Timed from before the read: the day is as fresh as the read's start.
    const readAt = Date.now();
    const { events } = await this.store.readStream(CLOSINGS_STREAM);
    const { until } = fold(periodClosingDecider, events as unknown as PeriodClosingEvent[]);
    this.cached = { until, readAt };
    return until;
  }
}
