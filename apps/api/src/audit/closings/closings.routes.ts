/**
 * Closed periods: POST/GET /api/audit/closings (issue 32, item 4), and the closed-until day every
 * write carries (ClosedPeriodInterceptor, run globally within RequestInterceptors).
 */
import { Provider, Type } from '@nestjs/common';
import { ClosedPeriodInterceptor } from './closed-period.interceptor';
import { ClosedPeriods } from './closed-periods';
import { ClosingsController } from './closings.http.controller';
import { ClosingsReader } from './closings.reader';

export const CLOSINGS_CONTROLLERS: Type<unknown>[] = [ClosingsController];
export const CLOSINGS_PROVIDERS: Provider[] = [ClosedPeriods, ClosingsReader, ClosedPeriodInterceptor];
