/**
 * Why this file exists: the purchase's money as the form stands (section 2): subtotal, discount
 * and total in dollars (es-US) and in bolivars at the current rate, each converted once from cents;
 * under a fiscal regime also the bases, IVA per rate, exempt, and under special the IVA withheld (issue 33).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Tax } from '../../data/types';
import { formatAmount, formatBs, formatUsd } from '../../format';
import { centsNumber, centsText, dollarsToBolivars } from '../../money';
import { fiscalRows, type TotalRow } from '../fiscal/fiscalRows';
import { totalsOf, type ShoppingDraft } from './shoppingDraft';

/** The form's totals, in cents, as it stands. */
export const usePurchaseTotals = () => {
  const [products, payments, discount_amount, fiscal_regime, withholding_rate, date] = useWatch<
    ShoppingDraft,
    ['products', 'payments', 'discount_amount', 'fiscal_regime', 'withholding_rate', 'date']
  >({
    name: ['products', 'payments', 'discount_amount', 'fiscal_regime', 'withholding_rate', 'date'],
  });
  return totalsOf({
    date,
    products: products ?? [],
    payments: payments ?? [],
    discount_amount,
    fiscal_regime,
    withholding_rate,
  });
};

const inBolivars = (cents: bigint, rate: Tax | null) => {
  const bolivars = rate ? dollarsToBolivars(cents, rate.change) : null;
  return bolivars === null ? '—' : formatBs(centsText(bolivars));
};

export const PurchaseTotals = ({ rate }: { rate: Tax | null }) => {
  const translate = useTranslate();
  const { subtotal, discount, total, fiscal } = usePurchaseTotals();
  const t = (key: string) => translate(`bo.shopping_create.${key}`);
  // Under a fiscal regime (issue 33): subtotal, discount, the bases, IVA per rate, exempt, total with IVA.
  const rows: TotalRow[] = fiscal
    ? fiscalRows(fiscal, subtotal, discount, translate)
    : [
        { label: t('subtotal'), cents: subtotal },
        { label: t('discount'), cents: discount },
        { label: t('total'), cents: total, bold: true },
      ];
  return (
    <>
      <Table size="small" aria-label={t('totals')} sx={{ maxWidth: 520, ml: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('usd')}</TableCell>
            <TableCell align="right">{t('bs')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ label, cents, bold }) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: bold ? 700 : 400 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: bold ? 700 : 400 }}>
                {formatUsd(centsNumber(cents))}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: bold ? 700 : 400 }}>
                {inBolivars(cents, rate)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" align="right" sx={{ mt: 1 }}>
        {rate ? translate('bo.shopping_create.rate', { rate: formatAmount(rate.change) }) : t('no_rate')}
      </Typography>
    </>
  );
};
