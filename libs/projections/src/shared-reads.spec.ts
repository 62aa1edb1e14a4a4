import { Position, RecordedEvent, START } from '@bo/event-store';
import { SharedReads } from './shared-reads';

const at = (position: number): Position => ({ commit: '1', position: String(position) });
const event = (position: number) => ({ type: 'TaxeCreated', position: at(position) }) as unknown as RecordedEvent;

/** A store whose $all answers what `answer` says, counting the reads. */
function storeAnswering(answer: () => Promise<RecordedEvent[]>) {
  const store = { reads: 0, readAll: () => (store.reads++, answer()) };
  return store;
}

describe('SharedReads', () => {
  it('answers runners asking the same read at once with one query, and hands a non-empty batch out again', async () => {
    const store = storeAnswering(async () => [event(1), event(2)]);
    const reads = new SharedReads(store);
    const answers = await Promise.all(Array.from({ length: 8 }, () => reads.readAll(START, 100)));
    expect(answers.every((batch) => batch.length === 2)).toBe(true);
    expect(await reads.readAll(START, 100)).toHaveLength(2);
    expect(store.reads).toBe(1);
    await reads.readAll(at(2), 100);
    expect(store.reads).toBe(2);
  });

  it('hands a runner that fell behind the batches others read after it, joined, up to its limit', async () => {
    const answers = [[event(1), event(2)], [event(3)], [event(4), event(5)]];
    const store = storeAnswering(async () => answers.shift() ?? []);
    const reads = new SharedReads(store);
    // A quick runner reads three small batches one after another...
    await reads.readAll(START, 4);
    await reads.readAll(at(2), 4);
    await reads.readAll(at(3), 4);
    // ...a slow one, still at the start, gets them in one go, no more than it asked for.
    expect((await reads.readAll(START, 4)).map((e) => e.position.position)).toEqual(['1', '2', '3', '4']);
    expect((await reads.readAll(at(3), 4)).map((e) => e.position.position)).toEqual(['4', '5']);
    expect(store.reads).toBe(3);
  });

  it('never keeps an empty answer nor a failure: the next read asks the store again', async () => {
    let failing = true;
    const store = storeAnswering(async () => {
      if (failing) throw new Error('sin conexión');
      return [];
    });
    const reads = new SharedReads(store);
    await expect(reads.readAll(START, 10)).rejects.toThrow('sin conexión');
    failing = false;
    expect(await reads.readAll(START, 10)).toEqual([]);
    expect(await reads.readAll(START, 10)).toEqual([]);
    expect(store.reads).toBe(3);
  });
});
