/**
 * Counters every API process shares (several processes on several machines: one process's memory
 * would give each its own guesses): rate-limiter-flexible's limiters on Redis when REDIS_URL is
 * set, else on PostgreSQL (the rate_limits table, infrastructure schema). Their consume is atomic
 * in the store, so parallel attempts on any process are all counted. A store that fails for a
 * moment falls back to this process's memory (the insurance limiter) rather than refuse sign-ins.
 */
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { Pool } from 'pg';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PG_POOL } from '../database/tokens';

export interface LimitOptions {
  /** Names the counters (with the instance's JOBS_PREFIX, so test instances never share them). */
  name: string;
  /** Points in a window; one more is refused. */
  points: number;
  windowSeconds: number;
  /** Once refused, refused this long (0: until the window ends). */
  blockSeconds?: number;
}

/** A consume's outcome, refused or not (rate-limiter-flexible rejects with it when refused). */
export async function consumed(limiter: RateLimiterAbstract, key: string, points = 1): Promise<RateLimiterRes> {
  return limiter.consume(key, points).catch((refused: unknown) => {
    if (refused instanceof RateLimiterRes) return refused;
    throw refused;
  });
}

@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis: IORedis | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {
    this.redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  }

  limiter(options: LimitOptions): RateLimiterAbstract {
    const common = {
      keyPrefix: `${this.config.jobsPrefix}:${options.name}`,
      points: options.points,
      duration: options.windowSeconds,
      blockDuration: options.blockSeconds ?? 0,
    };
    const insuranceLimiter = new RateLimiterMemory(common);
    return this.redis
      ? new RateLimiterRedis({ ...common, storeClient: this.redis, insuranceLimiter })
      : new RateLimiterPostgres({
          ...common,
          storeClient: this.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          // Made by the infrastructure migration, before any process counts.
          tableCreated: true,
          insuranceLimiter,
        });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
