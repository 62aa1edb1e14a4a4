/**
 * In-process locks by key (a stream id). Commands that lost a race on a stream retry holding the
 * locks of the streams they append to, so within one process the contenders for one product's
 * stock or one order's payments take turns instead of colliding again and again. Keys are taken
 * in sorted order, so two commands needing overlapping keys cannot wait for each other forever.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  /** Whether a command of this process holds (or waits for) any of `keys`. */
  taken(keys: Iterable<string>): boolean {
    for (const key of keys) if (this.tails.has(key)) return true;
    return false;
  }

  async acquire(keys: readonly string[]): Promise<() => void> {
    const releases: (() => void)[] = [];
    for (const key of [...new Set(keys)].sort()) releases.push(await this.acquireOne(key));
    return () => releases.reverse().forEach((release) => release());
  }

  private async acquireOne(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
