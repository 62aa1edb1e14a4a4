/**
 * Issue 33: the account's fiscal settings as the sale screens need them (GET /api/fiscal/settings,
 * every role reads it): whether sales are taxed (a regime other than `none`) and the IGTF terms.
 * Read once per screen and again when the settings change; undefined while unknown (the screens
 * then show what regime `none` shows).
 */
import { API_URL, httpClient } from '../data/httpClient';
import { useApi } from '../data/useApi';
import type { FiscalSettings } from './fiscalSettings';

export { taxedUnder, type FiscalSettings } from './fiscalSettings';

/** One read shared by the components of a screen that ask at once (each payment row asks). */
let recent: { at: number; read: Promise<FiscalSettings> } | null = null;
const readSettings = (): Promise<FiscalSettings> => {
  if (recent && Date.now() - recent.at < 2000) return recent.read;
  const read = httpClient(`${API_URL}/fiscal/settings`).then(({ json }) => json as FiscalSettings);
  recent = { at: Date.now(), read };
  read.catch(() => (recent = null));
  return read;
};

export const useFiscalSettings = (): FiscalSettings | undefined => useApi(readSettings, [], ['fiscal']).data;
