import { randomUUID } from 'crypto';
import { EventMetadata } from '@bo/domain';
import { comparePositions, EventStore, NewEvent, Position, RecordedEvent, WrongExpectedVersionError } from '../port';

export interface ContractSubject {
  store: EventStore;
  cleanup(): Promise<void>;
}

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    user_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    idempotency_key: null,
    at: new Date().toISOString(),
    ...overrides,
  };
}

export function testEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return { type, data, metadata: testMetadata() };
}

/** A stream id no other test (nor an earlier run against the same server) uses. */
export function uniqueStream(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const positionKey = (position: Position) => `${position.commit}/${position.position}`;

/** The position of a fresh marker event: every append that starts after it reads after it in $all. */
export async function headPosition(store: EventStore): Promise<Position> {
  const result = await store.append([
    { streamId: uniqueStream('marker'), expectedVersion: 'no_stream', events: [testEvent('MarkerPlaced')] },
  ]);
  return result.position;
}

/** Reads $all after `from` until `until` holds for what was read or `timeoutMs` passes. */
export async function readAllUntil(
  store: EventStore,
  from: Position,
  until: (events: RecordedEvent[]) => boolean,
  timeoutMs = 10000,
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let checkpoint = from;
  const deadline = Date.now() + timeoutMs;
  while (!until(seen) && Date.now() < deadline) {
    const page = (await store.readAllPage(checkpoint, 500)).events;
    if (page.length === 0) await sleep(20);
    for (const event of page) {
      seen.push(event);
      checkpoint = event.position;
    }
  }
  return seen;
}

async function expectConflict(promise: Promise<unknown>, streamId: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect((error as WrongExpectedVersionError).streamId).toBe(streamId);
}

/** The behaviour every EventStore adapter must have. */
export function describeEventStoreContract(name: string, factory: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;

    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.cleanup();
    });

    const one = (streamId: string, expectedVersion: 'any' | 'no_stream' | number, type = 'ThingHappened') =>
      store.append([{ streamId, expectedVersion, events: [testEvent(type)] }]);

    describe('expected version', () => {
      it('any: creates the stream, then appends to it', async () => {
        const s = uniqueStream('any');
        expect((await one(s, 'any')).versions).toEqual([{ streamId: s, version: 1 }]);
        const two = await store.append([
          { streamId: s, expectedVersion: 'any', events: [testEvent('A'), testEvent('B')] },
        ]);
        expect(two.versions).toEqual([{ streamId: s, version: 3 }]);
        const read = await store.readStream(s);
        expect(read.version).toBe(3);
        expect(read.events.map((e) => [e.streamPosition, e.type])).toEqual([
          [1, 'ThingHappened'],
          [2, 'A'],
          [3, 'B'],
        ]);
      });

      it('no_stream: creates a new stream and refuses an existing one', async () => {
        const s = uniqueStream('nostream');
        expect((await one(s, 'no_stream')).versions[0].version).toBe(1);
        await expectConflict(one(s, 'no_stream'), s);
        const read = await store.readStream(s);
        expect(read.version).toBe(1);
        expect(read.events).toHaveLength(1);
      });

      it('exact: appends at the current version, refuses a stale or a future one', async () => {
        const s = uniqueStream('exact');
        expect((await one(s, 0)).versions[0].version).toBe(1);
        expect((await one(s, 1)).versions[0].version).toBe(2);
        await expectConflict(one(s, 1), s);
        await expectConflict(one(s, 5), s);
        const missing = uniqueStream('missing');
        await expectConflict(one(missing, 3), missing);
        expect((await store.readStream(missing)).version).toBe(0);
        const read = await store.readStream(s);
        expect(read.version).toBe(2);
        expect(read.events.map((e) => e.streamPosition)).toEqual([1, 2]);
      });

      it('reports the actual version in the conflict', async () => {
        const s = uniqueStream('actual');
        await store.append([{ streamId: s, expectedVersion: 'no_stream', events: [testEvent('A'), testEvent('B')] }]);
        const error = await one(s, 1).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect((error as WrongExpectedVersionError).actual).toBe(2);
        expect((error as WrongExpectedVersionError).expected).toBe(1);
      });
    });

    describe('readStream', () => {
      it('returns the events in stream order with their data and metadata', async () => {
        const s = uniqueStream('read');
        const metadata = testMetadata({ user_id: 'u-1', idempotency_key: 'k-1' });
        const events: NewEvent[] = [1, 2, 3, 4, 5].map((n) => ({
          type: `Step${n}`,
          data: { n, text: 'ñandú €' },
          metadata,
        }));
        await store.append([{ streamId: s, expectedVersion: 'no_stream', events: events.slice(0, 2) }]);
        await store.append([{ streamId: s, expectedVersion: 2, events: events.slice(2) }]);
        const read = await store.readStream(s);
        expect(read.version).toBe(5);
        expect(read.events.map((e) => [e.streamId, e.streamPosition, e.type, e.data])).toEqual(
          events.map((e, i) => [s, i + 1, e.type, e.data]),
        );
        expect(read.events[0].metadata).toEqual(metadata);
        expect(read.events[0].createdAt).toBeInstanceOf(Date);
        for (let i = 1; i < read.events.length; i++) {
          expect(comparePositions(read.events[i - 1].position, read.events[i].position)).toBe(-1);
        }
      });

      it('reads after fromVersion (exclusive), at most maxCount', async () => {
        const s = uniqueStream('from');
        const events = [1, 2, 3, 4, 5].map((n) => testEvent(`Step${n}`, { n }));
        await store.append([{ streamId: s, expectedVersion: 'no_stream', events }]);
        const from = await store.readStream(s, { fromVersion: 2 });
        expect(from.version).toBe(5);
        expect(from.events.map((e) => e.streamPosition)).toEqual([3, 4, 5]);
        const page = await store.readStream(s, { fromVersion: 1, maxCount: 2 });
        expect(page.version).toBe(5);
        expect(page.events.map((e) => e.streamPosition)).toEqual([2, 3]);
        const past = await store.readStream(s, { fromVersion: 5 });
        expect(past).toEqual({ version: 5, events: [] });
      });

      it('reads a missing stream as version 0 with no events', async () => {
        expect(await store.readStream(uniqueStream('nobody'))).toEqual({ version: 0, events: [] });
      });
    });

    describe('concurrency', () => {
      it('10 concurrent appends at the same expected version: exactly one wins', async () => {
        const s = uniqueStream('race');
        await one(s, 'no_stream');
        const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => one(s, 1, `Try${i}`)));
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(9);
        for (const r of lost) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
        const read = await store.readStream(s);
        expect(read.version).toBe(2);
        expect(read.events).toHaveLength(2);
      });

      it('8 writers x 200 events while a reader polls $all: each event once, in order', async () => {
        const writers = 8;
        const perWriter = 200;
        const prefix = uniqueStream('load');
        const from = await headPosition(store);
        let writing = true;

        const write = async (w: number) => {
          const s = `${prefix}-${w}`;
          for (let v = 0; v < perWriter; v++) {
            await store.append([{ streamId: s, expectedVersion: v, events: [testEvent('Loaded', { w, v })] }]);
          }
        };

        const read = async () => {
          const lastInStream = new Map<string, number>();
          const seen = new Set<string>();
          const problems: string[] = [];
          let checkpoint = from;
          let ours = 0;
          const deadline = Date.now() + 50000;
          while ((writing || ours < writers * perWriter) && Date.now() < deadline) {
            const page = (await store.readAllPage(checkpoint, 97)).events;
            if (page.length === 0) await sleep(5);
            for (const event of page) {
              if (comparePositions(event.position, checkpoint) <= 0)
                problems.push(`fuera de orden ${positionKey(event.position)}`);
              const key = positionKey(event.position);
              if (seen.has(key)) problems.push(`duplicado ${key}`);
              seen.add(key);
              checkpoint = event.position;
              if (!event.streamId.startsWith(`${prefix}-`)) continue;
              ours++;
              const last = lastInStream.get(event.streamId) ?? 0;
              if (event.streamPosition !== last + 1)
                problems.push(`${event.streamId}: ${event.streamPosition} tras ${last}`);
              lastInStream.set(event.streamId, event.streamPosition);
            }
          }
          return { ours, problems, lastInStream };
        };

        const reader = read();
        await Promise.all(Array.from({ length: writers }, (_, w) => write(w))).finally(() => {
          writing = false;
        });
        const { ours, problems, lastInStream } = await reader;
        expect(problems).toEqual([]);
        expect(ours).toBe(writers * perWriter);
        for (let w = 0; w < writers; w++) expect(lastInStream.get(`${prefix}-${w}`)).toBe(perWriter);
      });
    });

    describe('multi-stream append', () => {
      it('refuses an append with no streams or a stream with no events', async () => {
        await expect(store.append([])).rejects.toThrow();
        await expect(
          store.append([{ streamId: uniqueStream('empty'), expectedVersion: 'any', events: [] }]),
        ).rejects.toThrow();
      });

      it('appends to several streams atomically', async () => {
        const a = uniqueStream('multi-a');
        const b = uniqueStream('multi-b');
        await one(b, 'no_stream');
        const result = await store.append([
          {
            streamId: a,
            expectedVersion: 'no_stream',
            events: [testEvent('StockCommitted'), testEvent('StockCommitted')],
          },
          { streamId: b, expectedVersion: 1, events: [testEvent('OrderCreated')] },
        ]);
        expect(result.versions).toEqual([
          { streamId: a, version: 2 },
          { streamId: b, version: 2 },
        ]);
        expect((await store.readStream(a)).events.map((e) => e.streamPosition)).toEqual([1, 2]);
        expect((await store.readStream(b)).events.map((e) => e.type)).toEqual(['ThingHappened', 'OrderCreated']);
        const last = (await store.readStream(b)).events[1].position;
        expect(comparePositions(result.position, last)).toBeGreaterThanOrEqual(0);
      });

      it('keeps nothing when one stream conflicts', async () => {
        const a = uniqueStream('atomic-a');
        const b = uniqueStream('atomic-b');
        const c = uniqueStream('atomic-c');
        await one(a, 'no_stream');
        await one(b, 'no_stream');
        const failing = store.append([
          { streamId: a, expectedVersion: 1, events: [testEvent('Kept?')] },
          { streamId: c, expectedVersion: 'no_stream', events: [testEvent('Kept?')] },
          { streamId: b, expectedVersion: 7, events: [testEvent('Kept?')] },
        ]);
        await expectConflict(failing, b);
        const [ra, rb, rc] = await Promise.all([a, b, c].map((s) => store.readStream(s)));
        expect([ra.version, rb.version, rc.version]).toEqual([1, 1, 0]);
        expect([ra.events.length, rb.events.length, rc.events.length]).toEqual([1, 1, 0]);
        expect((await one(a, 1)).versions[0].version).toBe(2);
        expect((await one(c, 'no_stream')).versions[0].version).toBe(1);
      });
    });

    describe('readStreams', () => {
      it('reads several streams whole, in the order asked, a missing one as empty', async () => {
        const a = uniqueStream('many-a');
        const b = uniqueStream('many-b');
        const missing = uniqueStream('many-missing');
        await store.append([{ streamId: a, expectedVersion: 'no_stream', events: [testEvent('A1'), testEvent('A2')] }]);
        await store.append([{ streamId: b, expectedVersion: 'no_stream', events: [testEvent('B1')] }]);
        const reads = await store.readStreams([b, missing, a]);
        expect(reads.map((read) => read.version)).toEqual([1, 0, 2]);
        expect(reads.map((read) => read.events.map((e) => e.type))).toEqual([['B1'], [], ['A1', 'A2']]);
        expect(reads[2].events).toEqual((await store.readStream(a)).events);
        expect(await store.readStreams([])).toEqual([]);
      });
    });

    describe('readAllPage', () => {
      it('returns appended events after a position, in order, at most limit', async () => {
        const from = await headPosition(store);
        const s = uniqueStream('all');
        await store.append([{ streamId: s, expectedVersion: 'no_stream', events: [testEvent('A'), testEvent('B')] }]);
        await one(s, 2, 'C');
        const events = (
          await readAllUntil(store, from, (seen) => seen.filter((e) => e.streamId === s).length >= 3)
        ).filter((e) => e.streamId === s);
        expect(events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
        const page = (await store.readAllPage(from, 1)).events;
        expect(page.length).toBeLessThanOrEqual(1);
        expect(events.every((e) => !e.type.startsWith('$'))).toBe(true);
      });

      it('gives in one page what was read page by page, and holds nothing back once every append has committed', async () => {
        const from = await headPosition(store);
        const s = uniqueStream('page');
        await store.append([{ streamId: s, expectedVersion: 'no_stream', events: [testEvent('A'), testEvent('B')] }]);
        const events = await readAllUntil(store, from, (seen) => seen.filter((e) => e.streamId === s).length >= 2);
        const page = await store.readAllPage(from, 100);
        expect(page.events).toEqual(events);
        expect(page.heldBack).toBe(false);
        expect(await store.readAllPage(page.events[page.events.length - 1].position, 100)).toEqual({
          events: [],
          heldBack: false,
        });
      });
    });

    describe('onAppended', () => {
      it('calls the listener after an append', async () => {
        let calls = 0;
        const off = store.onAppended(() => calls++);
        try {
          await sleep(300);
          const before = calls;
          await one(uniqueStream('wake'), 'no_stream');
          const deadline = Date.now() + 5000;
          while (calls === before && Date.now() < deadline) await sleep(10);
          expect(calls).toBeGreaterThan(before);
        } finally {
          off();
        }
      });
    });
  });
}
