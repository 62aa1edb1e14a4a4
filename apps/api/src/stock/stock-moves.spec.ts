import { DomainError, StockMoveRequest } from '@bo/domain';
import { EventStore, StreamAppend, StreamRead, WrongExpectedVersionError } from '@bo/event-store';
import type { CommandExecutor } from '../shared/command-executor';
import { StockMoves } from './stock-moves';

const metadata = {
  user_id: '1',
  correlation_id: 'c',
  causation_id: null,
  idempotency_key: null,
  at: '2026-11-23T10:00:00.000Z',
};
const document = { type: 'inventory' as const, id: '1', label: 'Inventario #1' };
const move = (kind: 'add' | 'remove', quantity: number): StockMoveRequest => ({
  kind,
  product_id: '7',
  product_name: 'Filtro',
  deposit_id: '3',
  quantity,
  document,
});

/** Streams in memory with expected-version checks, counting reads; `appendElsewhere` plays another process. */
function memoryStore() {
  const streams = new Map<string, StreamAppend['events']>();
  const store = {
    reads: 0,
    async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<StreamRead> {
      store.reads++;
      const events = streams.get(streamId) ?? [];
      return {
        version: events.length,
        events: events.slice(options.fromVersion ?? 0) as unknown as StreamRead['events'],
      };
    },
    async append(appends: StreamAppend[]) {
      for (const append of appends) {
        const version = streams.get(append.streamId)?.length ?? 0;
        const expected = append.expectedVersion === 'no_stream' ? 0 : append.expectedVersion;
        if (expected !== version) throw new WrongExpectedVersionError(append.streamId, expected, version);
      }
      for (const append of appends)
        streams.set(append.streamId, [...(streams.get(append.streamId) ?? []), ...append.events]);
      return { position: { commit: '1', position: '1' }, versions: [] };
    },
  };
  return store;
}

/** The executor's retry loop, without read models. */
function executorOn(store: ReturnType<typeof memoryStore>) {
  return {
    async commit(build: () => Promise<StreamAppend[]>, options: { appended?: (appends: StreamAppend[]) => void }) {
      for (let attempt = 1; ; attempt++) {
        const appends = await build();
        try {
          await store.append(appends);
          options.appended?.(appends);
          return null;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= 5) throw error;
        }
      }
    },
  } as unknown as CommandExecutor;
}

function setUp() {
  const store = memoryStore();
  const stock = new StockMoves(store as unknown as EventStore, executorOn(store));
  const commit = (...moves: StockMoveRequest[]) => stock.commit(() => stock.appendsFor(moves, metadata));
  /** Another process moves the stock: this one does not hear of it. */
  const elsewhere = async (...moves: StockMoveRequest[]) => {
    const other = new StockMoves(store as unknown as EventStore, executorOn(store));
    await other.commit(() => other.appendsFor(moves, metadata));
  };
  return { store, commit, elsewhere };
}

describe('StockMoves', () => {
  it('given stock this process moved, a sale takes it without reading the stream again', async () => {
    const { store, commit } = setUp();
    await commit(move('add', 10));
    const readsBefore = store.reads;
    await commit(move('remove', 4));
    await commit(move('remove', 6));
    expect(store.reads).toBe(readsBefore);
    await expect(commit(move('remove', 1))).rejects.toThrow(DomainError);
  });

  it('given another process took stock meanwhile, the append on the kept state fails once and is decided again', async () => {
    const { commit, elsewhere } = setUp();
    await commit(move('add', 5));
    await elsewhere(move('remove', 4));
    await expect(commit(move('remove', 2))).rejects.toThrow('No hay stock disponible de este producto');
    await commit(move('remove', 1));
    await expect(commit(move('remove', 1))).rejects.toThrow(DomainError);
  });

  it('given another process added stock meanwhile, a refusal on the kept state is checked on the stream first', async () => {
    const { commit, elsewhere } = setUp();
    await commit(move('add', 1));
    await elsewhere(move('add', 9));
    await commit(move('remove', 10));
    await expect(commit(move('remove', 1))).rejects.toThrow(DomainError);
  });
});
