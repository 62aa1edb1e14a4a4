import { Injectable } from '@nestjs/common';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 60 * 1000;

interface Attempts {
  failures: number[];
  lockedUntil: number;
}

/**
 * Counts failed sign-ins per e-mail and address. After 5 failures in 15 minutes the pair
 * is locked for a minute, whatever the password (unknown e-mails are counted the same way).
 */
@Injectable()
export class LoginThrottle {
  private readonly attempts = new Map<string, Attempts>();
  private readonly queues = new Map<string, Promise<unknown>>();

  /**
   * Runs the attempts of one e-mail and address one after another, so parallel guesses are
   * counted in order and cannot all pass the lock check before the first failure is recorded.
   */
  serialize<T>(key: string, attempt: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(attempt);
    this.queues.set(key, current);
    void current
      .finally(() => {
        if (this.queues.get(key) === current) this.queues.delete(key);
      })
      .catch(() => undefined);
    return current;
  }

  /** Seconds the caller must still wait, or 0. */
  secondsLocked(key: string, now = Date.now()): number {
    const entry = this.attempts.get(key);
    if (!entry || entry.lockedUntil <= now) return 0;
    return Math.ceil((entry.lockedUntil - now) / 1000);
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.attempts.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => now - at < WINDOW_MS);
    entry.failures.push(now);
    if (entry.failures.length >= MAX_FAILURES) {
      entry.lockedUntil = now + LOCK_MS;
      entry.failures = [];
    }
    this.attempts.set(key, entry);
  }

  recordSuccess(key: string): void {
    this.attempts.delete(key);
  }
}
