import { AllPage, Position, RecordedEvent, START } from '@bo/event-store';
import { SharedReads } from './shared-reads';
import { nextStamp } from './wake-signal';

const at = (position: number): Position => ({ commit: '1', position: String(position) });
const event = (position: number) => ({ type: 'TaxeCreated', position: at(position) }) as unknown as RecordedEvent;
const page = (events: RecordedEvent[], heldBack = false): AllPage => ({ events, heldBack });

/** A store whose $all answers what `answer` says, counting the reads. */
function storeAnswering(answer: () => Promise<AllPage>) {
  const store = { reads: 0, readAllPage: () => (store.reads++, answer()) };
  return store;
}

const positionsOf = (answer: AllPage) => answer.events.map((e) => e.position.position);

describe('SharedReads', () => {
  it('answers runners asking the same read at once with one query, and hands a non-empty batch out again', async () => {
    const store = storeAnswering(async () => page([event(1), event(2)]));
    const reads = new SharedReads(store);
    const answers = await Promise.all(Array.from({ length: 8 }, () => reads.readAllPage(START, 100)));
    expect(answers.every((answer) => answer.events.length === 2 && !answer.heldBack)).toBe(true);
    expect((await reads.readAllPage(START, 100)).events).toHaveLength(2);
    expect(store.reads).toBe(1);
    await reads.readAllPage(at(2), 100);
    expect(store.reads).toBe(2);
  });

  it('hands a runner that fell behind the batches others read after it, joined, up to its limit', async () => {
    const answers = [page([event(1), event(2)]), page([event(3)]), page([event(4), event(5)], true)];
    const store = storeAnswering(async () => answers.shift() ?? page([]));
    const reads = new SharedReads(store);
    // A quick runner reads three small batches one after another...
    await reads.readAllPage(START, 4);
    await reads.readAllPage(at(2), 4);
    await reads.readAllPage(at(3), 4);
    // ...a slow one, still at the start, gets them in one go, no more than it asked for.
    expect(positionsOf(await reads.readAllPage(START, 4))).toEqual(['1', '2', '3', '4']);
    // The chain ends with the last batch read, and with what that read said of what it held back.
    expect(await reads.readAllPage(at(3), 4)).toEqual(page([event(4), event(5)], true));
    expect((await reads.readAllPage(at(2), 4)).heldBack).toBe(true);
    expect(store.reads).toBe(3);
  });

  it('never keeps an empty answer nor a failure: the next read asks the store again', async () => {
    let failing = true;
    const store = storeAnswering(async () => {
      if (failing) throw new Error('sin conexión');
      return page([]);
    });
    const reads = new SharedReads(store);
    await expect(reads.readAllPage(START, 10)).rejects.toThrow('sin conexión');
    failing = false;
    expect((await reads.readAllPage(START, 10)).events).toEqual([]);
    expect((await reads.readAllPage(START, 10)).events).toEqual([]);
    expect(store.reads).toBe(3);
  });

  it('gives a runner woken after a read started a read of its own, not that one', async () => {
    const answers = [page([]), page([event(1)])];
    const store = storeAnswering(async () => answers.shift() ?? page([]));
    const reads = new SharedReads(store);
    const before = reads.readAllPage(START, 10);
    // An append's notice wakes a runner while that read is on its way: it may have missed it.
    const wokenAt = nextStamp();
    const after = reads.readAllPage(START, 10, wokenAt);
    expect((await before).events).toEqual([]);
    expect(positionsOf(await after)).toEqual(['1']);
    expect(store.reads).toBe(2);
  });

  it('hands a runner woken since a kept batch was read that batch as held back: it reads on soon', async () => {
    const store = storeAnswering(async () => page([event(1)]));
    const reads = new SharedReads(store);
    await reads.readAllPage(START, 10);
    expect((await reads.readAllPage(START, 10, 0)).heldBack).toBe(false);
    const late = await reads.readAllPage(START, 10, nextStamp());
    expect(late).toEqual(page([event(1)], true));
    expect(store.reads).toBe(1);
  });
});
