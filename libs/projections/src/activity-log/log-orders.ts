/** The sales the log names: their numbers, given like the orders read model's (1, 2, 3... as created). */
import type { ClientPaymentRecorded, StockMoveData } from '@bo/domain';
import { NumberedDocuments, numbersTable } from './log-numbers';

export const LOG_ORDERS: NumberedDocuments = {
  table: 'log_orders',
  column: 'number_order',
  created: 'OrderCreated',
  /** A sale's own events, a client payment's parts, a sale's stock moves and a devolution's order. */
  mentioned(event) {
    if (event.type.startsWith('Devolution') || event.type === 'ClientCreditIssued')
      return [String((event.data as { order_id: unknown }).order_id)];
    if (event.type === 'ClientPaymentRecorded')
      return (event.data as ClientPaymentRecorded['data']).allocations.map((part) => part.order_id);
    if (event.type === 'StockAdded' || event.type === 'StockRemoved') {
      const { document } = event.data as StockMoveData;
      return document?.type === 'order' ? [document.id] : [];
    }
    if (event.streamId.startsWith('order-') && event.type.startsWith('Order'))
      return [String((event.data as { id: unknown }).id)];
    return [];
  },
};

export const LOG_ORDERS_TABLE = numbersTable(LOG_ORDERS);
