import { EventStore, Position, RecordedEvent, START } from '@bo/event-store';
import { EventFeed } from './event-feed';

const recorded = (commit: string, position: string): RecordedEvent => ({
  streamId: 's-1',
  streamPosition: 1,
  position: { commit, position },
  type: 'Tick',
  data: {},
  metadata: {
    user_id: null,
    correlation_id: 'c',
    causation_id: null,
    idempotency_key: null,
    at: '2024-01-01T00:00:00.000Z',
  },
  createdAt: new Date(0),
});

function storeReturning(...batches: RecordedEvent[][]): EventStore & { reads: Position[] } {
  const reads: Position[] = [];
  return {
    reads,
    readAllPage: async (after: Position) => {
      reads.push(after);
      return { events: batches.shift() ?? [], heldBack: false };
    },
  } as unknown as EventStore & { reads: Position[] };
}

describe('EventFeed', () => {
  it('reads the next full batch ahead while the current one is applied', async () => {
    const store = storeReturning([recorded('5', '1'), recorded('5', '2')], [recorded('6', '3')]);
    const feed = new EventFeed(store, 2);
    expect((await feed.next(START)).events).toHaveLength(2);
    expect(store.reads).toEqual([START, { commit: '5', position: '2' }]);
    expect(await feed.next({ commit: '5', position: '2' })).toEqual({ events: [recorded('6', '3')], heldBack: false });
    expect(store.reads).toHaveLength(2);
  });

  it('stops exactly at `until`', async () => {
    const feed = new EventFeed(storeReturning([recorded('5', '1'), recorded('5', '2'), recorded('7', '3')]), 10);
    expect((await feed.next(START, { until: { commit: '5', position: '2' } })).events).toHaveLength(2);
  });

  it('refuses a batch out of commit order rather than skip events (e.g. transaction ids sorted as text)', async () => {
    const feed = new EventFeed(storeReturning([recorded('1000000', '8'), recorded('999999', '7')]), 10);
    await expect(feed.next({ commit: '999998', position: '6' })).rejects.toThrow('fuera de orden');
    const behind = new EventFeed(storeReturning([recorded('5', '1')]), 10);
    await expect(behind.next({ commit: '5', position: '1' })).rejects.toThrow('fuera de orden');
  });
});
