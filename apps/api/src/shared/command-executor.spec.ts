import { systemMetadata } from './command-metadata';
import { taxeDecider } from '@bo/domain';
import { EventStore, START, StreamAppend, WrongExpectedVersionError } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import type { AppConfig } from '../config/app-config';
import { CommandExecutor } from './command-executor';

/** An event store whose appends fail with a conflict as many times as asked, then succeed. */
function storeConflicting(conflicts: number) {
  const appended: string[][] = [];
  const store = {
    append: async (appends: StreamAppend[]) => {
      if (conflicts-- > 0) throw new WrongExpectedVersionError(appends[0].streamId, 1, 2);
      appended.push(appends.map((append) => append.streamId));
      return { position: START, versions: [] };
    },
  } as unknown as EventStore;
  return { store, appended };
}

const executorOn = (store: EventStore) =>
  new CommandExecutor(
    store,
    { waitFor: async () => true, concernedBy: () => [] } as unknown as ProjectionsHost,
    { readYourWritesTimeoutMs: 100 } as AppConfig,
  );

const cancelled = (streamId: string): StreamAppend => ({
  streamId,
  expectedVersion: 1,
  events: [{ type: 'OrderCancelled', data: { id: '1' }, metadata: systemMetadata() }],
});

/** Whether `promise` settles before the pending callbacks run out (a command stuck on a lock does not). */
const settles = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 200))]);

describe('CommandExecutor.commit and its stream locks', () => {
  it('releases the streams it locked when the build throws, on the first attempt or after a conflict', async () => {
    const { store, appended } = storeConflicting(1);
    const executor = executorOn(store);
    const failing = executor.commit(
      async () => {
        throw new Error('La venta no existe');
      },
      { lock: ['order-1'] },
    );
    await expect(failing).rejects.toThrow('La venta no existe');

    let attempts = 0;
    const failingOnRetry = executor.commit(async () => {
      if (++attempts === 2) throw new Error('No hay stock disponible de este producto: Filtro');
      return [cancelled('order-1'), cancelled('stock-1-1')];
    });
    await expect(failingOnRetry).rejects.toThrow('No hay stock disponible');

    expect(
      await settles(executor.commit(async () => [cancelled('stock-1-1'), cancelled('order-1')], { lock: ['order-1'] })),
    ).toBe(true);
    expect(appended).toEqual([['stock-1-1', 'order-1']]);
  });

  it('does not deadlock when a conflict locks streams other than those another command holds', async () => {
    const { store, appended } = storeConflicting(2);
    const executor = executorOn(store);
    const both = Promise.all([
      executor.commit(async () => [cancelled('order-1'), cancelled('stock-1-1')], { lock: ['order-1'] }),
      executor.commit(async () => [cancelled('stock-1-1'), cancelled('order-1')], { lock: ['stock-1-1'] }),
      executor.commit(async () => [cancelled('order-1'), cancelled('stock-1-1')]),
    ]);
    expect(await settles(both)).toBe(true);
    expect(appended).toHaveLength(3);
  });

  it('gives up with the Spanish conflict message after its attempts, releasing its locks', async () => {
    const { store } = storeConflicting(100);
    const executor = executorOn(store);
    await expect(executor.commit(async () => [cancelled('order-1')], { maxAttempts: 3 })).rejects.toThrow(
      'Otro usuario modificó este registro al mismo tiempo. Intente de nuevo.',
    );
    const next = executor.commit(async () => [cancelled('order-1')], { lock: ['order-1'], maxAttempts: 1 });
    await expect(next).rejects.toThrow('Otro usuario');
  });
});

describe('CommandExecutor.commit and streams a build finds only as it decides (the stock an approval moves)', () => {
  /** A store that records the appends in the order they are made, each taking a few turns of the event loop. */
  function slowStore(conflicts = 0) {
    const appended: string[] = [];
    const store = {
      append: async (appends: StreamAppend[]) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (conflicts-- > 0) throw new WrongExpectedVersionError(appends[0].streamId, 1, 2);
        appended.push(appends[0].streamId);
        return { position: START, versions: [] };
      },
    } as unknown as EventStore;
    return { store, appended };
  }

  it("given a command holding a stock stream's turn, when another finds that stream only in its build, then it waits its turn and decides again after the first", async () => {
    const { store, appended } = slowStore();
    const executor = executorOn(store);
    const builds: string[] = [];
    const first = executor.commit(async () => [cancelled('order-1'), cancelled('stock-1-1')], {
      lock: ['order-1', 'stock-1-1'],
    });
    await new Promise((resolve) => setImmediate(resolve));
    const approval = executor.commit(
      async () => {
        builds.push(appended.includes('order-1') ? 'after the sale' : 'before the sale');
        return [cancelled('inventory-1'), cancelled('stock-1-1')];
      },
      { lock: ['inventory-1'] },
    );
    await Promise.all([first, approval]);
    expect(appended).toEqual(['order-1', 'inventory-1']);
    // Its first build found the stream taken; it decided again once the sale had appended.
    expect(builds).toEqual(['before the sale', 'after the sale']);
  });

  it('given a command locked on its own stream that lost a race on a stock stream, when it retries, then it holds that stream too and a newcomer waits for it', async () => {
    const { store, appended } = slowStore(1);
    const executor = executorOn(store);
    let attempts = 0;
    let newcomer: Promise<unknown> | null = null;
    /** What the newcomer saw each time it decided: whether the approval had appended. */
    const seen: boolean[] = [];
    const approval = executor.commit(
      async () => {
        // Its second attempt: a newcomer on the same stock arrives meanwhile.
        if (++attempts === 2)
          newcomer = executor.commit(
            async () => {
              seen.push(appended.includes('inventory-1'));
              return [cancelled('inventory-2'), cancelled('stock-1-1')];
            },
            { lock: ['inventory-2'] },
          );
        return [cancelled('inventory-1'), cancelled('stock-1-1')];
      },
      { lock: ['inventory-1'] },
    );
    await approval;
    await newcomer;
    expect(appended).toEqual(['inventory-1', 'inventory-2']);
    // It found the stock's turn held by the retrying approval, and decided again once it appended.
    expect(seen).toEqual([false, true]);
  });
});

describe('CommandExecutor.execute on a stream named by a new id', () => {
  const create = {
    type: 'CreateTaxe' as const,
    data: { id: '7', change: '36.50', cop_change: '0.0091' },
    metadata: systemMetadata(),
  };

  it('given a new stream, when executed, then it appends as no_stream without reading the stream first', async () => {
    const appends: StreamAppend[] = [];
    const reads: string[] = [];
    const store = {
      readStream: async (streamId: string) => (reads.push(streamId), { version: 0, events: [] }),
      append: async (batch: StreamAppend[]) => (appends.push(...batch), { position: START, versions: [] }),
    } as unknown as EventStore;
    const outcome = await executorOn(store).execute(taxeDecider, 'taxe-7', create, { isNew: true });
    expect(outcome.events.map((event) => event.type)).toEqual(['TaxeCreated']);
    expect(reads).toEqual([]);
    expect(appends.map((append) => [append.streamId, append.expectedVersion])).toEqual([['taxe-7', 'no_stream']]);
  });

  it('given the stream exists after all, when executed, then it is decided again on the stream as read', async () => {
    const existing = { type: 'TaxeCreated', data: create.data, metadata: create.metadata };
    const attempts: StreamAppend[] = [];
    const store = {
      readStream: async () => ({
        version: 1,
        events: [{ ...existing, streamId: 'taxe-7', version: 1, position: START }],
      }),
      append: async (batch: StreamAppend[]) => {
        attempts.push(...batch);
        if (batch[0].expectedVersion === 'no_stream') throw new WrongExpectedVersionError('taxe-7', 'no_stream', 1);
        return { position: START, versions: [] };
      },
    } as unknown as EventStore;
    // Decided again on the stream as it is: the decider's own refusal, and nothing appended twice.
    await expect(executorOn(store).execute(taxeDecider, 'taxe-7', create, { isNew: true })).rejects.toThrow(
      'La tasa de cambio ya existe',
    );
    expect(attempts.map((append) => append.expectedVersion)).toEqual(['no_stream']);
  });
});

describe('CommandExecutor: the read models an answer waits for', () => {
  /** A host whose read models handle the types given; it records each wait's names. */
  function hostHandling(handled: Record<string, string[]>) {
    const waits: (readonly string[] | undefined)[] = [];
    const host = {
      concernedBy: (types: Iterable<string>) =>
        Object.keys(handled).filter((name) => [...types].some((type) => handled[name].includes(type))),
      waitFor: async (_position: unknown, _timeoutMs: number, names?: readonly string[]) => (waits.push(names), true),
    } as unknown as ProjectionsHost;
    return { host, waits };
  }
  const storeAppending = {
    append: async () => ({ position: START, versions: [] }),
    readStream: async () => ({ version: 1, events: [] }),
  } as unknown as EventStore;

  it('given read models of rates and of orders, when an order is cancelled, then the answer waits for the orders alone', async () => {
    const { host, waits } = hostHandling({
      taxes: ['TaxeCreated'],
      orders: ['OrderCancelled'],
      log: ['OrderCancelled', 'TaxeCreated'],
    });
    const executor = new CommandExecutor(storeAppending, host, { readYourWritesTimeoutMs: 100 } as AppConfig);
    await executor.commit(async () => [cancelled('order-1')]);
    expect(waits).toEqual([['orders', 'log']]);
  });

  it('given events no read model handles, when appended, then the answer waits for none', async () => {
    const { host, waits } = hostHandling({ taxes: ['TaxeCreated'] });
    const executor = new CommandExecutor(storeAppending, host, { readYourWritesTimeoutMs: 100 } as AppConfig);
    await executor.append([cancelled('order-1')]);
    expect(waits).toEqual([[]]);
  });
});
