/** ClosedPeriods reads the last closing at most once per CACHE_MS per process (issue 32, closed periods). */
import type { EventStore, RecordedEvent } from '@bo/event-store';
import { ClosedPeriods } from './closed-periods';

const closing = (until: string) =>
  ({ type: 'PeriodClosed', data: { id: until, until, note: null } }) as unknown as RecordedEvent;

describe('ClosedPeriods', () => {
  let events: RecordedEvent[];
  let reads: number;
  let now: number;
  let periods: ClosedPeriods;

  beforeEach(() => {
    events = [];
    reads = 0;
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const store = {
      readStream: async () => {
        reads += 1;
        return { version: events.length, events };
      },
    } as unknown as EventStore;
    periods = new ClosedPeriods(store);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers null while nothing is closed, and the last closing once one is', async () => {
    expect(await periods.until()).toBeNull();
    events = [closing('2026-10-31'), closing('2026-11-30')];
    now += ClosedPeriods.CACHE_MS;
    expect(await periods.until()).toBe('2026-11-30');
  });

  it('keeps what it read for less than CACHE_MS, then reads again', async () => {
    await periods.until();
    events = [closing('2026-11-30')];
    now += ClosedPeriods.CACHE_MS - 1;
    expect(await periods.until()).toBeNull();
    expect(reads).toBe(1);
    now += 1;
    expect(await periods.until()).toBe('2026-11-30');
    expect(reads).toBe(2);
  });

  it('reads once for requests asking at the same time, and again after forget()', async () => {
    await Promise.all([periods.until(), periods.until(), periods.until()]);
    expect(reads).toBe(1);
    events = [closing('2026-11-30')];
    periods.forget();
    expect(await periods.until()).toBe('2026-11-30');
  });
});
