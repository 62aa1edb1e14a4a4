/**
 * Why this file exists: the purchase form computes its IVA and withholding as the server will
 * (issue 33): it keeps, in fields that are not sent, the account's regime and the chosen
 * provider's `iva_withholding` (75 unless the provider is marked 100), read again when the
 * provider changes.
 */
import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FiscalRegime, WithholdingRate } from './purchaseTaxes';

export const FiscalTerms = ({ regime }: { regime: FiscalRegime }) => {
  const { setValue } = useFormContext();
  const providerId = useWatch({ name: 'provider_id' });
  const provider = useGetOne<{ id: string | number; iva_withholding?: number }>(
    'providers',
    { id: providerId },
    { enabled: regime === 'special' && providerId !== null && providerId !== undefined && providerId !== '' },
  ).data;
  const rate: WithholdingRate = provider?.iva_withholding === 100 ? 100 : 75;
  useEffect(() => {
    setValue('fiscal_regime', regime);
    setValue('withholding_rate', rate);
  }, [regime, rate, setValue]);
  return null;
};
