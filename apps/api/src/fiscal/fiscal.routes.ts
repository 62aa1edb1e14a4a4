/** The fiscal area's routes and providers (issue 33): settings and control ranges; each part lists its own. */
import { Provider, Type } from '@nestjs/common';
import { FiscalLedger } from './fiscal-ledger';
import { FiscalSettingsController } from './settings/fiscal-settings.http.controller';

export const FISCAL_CONTROLLERS: Type<unknown>[] = [FiscalSettingsController];
export const FISCAL_PROVIDERS: Provider[] = [FiscalLedger];
