import { Provider, Type } from '@nestjs/common';
import { DashboardController } from './dashboard.http.controller';
import { DashboardReader } from './dashboard.reader';

/** GET /api/dashboard/main-stats, product-stats, total-stats and top-stats. */
export const DASHBOARD_CONTROLLERS: Type<unknown>[] = [DashboardController];
export const DASHBOARD_PROVIDERS: Provider[] = [DashboardReader];
