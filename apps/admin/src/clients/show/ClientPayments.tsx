import { DataTable, type Identifier } from 'react-admin';
import { formatDateTime, formatUsd } from '../../format';
import { HistoryTable } from './HistoryTable';

/** One payment of the client's history, as the sales read model will list it. */
export interface ClientPayment {
  id: Identifier;
  created_at: string;
  method: string;
  reference: string | null;
  amount: number;
}

/**
 * Payment history: number, date, method, reference, amount; rows open /payments/{id}.
 * Empty ('No hay pagos registrados') until the sales issue gives it the client's payments.
 */
export const ClientPayments = ({ payments = [] }: { payments?: ClientPayment[] }) => (
  <HistoryTable<ClientPayment>
    title="bo.clients.payments.title"
    empty="bo.clients.payments.empty"
    resource="payments"
    rows={payments}
  >
    <DataTable.Col source="id" label="bo.clients.payments.number" />
    <DataTable.Col
      source="created_at"
      label="bo.clients.payments.date"
      render={(payment) => formatDateTime(payment.created_at)}
    />
    <DataTable.Col source="method" label="bo.clients.payments.method" />
    <DataTable.Col source="reference" label="bo.clients.payments.reference" />
    <DataTable.Col source="amount" label="bo.clients.payments.amount" render={(payment) => formatUsd(payment.amount)} />
  </HistoryTable>
);
