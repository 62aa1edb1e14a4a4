import { Box, Chip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { detailPath } from '../../common/detailRoutes';
import { formatBs, formatUsd } from '../../format';
import { formatCalendarDate } from '../../calendarDate';
import type { Client } from '../types';
import { HistoryTable } from './HistoryTable';

/** One payment of the client's orders (GET /api/order-payments). */
export interface ClientOrderPayment {
  id: Identifier;
  order_id: Identifier;
  /** The client payment ('Registrar pagos') this part of, or null for a payment made on the sale. */
  client_payment_id: Identifier | null;
  number_order: number;
  method: { id: Identifier; code: string; name: string };
  amount: number;
  /** Bolivars paid (0 in dollars) and their rate. */
  amount_bs: number;
  exchange_rate: number | null;
  reference: string | null;
  created_at: string;
  /** The day the payment was made ('YYYY-MM-DD': a sale's payment on the sale's date, a client payment on its date). */
  date: string;
}

const NEWEST_FIRST = { field: 'date', order: 'DESC' as const };

/** A refund of an approved devolution: a negative payment (docs/rules.md 'Devolutions'), as the sale's page marks it. */
const isRefund = (payment: { amount?: unknown }) => Number(payment.amount) < 0;

/**
 * Payment history: every payment of the client's orders (number, the day it was made, method, reference,
 * amount, and its bolivars when paid in bolivars); a row opens the client payment it is part of
 * (/payments/{id}), or the order it paid when it was paid on the sale. A devolution's refund (a
 * negative payment, by credit note too) is marked 'Reembolso' and its amount in red, as on the sale.
 */
export const ClientPayments = () => {
  const client = useRecordContext<Client>();
  const translate = useTranslate();
  if (!client) return null;
  return (
    <HistoryTable<ClientOrderPayment>
      title="bo.clients.payments.title"
      empty="bo.clients.payments.empty"
      resource="order-payments"
      clientId={client.id}
      rowPath={(payment) =>
        payment.client_payment_id === null
          ? detailPath('orders', payment.order_id)
          : detailPath('payments', payment.client_payment_id)
      }
      sort={NEWEST_FIRST}
    >
      <DataTable.Col source="id" label="bo.clients.payments.number" />
      <DataTable.Col
        source="date"
        label="bo.clients.payments.date"
        render={(payment) => formatCalendarDate(payment.date)}
      />
      <DataTable.Col
        source="method"
        label="bo.clients.payments.method"
        disableSort
        render={(payment) => (
          <>
            {payment.method?.name ?? ''}
            {isRefund(payment) ? (
              <Chip
                size="small"
                color="secondary"
                label={translate('bo.orders.refund')}
                sx={{ ml: 1 }}
                component="span"
              />
            ) : null}
          </>
        )}
      />
      <DataTable.Col source="reference" label="bo.clients.payments.reference" disableSort />
      <DataTable.Col
        source="amount"
        label="bo.clients.payments.amount"
        render={(payment) => (
          <Box component="span" sx={isRefund(payment) ? { color: 'error.main' } : undefined}>
            {formatUsd(payment.amount)}
          </Box>
        )}
      />
      <DataTable.Col
        source="amount_bs"
        label="bo.clients.payments.amount_bs"
        disableSort
        render={(payment) => (payment.amount_bs > 0 ? formatBs(payment.amount_bs) : '—')}
      />
    </HistoryTable>
  );
};
