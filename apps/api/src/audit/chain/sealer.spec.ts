/**
 * The sealer's arithmetic over a page of events (issue 32): each event gets the next number and
 * the seal over the previous one; a business day (Caracas) gets its digest at its last event when
 * a later day's first event is sealed; a closing gets a digest at its own event, dated its `until`.
 */
import type { RecordedEvent } from '@bo/event-store';
import { contentHash, GENESIS_SEAL, nextSeal } from './canonical-event';
import { sealEvents } from './sealer';

let position = 0;
const event = (at: string, type = 'TaxeCreated', data: unknown = { id: String(position + 1) }): RecordedEvent => {
  position += 1;
  return {
    streamId: `taxe-${position}`,
    streamPosition: 1,
    position: { commit: String(100 + position), position: String(position) },
    type,
    data,
    metadata: { user_id: null, correlation_id: 'c', causation_id: null, idempotency_key: null, at },
    createdAt: new Date(at),
  };
};

describe('sealing a page of events', () => {
  it('numbers and chains them after the last seal', () => {
    const events = [event('2026-11-30T15:00:00.000Z'), event('2026-11-30T15:00:01.000Z')];
    const first = sealEvents(events.slice(0, 1), null, null);
    const second = sealEvents(events.slice(1), first.seals[0], first.lastDay);
    expect(first.seals[0]).toMatchObject({ seq: 1, position: events[0].position, at: events[0].createdAt });
    expect(first.seals[0].seal.equals(nextSeal(GENESIS_SEAL, contentHash(events[0])))).toBe(true);
    expect(second.seals[0].seq).toBe(2);
    expect(second.seals[0].seal.equals(nextSeal(first.seals[0].seal, contentHash(events[1])))).toBe(true);
    // The same events in one page give the same chain.
    const together = sealEvents(events, null, null);
    expect(together.seals[1].seal.equals(second.seals[0].seal)).toBe(true);
  });

  it("gives a day its digest at its last event once a later day's first event is sealed, in Caracas' day", () => {
    const events = [
      event('2026-11-30T20:00:00.000Z'),
      // 23:30 in Caracas: still the 30th.
      event('2026-12-01T03:30:00.000Z'),
      event('2026-12-01T04:30:00.000Z'),
      event('2026-12-01T05:00:00.000Z'),
      event('2026-12-03T12:00:00.000Z'),
    ];
    const sealed = sealEvents(events, null, null);
    expect(sealed.digests).toEqual([
      { kind: 'day', date: '2026-11-30', seq: 2 },
      { kind: 'day', date: '2026-12-01', seq: 4 },
    ]);
    expect(sealed.lastDay).toBe('2026-12-03');
  });

  it('gives each closing a digest at its own event, dated its until', () => {
    const events = [
      event('2026-12-01T12:00:00.000Z'),
      event('2026-12-01T12:05:00.000Z', 'PeriodClosed', { id: '1', until: '2026-11-30', note: null }),
    ];
    expect(sealEvents(events, null, null).digests).toEqual([{ kind: 'closing', date: '2026-11-30', seq: 2 }]);
  });

  it('refuses a page that goes back in $all (a reader that skipped would seal a wrong order)', () => {
    const [later, earlier] = [event('2026-12-01T12:00:00.000Z'), event('2026-12-01T12:00:01.000Z')];
    const tail = sealEvents([earlier], null, null).seals[0];
    expect(() => sealEvents([later], tail, null)).toThrow(/El sellador leyó/);
  });
});
