// Why: the key of a request is claimed in the same atomic append as its events, and a retry of a
// stored request replays it instead of recording it again (docs/architecture.md, Idempotency).
import { EventStore, Position, RecordedEvent, StreamAppend, WrongExpectedVersionError } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import type { AppConfig } from '../config/app-config';
import { CommandExecutor } from './command-executor';
import { systemMetadata } from './command-metadata';
import { IdempotencyKeyTakenError, IdempotentRequest } from './idempotent-request';

const KEY_STREAM = 'idempotency-1-abc';
const FINGERPRINT = 'POST /api/orders 9f86d0';

/** An event store in memory that checks expected versions like the real ones (all or nothing). */
function storeInMemory(versions: Record<string, number> = {}) {
  const appended: StreamAppend[][] = [];
  const store = {
    append: async (appends: StreamAppend[]) => {
      for (const { streamId, expectedVersion } of appends) {
        const actual = versions[streamId] ?? 0;
        const holds =
          expectedVersion === 'any' || (expectedVersion === 'no_stream' ? actual === 0 : actual === expectedVersion);
        if (!holds) throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
      }
      for (const { streamId, events } of appends) versions[streamId] = (versions[streamId] ?? 0) + events.length;
      appended.push(appends);
      return { position: { commit: '1', position: String(appended.length) }, versions: [] };
    },
    readStream: async (streamId: string) => ({ version: versions[streamId] ?? 0, events: [] }),
  } as unknown as EventStore;
  const waited: Position[] = [];
  const executor = new CommandExecutor(
    store,
    {
      waitFor: async (position: Position) => {
        waited.push(position);
        return true;
      },
      concernedBy: () => ['every'],
    } as unknown as ProjectionsHost,
    { readYourWritesTimeoutMs: 100 } as AppConfig,
  );
  return { executor, appended, waited };
}

const created = (streamId: string): StreamAppend => ({
  streamId,
  expectedVersion: 'no_stream',
  events: [
    { type: 'TaxeCreated', data: { id: '7', change: '36.50', cop_change: '0.009000' }, metadata: systemMetadata() },
  ],
});

const storedClaim = (position: Position, ids: { kind: string; id: string }[]): RecordedEvent => ({
  streamId: KEY_STREAM,
  streamPosition: 1,
  position,
  type: 'IdempotencyKeyRecorded',
  data: { fingerprint: FINGERPRINT, ids },
  metadata: systemMetadata(),
  createdAt: new Date(),
});

describe('IdempotentRequest with the command executor', () => {
  it('claims the key in the same append as the events, with the ids the request was handed since its last claim', async () => {
    const { executor, appended } = storeInMemory();
    const request = new IdempotentRequest(KEY_STREAM, FINGERPRINT);
    await request.run(async () => {
      request.handed('taxes', ['7']);
      await executor.commit(async () => [created('taxe-7')]);
      request.handed('taxes', ['8']);
      await executor.append([created('taxe-8')]);
    });
    expect(
      appended.map((appends) => appends.map(({ streamId, expectedVersion }) => [streamId, expectedVersion])),
    ).toEqual([
      [
        ['taxe-7', 'no_stream'],
        [KEY_STREAM, 'no_stream'],
      ],
      [
        ['taxe-8', 'no_stream'],
        [KEY_STREAM, 1],
      ],
    ]);
    expect(appended[0][1].events[0]).toMatchObject({
      type: 'IdempotencyKeyRecorded',
      data: { fingerprint: FINGERPRINT, ids: [{ kind: 'taxes', id: '7' }] },
    });
    expect(appended[1][1].events[0].data).toEqual({ fingerprint: FINGERPRINT, ids: [{ kind: 'taxes', id: '8' }] });
  });

  it('refuses a run whose key another run stored first, whole and without retrying it as a conflict', async () => {
    const { executor, appended } = storeInMemory({ [KEY_STREAM]: 1 });
    const request = new IdempotentRequest(KEY_STREAM, FINGERPRINT);
    let builds = 0;
    const run = request.run(() =>
      executor.commit(async () => {
        builds++;
        return [created('taxe-9')];
      }),
    );
    await expect(run).rejects.toBeInstanceOf(IdempotencyKeyTakenError);
    expect(builds).toBe(1);
    expect(appended).toEqual([]);
  });

  it("still retries a conflict on the events' own streams", async () => {
    const { executor, appended } = storeInMemory({ 'taxe-10': 1 });
    const request = new IdempotentRequest(KEY_STREAM, FINGERPRINT);
    let builds = 0;
    await request.run(() =>
      executor.commit(async () => [{ ...created('taxe-10'), expectedVersion: builds++ === 0 ? 'no_stream' : 1 }]),
    );
    expect(builds).toBe(2);
    expect(appended).toHaveLength(1);
  });

  it('replays a stored request: its ids again, its stored append skipped at its position, the next one made', async () => {
    const { executor, appended, waited } = storeInMemory({ [KEY_STREAM]: 1 });
    const stored = { commit: '5', position: '42' };
    const request = new IdempotentRequest(KEY_STREAM, FINGERPRINT, [
      storedClaim(stored, [
        { kind: 'orders', id: '7' },
        { kind: 'order_payments', id: '9' },
      ]),
    ]);
    const outcome = await request.run(async () => {
      const ids = [request.idsHandedBefore('order_payments', 1), request.idsHandedBefore('orders', 2)];
      let built = false;
      const position = await executor.commit(async () => {
        built = true;
        return [created('order-7')];
      });
      await executor.append([created('taxe-11')]);
      return { ids, built, position };
    });
    expect(outcome).toEqual({ ids: [['9'], ['7']], built: false, position: stored });
    expect(waited[0]).toEqual(stored);
    expect(
      appended.map((appends) => appends.map(({ streamId, expectedVersion }) => [streamId, expectedVersion])),
    ).toEqual([
      [
        ['taxe-11', 'no_stream'],
        [KEY_STREAM, 1],
      ],
    ]);
  });
});
