let clock = 0;

/** A number larger than every one handed out before in this process: orders wakes and reads. */
export function nextStamp(): number {
  return ++clock;
}

/**
 * Lets a sleeping loop be woken early. A wake that arrives while the loop is busy is kept,
 * so the next `sleep` returns at once and no notification is lost.
 */
export class WakeSignal {
  private pending = false;
  private wakeUp: (() => void) | null = null;
  /** The stamp of the last wake (0 before the first): a read started after it has seen what it announced. */
  wokenAt = 0;

  wake(): void {
    this.pending = true;
    this.wokenAt = nextStamp();
    this.wakeUp?.();
  }

  /** Resolves true when woken, false when `ms` passed. */
  sleep(ms: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), ms);
      const finish = (woken: boolean): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pending = false;
        resolve(woken);
      };
      this.wakeUp = () => finish(true);
    });
  }
}
