/**
 * Why this file exists: the payments added to the purchase before it is generated, with what
 * they sum to and what remains (or the excess, paid above the total); each can be taken out again ('Quitar'). They go with the purchase
 * (`payments` of POST /api/shoppings).
 */
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { formatCalendarDate } from '../../calendarDate';
import { EmptyTableRow } from '../../common/EmptyTableRow';
import type { Tax } from '../../data/types';
import { formatAmount, formatBs, formatUsd } from '../../format';
import { centsNumber } from '../../money';
import { PurchasePaymentEntry } from './PurchasePaymentEntry';
import { usePurchaseTotals } from './PurchaseTotals';
import { remainderOf, type ShoppingDraft, type ShoppingPayment } from './shoppingDraft';

export const PurchasePayments = ({ rate }: { rate: Tax | null }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<ShoppingDraft, 'payments', 'key'>({
    name: 'payments',
    keyName: 'key',
  });
  const payments = fields as Array<ShoppingPayment & { key: string }>;
  const type = useWatch<ShoppingDraft, 'payment_type'>({ name: 'payment_type' });
  const { total, paid } = usePurchaseTotals();
  // Paid above the total (a line removed after paying) is an excess, never a negative amount to pay.
  const remainder = remainderOf(total, paid);
  const t = (key: string) => translate(`bo.shopping_create.${key}`);
  return (
    <Box>
      <PurchasePaymentEntry type={type} total={total} paid={paid} rate={rate} onAdd={(payment) => append(payment)} />
      {/* On a phone the table scrolls sideways inside the card: 'Quitar' stays reachable. */}
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label={t('payments')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('payment_method')}</TableCell>
              <TableCell align="right">{t('amount_usd')}</TableCell>
              <TableCell align="right">{t('amount_ves')}</TableCell>
              <TableCell align="right">{t('exchange_rate')}</TableCell>
              <TableCell>{t('reference')}</TableCell>
              <TableCell>{t('payment_date')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((payment, index) => (
              <TableRow key={payment.key}>
                <TableCell>{payment.method_name}</TableCell>
                <TableCell align="right">{formatUsd(payment.amount_usd)}</TableCell>
                <TableCell align="right">{payment.amount_ves === null ? '—' : formatBs(payment.amount_ves)}</TableCell>
                <TableCell align="right">
                  {payment.exchange_rate === null ? '—' : formatAmount(payment.exchange_rate)}
                </TableCell>
                <TableCell>{payment.reference || '—'}</TableCell>
                <TableCell>{formatCalendarDate(payment.date)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => remove(index)}>
                    {t('remove_payment')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {payments.length === 0 ? <EmptyTableRow columns={7} text={t('no_payments')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" gap={4} justifyContent="flex-end" sx={{ mt: 1 }}>
        <Typography data-testid="purchase-paid">
          {t('paid')}: {formatUsd(centsNumber(paid))}
        </Typography>
        <Typography
          data-testid="purchase-remaining"
          fontWeight={700}
          color={remainder.kind === 'excess' ? 'error' : undefined}
        >
          {t(remainder.kind)}: {formatUsd(centsNumber(remainder.cents))}
        </Typography>
      </Stack>
    </Box>
  );
};
