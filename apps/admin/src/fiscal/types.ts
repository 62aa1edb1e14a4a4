/**
 * Why this file exists: the fiscal settings and control ranges as GET /api/fiscal/settings and
 * /api/fiscal/control-ranges answer them (apps/api/src/fiscal/settings/fiscal-settings.view.ts).
 */
export type FiscalRegime = 'none' | 'ordinary' | 'special';

export interface FiscalSettings {
  regime: FiscalRegime;
  igtf_agent: boolean;
  igtf_rate: string;
  next_invoice_number: number;
  invoicing_started: boolean;
  control_numbers_left: number;
  control_numbers_low: boolean;
}

export interface ControlRange {
  id: string;
  prefix: string;
  from: number;
  to: number;
  next: number;
  left: number;
  active: boolean;
  first: string;
  last: string;
}

export const FISCAL_REGIMES: readonly FiscalRegime[] = ['none', 'ordinary', 'special'];
