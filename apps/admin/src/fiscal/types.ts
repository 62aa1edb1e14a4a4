/**
 * Why this file exists: the fiscal settings and control ranges as GET /api/fiscal/settings and
 * /api/fiscal/control-ranges answer them: the server's own definitions (`@bo/fiscal`), under the
 * names the fiscal screens use.
 */
export {
  FISCAL_REGIMES,
  type ControlRangeView as ControlRange,
  type FiscalRegime,
  type FiscalSettingsView as FiscalSettings,
} from '@bo/fiscal';
