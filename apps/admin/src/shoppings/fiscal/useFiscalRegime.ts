/**
 * Why this file exists: the purchase screens change under a fiscal regime (issue 33): they read
 * the account's regime from GET /api/fiscal/settings ('none' until it arrives, and for a user the
 * route refuses), again after the settings are saved.
 */
import { useApi } from '../../data/useApi';
import type { FiscalRegime } from './purchaseTaxes';

export const useFiscalRegime = (): FiscalRegime => {
  const settings = useApi(
    (provider) =>
      provider.getOne('fiscal', { id: 'settings' }).then(({ data }) => data as unknown as { regime?: FiscalRegime }),
    [],
    ['fiscal'],
  ).data;
  return settings?.regime ?? 'none';
};
