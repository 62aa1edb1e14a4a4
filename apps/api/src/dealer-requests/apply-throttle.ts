/**
 * The public dealer application's throttle (RULES.md 'Dealers': 10 per hour per address, then 429
 * with a Spanish message), on @nestjs/throttler: every attempt counts, whatever its answer (the
 * guard runs before the body is read), per client address as Express's 'trust proxy' sees it.
 * Counted in the store every process shares (RateLimits: Redis or PostgreSQL), as the login throttle.
 */
import { ThrottlerModule } from '@nestjs/throttler';
import { DealerRequestMessages } from '@bo/domain';
import { RateLimits } from '../infrastructure/rate-limits/rate-limits';
import { SharedThrottlerStorage } from '../infrastructure/rate-limits/shared-throttler-storage';

/** Applications one address may send in a window. */
export const APPLICATIONS_PER_WINDOW = 10;
const WINDOW_MS = 60 * 60 * 1000;

export const ApplyThrottleModule = ThrottlerModule.forRootAsync({
  inject: [RateLimits],
  useFactory: (limits: RateLimits) => ({
    // Named 'default', the 429 says when to come back in the standard `Retry-After` (seconds); any
    // other name is suffixed to the header ('Retry-After-apply'), which no client reads.
    throttlers: [{ name: 'default', ttl: WINDOW_MS, limit: APPLICATIONS_PER_WINDOW }],
    errorMessage: DealerRequestMessages.throttled,
    storage: new SharedThrottlerStorage(limits),
  }),
});
