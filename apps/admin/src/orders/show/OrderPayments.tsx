import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access/useCan';
import { formatAmount, formatBs, formatDateTime, formatUsd } from '../../format';
import { formatCalendarDate } from '../../calendarDate';
import { PaymentEntry } from '../../payments-entry/PaymentEntry';
import type { NewPayment } from '../../payments-entry/paymentMath';
import { personName } from '../personName';
import { isClosedToMoney } from '../states';
import type { OrderDetail } from '../types';
import { Panel } from '../../common/Panel';
import { useOrderCommand } from './useOrderCommand';
import { useClientCredit } from '../../clients/useClientCredit';
import { EmptyTableRow } from '../../common/EmptyTableRow';

/** A refund of an approved devolution: a negative payment (docs/rules.md 'Devolutions'). */
const isRefund = (payment: OrderDetail['pays'][number]) => payment.amount < 0;

/**
 * For financial, admin and sales only (sales.md section 6): the order's payments (method, USD,
 * Bs, rate, reference, date, user; a devolution's refund is negative, marked 'Reembolso', in red)
 * and, while the order is neither cancelled nor an estimate and something is owed, the payment
 * entry against the pending balance (bolivars at the current rate).
 */
export const OrderPayments = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const mayPay = useCan('orders', 'pay');
  const { run } = useOrderCommand();
  // Only a role that sees the payments asks for the client's credit (a storer may not read clients: a 403).
  const credit = useClientCredit(mayPay ? order?.client_id : null);
  if (!order || !mayPay) return null;
  const t = (key: string) => translate(`bo.orders.${key}`);
  const entry = !isClosedToMoney(order.order_state) && order.pending > 0;
  // Issue 33: the IGTF column shows once a payment of the order carried some.
  const igtf = order.pays.some((payment) => Number(payment.igtf ?? 0) !== 0);
  return (
    <Panel title="bo.orders.payments">
      <TableContainer>
        <Table size="small" aria-label={t('payments')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('method')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell align="right">{t('amount_bs')}</TableCell>
              <TableCell align="right">{t('exchange_rate')}</TableCell>
              <TableCell>{t('reference')}</TableCell>
              <TableCell>{t('user')}</TableCell>
              {igtf ? <TableCell align="right">{translate('bo.fiscal_sales.igtf')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {order.pays.map((payment) => (
              <TableRow key={String(payment.id)} data-refund={isRefund(payment) ? 'true' : undefined}>
                {/* The day it was made (a sale's payment on the sale's date); when it was recorded on hover. */}
                <TableCell title={formatDateTime(payment.created_at)}>{formatCalendarDate(payment.date)}</TableCell>
                <TableCell>
                  {payment.method?.name}
                  {isRefund(payment) ? (
                    <Chip size="small" color="secondary" label={t('refund')} sx={{ ml: 1 }} component="span" />
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={isRefund(payment) ? { color: 'error.main' } : undefined}>
                  {formatUsd(payment.amount)}
                </TableCell>
                <TableCell align="right">{payment.amount_bs > 0 ? formatBs(payment.amount_bs) : '—'}</TableCell>
                <TableCell align="right">{payment.exchange_rate ? formatAmount(payment.exchange_rate) : '—'}</TableCell>
                <TableCell>{payment.reference || '—'}</TableCell>
                <TableCell>{personName(payment.user)}</TableCell>
                {igtf ? (
                  <TableCell align="right" data-testid="payment-row-igtf">
                    {Number(payment.igtf ?? 0) !== 0 ? formatUsd(payment.igtf) : '—'}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
            {order.pays.length === 0 ? <EmptyTableRow columns={igtf ? 8 : 7} text={t('no_payments')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      {entry ? (
        <Box sx={{ mt: 2 }}>
          <PaymentEntry
            balance={order.pending}
            credit={credit}
            onAdd={(payment: NewPayment) => run('payments', 'bo.orders.payment_recorded', payment)}
          />
        </Box>
      ) : null}
    </Panel>
  );
};
