import { DataTable, useRecordContext } from 'react-admin';
import { detailPath } from '../../common/detailRoutes';
import { formatLongDate, formatUsd } from '../../format';
import { personName } from '../../orders/personName';
import { StateBadge } from '../../orders/StateBadge';
import type { Order } from '../../orders/types';
import type { Client } from '../types';
import { HistoryTable } from './HistoryTable';

const NEWEST_FIRST = { field: 'date', order: 'DESC' as const };

/**
 * Order history (GET /api/orders, the client's): number, date, state, total, paid, pending (what is
 * owed on an open order, nothing on the others), responsible; rows open /orders/{id}.
 */
export const ClientOrders = () => {
  const client = useRecordContext<Client>();
  if (!client) return null;
  return (
    <HistoryTable<Order>
      title="bo.clients.orders.title"
      empty="bo.clients.orders.empty"
      resource="orders"
      clientId={client.id}
      rowPath={(order) => detailPath('orders', order.id)}
      sort={NEWEST_FIRST}
    >
      <DataTable.Col source="number_order" label="bo.clients.orders.number" />
      <DataTable.Col source="date" label="bo.clients.orders.date" render={(order) => formatLongDate(order.date)} />
      <DataTable.Col
        source="order_state"
        label="bo.clients.orders.state"
        render={(order) => <StateBadge state={order.order_state} />}
      />
      <DataTable.Col source="total" label="bo.clients.orders.total" render={(order) => formatUsd(order.total)} />
      {/* GET /api/orders does not sort by the amount paid. */}
      <DataTable.Col
        source="balance"
        label="bo.clients.orders.balance"
        disableSort
        render={(order) => formatUsd(order.balance)}
      />
      <DataTable.Col
        source="pending"
        label="bo.clients.orders.pending"
        disableSort
        render={(order) => formatUsd(order.pending)}
      />
      <DataTable.Col
        source="responsible"
        label="bo.clients.orders.responsible"
        disableSort
        render={(order) => personName(order.responsible)}
      />
    </HistoryTable>
  );
};
