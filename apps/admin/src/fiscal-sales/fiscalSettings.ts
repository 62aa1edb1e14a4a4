/** The fiscal settings a sale's screens read (GET /api/fiscal/settings), with no I/O: the unit specs import it. */
export interface FiscalSettings {
  regime: 'none' | 'ordinary' | 'special';
  igtf_agent: boolean;
  igtf_rate: string;
}

/** Whether sales are taxed under these settings. */
export const taxedUnder = (settings: FiscalSettings | undefined): settings is FiscalSettings =>
  !!settings && settings.regime !== 'none';
