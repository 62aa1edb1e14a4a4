import type { EventStore, StreamRead } from '@bo/event-store';
import { StockStates } from './stock-states';

const moved = (type: 'StockAdded' | 'StockRemoved', quantity: number) => ({
  type,
  data: { product_id: '1', deposit_id: '1', quantity, document: { type: 'inventory', id: '1', label: 'x' } },
});

/** A stock stream in memory that records from which version each read asked. */
function streamOf(events: ReturnType<typeof moved>[]) {
  const asked: number[] = [];
  const store = {
    readStream: async (_id: string, options: { fromVersion?: number } = {}): Promise<StreamRead> => {
      const from = options.fromVersion ?? 0;
      asked.push(from);
      return { version: events.length, events: events.slice(from) as unknown as StreamRead['events'] };
    },
  } as unknown as EventStore;
  return { store, asked, events };
}

describe('StockStates', () => {
  it('reads a stock stream whole once, then only the events after the version it keeps', async () => {
    const stream = streamOf([moved('StockAdded', 10), moved('StockRemoved', 3)]);
    const states = new StockStates(stream.store);
    expect(await states.read('stock-1-1')).toEqual({ version: 2, state: { quantity: 7 } });
    stream.events.push(moved('StockRemoved', 2), moved('StockAdded', 1));
    expect(await states.read('stock-1-1')).toEqual({ version: 4, state: { quantity: 6 } });
    expect(await states.read('stock-1-1')).toEqual({ version: 4, state: { quantity: 6 } });
    expect(stream.asked).toEqual([0, 2, 4]);
  });

  it('starts a stream that does not exist yet at version 0 and no stock', async () => {
    const states = new StockStates(streamOf([]).store);
    expect(await states.read('stock-9-9')).toEqual({ version: 0, state: { quantity: 0 } });
  });
});
