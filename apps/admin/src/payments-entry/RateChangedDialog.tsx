/**
 * Why this file exists: the server refuses a sale whose bolivar payments carry a rate older than
 * the current one (409 'La tasa de cambio cambió, actualice la página'). The sale form and the POS
 * keep the cart, take the new rate in place and show what changes in bolivars here; the sale is
 * sent again only once the user confirms.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { formatAmount, formatBs, formatUsd } from '../format';
import type { NewPayment, PaymentMethod } from './paymentMath';

const ALL_METHODS = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

export interface RateChange {
  /** The new rate, Bs per USD. */
  rate: number;
  /** The sale's total in bolivars at the new rate. */
  totalBs: number;
  /** The payments at the new rate (the bolivar ones show their new amounts). */
  payments: NewPayment[];
}

export const RateChangedDialog = ({
  change,
  onConfirm,
  onCancel,
}: {
  change: RateChange | null;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  const { data: methods = [] } = useGetList<PaymentMethod>('payment-methods', ALL_METHODS);
  const bolivarPayments = change?.payments.filter((payment) => payment.exchange_rate !== null) ?? [];
  return (
    <Dialog open={change !== null} onClose={onCancel} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{translate('bo.payment_entry.rate_changed_title')}</DialogTitle>
      {change ? (
        <DialogContent>
          <DialogContentText>
            {translate('bo.payment_entry.rate_changed_text', { rate: formatAmount(change.rate) })}
          </DialogContentText>
          <Typography sx={{ mt: 1 }} data-testid="rate-changed-total">
            {translate('bo.payment_entry.rate_changed_total', { bs: formatBs(change.totalBs) })}
          </Typography>
          {bolivarPayments.map((payment, index) => (
            <Typography key={index} data-testid="rate-changed-payment">
              {`${methods.find((method) => String(method.id) === String(payment.method))?.name ?? ''}: ${formatBs(
                payment.amount_bs,
              )} (${formatUsd(payment.amount)})`}
            </Typography>
          ))}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel}>{translate('bo.payment_entry.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {translate('bo.payment_entry.rate_changed_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
