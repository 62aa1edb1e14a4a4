import type { RecordedEvent } from '@bo/event-store';
import { eventsUpTo } from './events-up-to';

const recorded = (position: number, at: string): RecordedEvent => ({
  streamId: `s-${position}`,
  streamPosition: 1,
  position: { commit: String(position), position: String(position) },
  type: 'Something',
  data: {},
  metadata: { user_id: '1', correlation_id: 'c', causation_id: null, at } as unknown as RecordedEvent['metadata'],
  createdAt: new Date(at),
});

describe('the events of a page recorded up to an instant', () => {
  const page = [
    recorded(1, '2026-03-01T10:00:00.000Z'),
    recorded(2, '2026-03-01T12:00:00.000Z'),
    recorded(3, '2026-03-01T12:00:00.001Z'),
    recorded(4, '2026-03-01T11:00:00.000Z'),
  ];

  it('given a page, when the instant is the second event, then it keeps up to it (at or before) and says it passed', () => {
    const cut = eventsUpTo(page, new Date('2026-03-01T12:00:00.000Z'));
    expect(cut.kept.map((event) => event.position.position)).toEqual(['1', '2']);
    expect(cut.passed).toBe(true);
  });

  it('given an event recorded later, then nothing after it counts, even one recorded earlier (a prefix of $all)', () => {
    const cut = eventsUpTo(page, new Date('2026-03-01T11:30:00.000Z'));
    expect(cut.kept.map((event) => event.position.position)).toEqual(['1']);
  });

  it('given an instant after every event, then it keeps the whole page and has not passed', () => {
    const cut = eventsUpTo(page, new Date('2026-03-02T00:00:00.000Z'));
    expect(cut).toEqual({ kept: page, passed: false });
  });

  it('given an instant before every event, then it keeps none', () => {
    expect(eventsUpTo(page, new Date('2026-02-28T00:00:00.000Z'))).toEqual({ kept: [], passed: true });
  });
});
