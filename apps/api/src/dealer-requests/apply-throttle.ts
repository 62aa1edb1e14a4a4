import { Injectable } from '@nestjs/common';

/** Applications one address may send in a window (RULES.md 'Dealers': 10 per hour, then 429). */
export const APPLICATIONS_PER_WINDOW = 10;
const WINDOW_MS = 60 * 60 * 1000;
/** Addresses remembered at most: the oldest are forgotten first, so a flood cannot fill the memory. */
const MAX_ADDRESSES = 10_000;

/**
 * Counts the public dealer applications per client address (as the login throttle counts
 * sign-ins, in this process's memory): each attempt counts, whatever its answer, in a sliding
 * window of an hour.
 */
@Injectable()
export class ApplyThrottle {
  private readonly attempts = new Map<string, number[]>();

  /** Counts one attempt from `address`; false when it is over the limit (the attempt is refused). */
  take(address: string, now = Date.now()): boolean {
    const recent = (this.attempts.get(address) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= APPLICATIONS_PER_WINDOW) {
      this.attempts.set(address, recent);
      return false;
    }
    recent.push(now);
    this.attempts.delete(address);
    this.attempts.set(address, recent);
    if (this.attempts.size > MAX_ADDRESSES) this.attempts.delete(this.attempts.keys().next().value as string);
    return true;
  }
}
