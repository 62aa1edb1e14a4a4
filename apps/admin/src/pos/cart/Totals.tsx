import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBs, formatUsd, LOCALE } from '../../format';
import { amountsOf, printedCartTotal, toCents, type Amounts, type Rate } from '../../money';
import { saleTaxesOf } from '../../fiscal-sales/saleTaxes';
import { TaxRows } from '../../fiscal-sales/TaxRows';
import { useFiscalSettings } from '../../fiscal-sales/useFiscalSettings';
import { today } from '../../calendarDate';

const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** COP on the POS with 1 decimal (sales.md section 9): 'COP 36.500,0'. */
export const formatCop = (value: number) => `COP ${oneDecimal.format(value)}`;

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography fontWeight={strong ? 700 : 400} data-testid={`total-${label}`}>
      {value}
    </Typography>
  </Box>
);

/**
 * The total in USD, in Bs at the rate and in COP (Bs × cop_change), as the POS shows it: the
 * cart's `lines` as its tickets will print them, or the `amounts` given (a sold sale's).
 */
export const Totals = ({
  cents,
  rate,
  label = 'bo.pos.total',
  amounts,
  lines,
}: {
  cents: bigint;
  rate: Rate | null;
  label?: string;
  amounts?: Amounts;
  lines?: readonly { quantity: number; price: number; iva?: string | null }[];
}) => {
  const translate = useTranslate();
  // Issue 33: under a fiscal regime a cart's total is its bases plus the IVA, shown per rate above it.
  const taxes = saleTaxesOf(useFiscalSettings(), lines && !amounts ? lines : [], 0, today());
  const { usd, bs, cop } =
    amounts ??
    (taxes && lines?.length
      ? amountsOf(toCents(taxes.total) ?? 0n, rate, 1)
      : lines
        ? printedCartTotal(lines, rate, 1)
        : amountsOf(cents, rate, 1));
  return (
    <Box aria-label={translate(label)} role="group">
      {taxes && lines?.length ? <TaxRows taxes={taxes} rate={rate?.change} /> : null}
      <Row label={translate(label)} value={formatUsd(usd)} strong />
      <Row label="Bs" value={bs === null ? '—' : formatBs(bs)} />
      <Row label="COP" value={cop === null ? '—' : formatCop(cop)} />
    </Box>
  );
};
