import { KeyedLock } from './keyed-lock';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('gives the turns of one key in the order they were asked, one holder at a time', async () => {
    const lock = new KeyedLock();
    const turns: string[] = [];
    const releases = new Map<string, () => void>();
    const ask = (name: string) =>
      lock.acquire(['stock-1-1']).then((release) => {
        turns.push(name);
        releases.set(name, release);
      });
    void ask('first');
    void ask('second');
    void ask('third');
    await settle();
    expect(turns).toEqual(['first']);
    releases.get('first')!();
    await settle();
    expect(turns).toEqual(['first', 'second']);
    releases.get('second')!();
    await settle();
    expect(turns).toEqual(['first', 'second', 'third']);
  });

  it('does not make holders of other keys wait', async () => {
    const lock = new KeyedLock();
    await lock.acquire(['order-1']);
    let other = false;
    void lock.acquire(['order-2']).then(() => (other = true));
    await settle();
    expect(other).toBe(true);
  });

  it('lets two holders of the same keys asked in opposite orders both finish (no deadlock)', async () => {
    const lock = new KeyedLock();
    const finished: string[] = [];
    const hold = async (name: string, keys: string[]) => {
      const release = await lock.acquire(keys);
      await settle();
      finished.push(name);
      release();
    };
    await Promise.all([hold('a', ['order-1', 'stock-1-1']), hold('b', ['stock-1-1', 'order-1'])]);
    expect(finished.sort()).toEqual(['a', 'b']);
  });

  it('hands the keys on when the holder fails and releases in its finally', async () => {
    const lock = new KeyedLock();
    const failing = async () => {
      const release = await lock.acquire(['order-1', 'stock-1-1']);
      try {
        throw new Error('build failed');
      } finally {
        release();
      }
    };
    await expect(failing()).rejects.toThrow('build failed');
    const next = await Promise.race([lock.acquire(['stock-1-1', 'order-1']), settle().then(() => null)]);
    expect(next).toEqual(expect.any(Function));
  });
});
