import { DataTable, useRecordContext, type Identifier } from 'react-admin';
import { detailPath } from '../../common/detailRoutes';
import { formatBs, formatDateTime, formatUsd } from '../../format';
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
}

const NEWEST_FIRST = { field: 'created_at', order: 'DESC' as const };

/**
 * Payment history: every payment of the client's orders (number, date, method, reference,
 * amount, and its bolivars when paid in bolivars); a row opens the client payment it is part of
 * (/payments/{id}), or the order it paid when it was paid on the sale.
 */
export const ClientPayments = () => {
  const client = useRecordContext<Client>();
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
        source="created_at"
        label="bo.clients.payments.date"
        render={(payment) => formatDateTime(payment.created_at)}
      />
      <DataTable.Col
        source="method"
        label="bo.clients.payments.method"
        disableSort
        render={(payment) => payment.method?.name ?? ''}
      />
      <DataTable.Col source="reference" label="bo.clients.payments.reference" disableSort />
      <DataTable.Col
        source="amount"
        label="bo.clients.payments.amount"
        render={(payment) => formatUsd(payment.amount)}
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
