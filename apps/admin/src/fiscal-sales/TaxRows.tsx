/**
 * Issue 33: a taxed sale's base, IVA per rate and exempt, in dollars and in bolivars at the sale's
 * rate, as rows under its subtotal (the sale form, the POS cart, the order's detail). Nothing
 * under regime `none` (no taxes given).
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBs, formatUsd } from '../format';
import { dollarsToBolivars, centsText, toCents } from '../money';

export interface ShownTaxes {
  taxes: readonly { code: string; rate: string; base: string; amount: string }[];
  exempt: string;
  tax_total: string;
  /** The bases after the discount (taxed and exempt). */
  base?: string;
}

const inBs = (usd: string | number, rate: unknown) => {
  const bolivars = dollarsToBolivars(toCents(usd) ?? 0n, rate);
  return bolivars === null ? '' : ` / ${formatBs(centsText(bolivars))}`;
};

const Row = ({ label, usd, rate, testId }: { label: string; usd: string | number; rate: unknown; testId?: string }) => (
  <Stack direction="row" justifyContent="space-between" gap={4} data-testid={testId}>
    <Typography variant="body2">{label}</Typography>
    <Typography variant="body2">
      {formatUsd(usd)}
      {inBs(usd, rate)}
    </Typography>
  </Stack>
);

export const TaxRows = ({ taxes, rate }: { taxes: ShownTaxes | null | undefined; rate: unknown }) => {
  const translate = useTranslate();
  if (!taxes) return null;
  const base =
    taxes.base ?? (taxes.taxes.reduce((sum, tax) => sum + Number(tax.base), 0) + Number(taxes.exempt)).toFixed(2);
  return (
    <Stack data-testid="sale-taxes">
      <Row label={translate('bo.fiscal_sales.base')} usd={base} rate={rate} />
      {taxes.taxes.map((tax) => (
        <Row
          key={tax.code}
          label={translate('bo.fiscal_sales.iva', { rate: Number(tax.rate).toLocaleString('es-VE') })}
          usd={tax.amount}
          rate={rate}
          testId={`sale-tax-${tax.code}`}
        />
      ))}
      {Number(taxes.exempt) > 0 ? (
        <Row label={translate('bo.fiscal_sales.exempt')} usd={taxes.exempt} rate={rate} testId="sale-exempt" />
      ) : null}
    </Stack>
  );
};
