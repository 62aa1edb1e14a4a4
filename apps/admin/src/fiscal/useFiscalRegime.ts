/** Why this file exists: a sale's page asks which fiscal regime the account is under (issue 33): undefined while it loads. */
import { useApi } from '../data/useApi';
import { fiscalApi } from './fiscalApi';
import type { FiscalRegime } from './types';

export const useFiscalRegime = (): FiscalRegime | undefined => {
  const state = useApi(() => fiscalApi.settings(), [], ['fiscal']);
  return state.error ? 'none' : state.data?.regime;
};
