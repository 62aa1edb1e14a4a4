/**
 * Why this file exists: screens that change under a fiscal regime (a sale's page, the purchase
 * form) ask which one the account is under (issue 33): undefined while it loads, from the one
 * shared read of GET /api/fiscal/settings (fiscal-sales/useFiscalSettings.ts).
 */
import { useFiscalSettings } from '../fiscal-sales/useFiscalSettings';
import type { FiscalRegime } from './types';

export const useFiscalRegime = (): FiscalRegime | undefined => useFiscalSettings()?.regime;
