import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { formatUsd } from '../../format';
import { PaymentEntry, PaymentList, type NewPayment, type PaymentMethod } from '../../payments-entry';
import { useClientCredit } from '../../clients/useClientCredit';
import { CREDIT_NOTE_METHOD_CODE, paidBy, remainderOf } from '../../payments-entry/paymentMath';
import { useApi } from '../../data/useApi';
import { Totals } from '../cart/Totals';
import { toCents } from '../../money';

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
 * The pay step, before the sale is sent (issue 31): the cart's total (USD, and Bs and COP at the
 * current rate), what the payments added so far cover and what is left, the payments (each
 * removable) and the payment entry. An amount above what is left is reduced to it (cash shows
 * the change to return); 'Generar Venta' sends the sale with them all.
 */
export const PayStep = ({
  total,
  lines,
  clientId,
  payments,
  onChange,
}: {
  total: number;
  /** The cart's lines: the Bs and COP totals as the tickets will print them. */
  lines: readonly { quantity: number; price: number }[];
  /** The chosen client (its credit note may pay); null for the sale without client. */
  clientId: Identifier | null;
  payments: ReadonlyArray<NewPayment>;
  onChange: (payments: NewPayment[]) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.pos.${key}`, options);
  const credit = useClientCredit(clientId);
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  const left = remainderOf(total, payments);
  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mx: 'auto' }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('pay_title')}
        </Typography>
        <Totals cents={toCents(total) ?? 0n} rate={rate ?? null} lines={lines} />
        <Divider sx={{ my: 1 }} />
        <Figure label={t('paid')} value={paidBy(payments)} />
        <Figure label={t('pending')} value={left} strong />
        <PaymentList payments={payments} onRemove={(index) => onChange(payments.filter((_, at) => at !== index))} />
        <Divider sx={{ my: 2 }} />
        <PaymentEntry
          balance={left}
          overpay={mayOverpay}
          credit={credit}
          reduceToBalance
          onAdd={(payment) => onChange([...payments, payment])}
        />
      </CardContent>
    </Card>
  );
};
