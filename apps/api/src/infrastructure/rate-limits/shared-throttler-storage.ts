/**
 * @nestjs/throttler's storage on the shared counters (RateLimits), so a throttled route (the
 * dealer application) counts across every process; the guard's answer is unchanged (a 429 with
 * its message and `Retry-After` in seconds).
 */
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumed, RateLimits } from './rate-limits';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limits: RateLimits) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${ttl}:${limit}:${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.limits.limiter({
        name: `throttle-${throttlerName}`,
        points: limit,
        windowSeconds: Math.ceil(ttl / 1000),
        blockSeconds: Math.ceil(blockDuration / 1000),
      });
      this.limiters.set(id, limiter);
    }
    const outcome = await consumed(limiter, key);
    const seconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
    const isBlocked = outcome.consumedPoints > limit;
    return {
      totalHits: outcome.consumedPoints,
      timeToExpire: seconds,
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds : 0,
    };
  }
}
