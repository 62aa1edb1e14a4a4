/**
 * What GET /api/fiscal/settings and /api/fiscal/control-ranges answer (API.md, fiscal): the API
 * makes them from the `fiscal` stream's state (apps/api/src/fiscal/settings/fiscal-settings.view.ts)
 * and the admin reads them (`@bo/fiscal`), one definition for both.
 */
import type { FiscalRegime } from './fiscal.events';

export interface FiscalSettingsView {
  regime: FiscalRegime;
  igtf_agent: boolean;
  igtf_rate: string;
  /** The number the next invoice gets. */
  next_invoice_number: number;
  /** Once an invoice was issued the next number is final. */
  invoicing_started: boolean;
  control_numbers_left: number;
  /** Fewer than 50 left in all (or none): the screen warns. */
  control_numbers_low: boolean;
}

export interface ControlRangeView {
  id: string;
  prefix: string;
  from: number;
  to: number;
  next: number;
  left: number;
  /** The range the next control number comes from. */
  active: boolean;
  /** '00-00000001' and '00-00000100' as printed. */
  first: string;
  last: string;
}
