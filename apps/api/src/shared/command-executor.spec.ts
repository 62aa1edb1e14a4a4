import { systemMetadata } from './command-metadata';
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
    { waitFor: async () => true } as unknown as ProjectionsHost,
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
