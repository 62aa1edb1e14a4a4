/**
 * Why this file exists: the purchase's money as the form stands (section 2): subtotal, discount
 * and total in dollars (es-US) and in bolivars at the current rate, each converted once from cents.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Tax } from '../../data/types';
import { formatAmount, formatBs, formatUsd } from '../../format';
import { centsNumber, centsText, dollarsToBolivars } from '../../money';
import { totalsOf, type ShoppingDraft } from './shoppingDraft';

/** The form's totals, in cents, as it stands. */
export const usePurchaseTotals = () => {
  const [products, payments, discount_amount] = useWatch<ShoppingDraft, ['products', 'payments', 'discount_amount']>({
    name: ['products', 'payments', 'discount_amount'],
  });
  return totalsOf({ products: products ?? [], payments: payments ?? [], discount_amount });
};

const inBolivars = (cents: bigint, rate: Tax | null) => {
  const bolivars = rate ? dollarsToBolivars(cents, rate.change) : null;
  return bolivars === null ? '—' : formatBs(centsText(bolivars));
};

export const PurchaseTotals = ({ rate }: { rate: Tax | null }) => {
  const translate = useTranslate();
  const { subtotal, discount, total } = usePurchaseTotals();
  const t = (key: string) => translate(`bo.shopping_create.${key}`);
  const rows: Array<[string, bigint]> = [
    ['subtotal', subtotal],
    ['discount', discount],
    ['total', total],
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
          {rows.map(([key, cents]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
                {t(key)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
                {formatUsd(centsNumber(cents))}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
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
