import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../data/dataProvider';
import { useSubmission } from '../../data/useSubmission';
import { formatUsd } from '../../format';
import { PaymentEntry, type NewPayment, type PaymentMethod } from '../../payments-entry';
import { payOrder } from '../api';
import { useClientCredit } from '../../clients/useClientCredit';
import { CREDIT_NOTE_METHOD_CODE } from '../../payments-entry/paymentMath';
import type { OrderDetail } from '../../orders/types';

/**
 * Cash-like methods (no reference) may be handed more than owed: the entry shows the change. Not
 * the credit note: no money is handed over, so there is no change to give.
 */
const mayOverpay = (method: PaymentMethod) => method.change && method.code !== CREDIT_NOTE_METHOD_CODE;

const Figure = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography fontWeight={strong ? 700 : 400} variant={strong ? 'h6' : 'body1'}>
      {formatUsd(value)}
    </Typography>
  </Box>
);

/**
 * The pay step: the sale's total, paid and pending, and the payment entry. A cash amount above
 * the pending shows the change to return and records only the pending (the server never takes
 * more than the pending).
 */
export const PayStep = ({ order, onPaid }: { order: OrderDetail; onPaid: (order: OrderDetail) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.pos.${key}`, options);
  const { submit, submitting } = useSubmission();
  const credit = useClientCredit(order.client_id);
  const add = (payment: NewPayment) =>
    submit(async (key) => {
      try {
        onPaid(await payOrder(dataProvider, order.id, payment, key()));
        notify('bo.pos.payment_recorded', { type: 'success' });
      } catch (error) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        throw error;
      }
    });
  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mx: 'auto' }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('sale_number', { number: order.number_order })}
        </Typography>
        <Figure label={t('total')} value={order.total} />
        <Figure label={t('paid')} value={order.balance} />
        <Figure label={t('pending')} value={order.pending} strong />
        <Divider sx={{ my: 2 }} />
        <PaymentEntry
          balance={order.pending}
          overpay={mayOverpay}
          credit={credit}
          onAdd={add}
          disabled={order.pending <= 0 || submitting}
        />
      </CardContent>
    </Card>
  );
};
