import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatAmount } from '../format';
import { amountsOf } from '../money';

const ONE_DOLLAR = 100n;

/**
 * Below the peso field of the rate forms: what the two rates being typed make of one dollar
 * ('1$ = 37,00 Bs = 3.996,00 COP', COP = Bs × cop_change as RULES.md says), so a person sees that
 * the peso rate is pesos per bolívar. Nothing while either rate is not a positive number.
 */
export const PesoRateMeaning = () => {
  const translate = useTranslate();
  const change = useWatch({ name: 'change' }) as number | string | null;
  const copChange = useWatch({ name: 'cop_change' }) as number | string | null;
  const { bs, cop } = amountsOf(ONE_DOLLAR, { change: change ?? '', cop_change: copChange });
  if (bs === null || cop === null) return null;
  return (
    <span data-testid="peso-rate-meaning">
      {translate('bo.taxes.peso_meaning', { bs: formatAmount(bs), cop: formatAmount(cop) })}
    </span>
  );
};
