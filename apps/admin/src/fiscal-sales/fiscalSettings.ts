/** The fiscal settings a sale's screens read (GET /api/fiscal/settings), with no I/O: the unit specs import it. */
import type { FiscalSettingsView } from '@bo/fiscal';

export type FiscalSettings = Pick<FiscalSettingsView, 'regime' | 'igtf_agent' | 'igtf_rate'>;

/** Whether sales are taxed under these settings. */
export const taxedUnder = (settings: FiscalSettings | undefined): settings is FiscalSettings =>
  !!settings && settings.regime !== 'none';
