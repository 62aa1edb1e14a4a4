/**
 * The shared counters (RateLimits) for every module of the app, the dealer application's
 * throttler among them (it is built before AppModule's own providers).
 */
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { RateLimits } from './rate-limits';

@Global()
@Module({})
export class RateLimitsModule {
  static register(config: AppConfig, pool: Pool): DynamicModule {
    return {
      module: RateLimitsModule,
      providers: [{ provide: RateLimits, useFactory: () => new RateLimits(config, pool) }],
      exports: [RateLimits],
    };
  }
}
