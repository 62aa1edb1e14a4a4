/**
 * Issue 33: 'IGTF 3 %: $3.00' under a payment being typed, before it is added, when the account is
 * an IGTF agent and the method is in foreign currency (the client pays it on top: it settles
 * nothing). Nothing otherwise, nor under regime `none`.
 */
import { Typography } from '@mui/material';
import { igtfNotice } from './saleTaxes';
import { useFiscalSettings } from './useFiscalSettings';

export const IgtfNotice = ({
  method,
  amount,
  inline,
}: {
  method: { foreign_currency?: boolean } | null | undefined;
  amount: number | string | null | undefined;
  /** Within a payment's row of a list ('Efectivo: $100,00 · IGTF 3 %: $3.00'). */
  inline?: boolean;
}) => {
  const text = igtfNotice(useFiscalSettings(), method, amount);
  if (!text) return null;
  if (inline)
    return (
      <Typography component="span" color="text.secondary" data-testid="payment-row-igtf">
        {` · ${text}`}
      </Typography>
    );
  return (
    <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="payment-igtf">
      {text}
    </Typography>
  );
};
