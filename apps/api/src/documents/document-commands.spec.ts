/**
 * The document kit's write loop with the stock it moves, on streams in memory: a document's events
 * and its stock moves are appended together, decided again after a concurrent change, and the stock
 * this process kept spares it reading.
 */
import type { Knex } from 'knex';
import { Command, Decider, DomainError, DomainEvent, StockMoveRequest } from '@bo/domain';
import { EventStore, StreamAppend, StreamRead, WrongExpectedVersionError } from '@bo/event-store';
import type { CommandExecutor } from '../shared/command-executor';
import { StockMoves } from '../stock/stock-moves';
import { DocumentCommands } from './document-commands';

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
    async commit(
      build: (attempt: { afterConflict: boolean }) => Promise<StreamAppend[]>,
      options: { appended?: (appends: StreamAppend[]) => void },
    ) {
      for (let attempt = 1; ; attempt++) {
        const appends = await build({ afterConflict: attempt > 1 });
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

/** A document that only moves the stock its command names, one event per command. */
type MoveStock = Command<'MoveStock', { moves: StockMoveRequest[] }>;
type StockMovedBy = DomainEvent<'DocumentMovedStock', { moves: StockMoveRequest[] }>;
const movingDocument: Decider<MoveStock, StockMovedBy, { moved: number }> = {
  initialState: () => ({ moved: 0 }),
  evolve: (state) => ({ moved: state.moved + 1 }),
  decide: (command) => [{ type: 'DocumentMovedStock', data: { moves: command.data.moves } }],
};

function setUp() {
  const store = memoryStore();
  const kit = (stock: StockMoves) =>
    new DocumentCommands(store as unknown as EventStore, {} as Knex, executorOn(store), stock);
  const documents = kit(new StockMoves(store as unknown as EventStore));
  const run = (on: DocumentCommands, moves: StockMoveRequest[]) =>
    on.run({
      decider: movingDocument,
      streamId: 'document-1',
      command: { type: 'MoveStock', data: { moves }, metadata },
      moves: ({ events }) => events.flatMap((event) => event.data.moves),
    });
  const commit = (...moves: StockMoveRequest[]) => run(documents, moves);
  /** Another process moves the stock: this one does not hear of it. */
  const elsewhere = async (...moves: StockMoveRequest[]) => {
    await run(kit(new StockMoves(store as unknown as EventStore)), moves);
  };
  return { store, commit, elsewhere };
}

describe('DocumentCommands with the stock it moves', () => {
  it("given stock this process moved, a document takes it reading only the document's own stream", async () => {
    const { store, commit } = setUp();
    await commit(move('add', 10));
    const readsBefore = store.reads;
    await commit(move('remove', 4));
    await commit(move('remove', 6));
    expect(store.reads).toBe(readsBefore + 2);
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

describe('DocumentCommands', () => {
  it('given a refusal for missing stock, neither the document nor any stock is appended', async () => {
    const { store, commit } = setUp();
    await commit(move('add', 2));
    const other = { ...move('add', 1), product_id: '8' };
    await expect(commit(other, move('remove', 3))).rejects.toThrow('No hay stock disponible de este producto: Filtro');
    expect((await store.readStream('document-1')).version).toBe(1);
    expect((await store.readStream('stock-8-3')).version).toBe(0);
  });
});

describe('DocumentCommands naming the products it takes stock from', () => {
  /** The products' read model as the kit reads it, noting which ids each read asked for. */
  function productsReadModel(names: Record<string, string>) {
    const asked: string[][] = [];
    const knex = (() => ({
      whereIn: (_column: string, ids: string[]) => ({
        select: async () => {
          asked.push([...ids]);
          return ids.filter((id) => names[id]).map((id) => ({ id, name: names[id] }));
        },
      }),
    })) as unknown as Knex;
    return { knex, asked };
  }

  const unnamed = (kind: 'add' | 'remove', product_id: string, quantity: number) => {
    const { product_name: _name, ...rest } = { ...move(kind, quantity), product_id };
    return rest as StockMoveRequest;
  };

  function kitOn(knex: Knex) {
    const store = memoryStore();
    const documents = new DocumentCommands(
      store as unknown as EventStore,
      knex,
      executorOn(store),
      new StockMoves(store as unknown as EventStore),
    );
    return (...moves: StockMoveRequest[]) =>
      documents.run({
        decider: movingDocument,
        streamId: 'document-1',
        command: { type: 'MoveStock', data: { moves }, metadata },
        moves: ({ events }) => events.flatMap((event) => event.data.moves),
      });
  }

  it('given an entry that only adds stock, when it runs, then no product name is read', async () => {
    const { knex, asked } = productsReadModel({ '7': 'Filtro', '8': 'Bujía' });
    await kitOn(knex)(unnamed('add', '7', 2), unnamed('add', '8', 1));
    expect(asked).toEqual([]);
  });

  it('given an exit lacking stock, when it runs, then only its product is named, in the refusal', async () => {
    const { knex, asked } = productsReadModel({ '7': 'Filtro', '8': 'Bujía' });
    await expect(kitOn(knex)(unnamed('add', '7', 2), unnamed('remove', '8', 1))).rejects.toThrow(
      'No hay stock disponible de este producto: Bujía',
    );
    expect(asked).toEqual([['8']]);
  });
});
