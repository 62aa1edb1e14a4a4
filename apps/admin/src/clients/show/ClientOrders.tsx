import { DataTable, type Identifier } from 'react-admin';
import { formatLongDate, formatUsd } from '../../format';
import { HistoryTable } from './HistoryTable';

/** One order of the client's history, as the sales read model will list it. */
export interface ClientOrder {
  id: Identifier;
  number_order: number;
  date: string;
  order_state: string;
  total: number;
  /** Amount already paid. */
  balance: number;
  responsible: { first_name: string; last_name: string } | null;
}

/**
 * Order history: order number, date, state, total, paid, responsible; rows open /orders/{id}.
 * Empty ('No hay órdenes registradas') until the sales issue gives it the client's orders.
 */
export const ClientOrders = ({ orders = [] }: { orders?: ClientOrder[] }) => (
  <HistoryTable<ClientOrder>
    title="bo.clients.orders.title"
    empty="bo.clients.orders.empty"
    resource="orders"
    rows={orders}
  >
    <DataTable.Col source="number_order" label="bo.clients.orders.number" />
    <DataTable.Col source="date" label="bo.clients.orders.date" render={(order) => formatLongDate(order.date)} />
    <DataTable.Col source="order_state" label="bo.clients.orders.state" />
    <DataTable.Col source="total" label="bo.clients.orders.total" render={(order) => formatUsd(order.total)} />
    <DataTable.Col source="balance" label="bo.clients.orders.balance" render={(order) => formatUsd(order.balance)} />
    <DataTable.Col
      source="responsible"
      label="bo.clients.orders.responsible"
      render={(order) => (order.responsible ? `${order.responsible.first_name} ${order.responsible.last_name}` : '')}
    />
  </HistoryTable>
);
