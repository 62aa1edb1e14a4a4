/** Closed periods: POST/GET /api/audit/closings (issue 32, item 4). */
import { Provider, Type } from '@nestjs/common';
export const CLOSINGS_CONTROLLERS: Type<unknown>[] = [];
export const CLOSINGS_PROVIDERS: Provider[] = [];
