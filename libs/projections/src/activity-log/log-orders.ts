import { Knex } from 'knex';
import type { ClientPaymentRecorded, OrderCreated, StockMoveData } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { DescribeContext, EventToDescribe } from './describe-event';

interface LogOrder {
  id: string;
  number_order: number;
}

/** The sales the log names: their numbers, given like the orders read model's (1, 2, 3... as created). */
export interface LogOrders extends Pick<DescribeContext, 'orderNumber'> {
  /** Takes note of an event before it is described: a new sale gets the next number. */
  note(event: EventToDescribe): void;
  /** Keeps the sales numbered in this batch. */
  save(trx: Knex.Transaction): Promise<void>;
}

export const LOG_ORDERS_TABLE = `create table log_orders (
  id text primary key,
  number_order bigint not null unique
)`;

/** The sales a batch mentions (by their events, a client payment's parts, a sale's stock moves, a devolution's order), as numbered before it. */
export async function loadLogOrders(trx: Knex.Transaction, events: EventToDescribe[]): Promise<LogOrders> {
  const ids = new Set<string>();
  let creates = false;
  for (const event of events) {
    if (event.type === 'ClientPaymentRecorded')
      for (const part of (event.data as ClientPaymentRecorded['data']).allocations) ids.add(part.order_id);
    else if (event.type === 'StockAdded' || event.type === 'StockRemoved') {
      const { document } = event.data as StockMoveData;
      if (document?.type === 'order') ids.add(document.id);
    } else if (event.type.startsWith('Devolution') || event.type === 'ClientCreditIssued') {
      ids.add(String((event.data as { order_id: unknown }).order_id));
    } else if (event.streamId.startsWith('order-') && event.type.startsWith('Order')) {
      ids.add(String((event.data as { id: unknown }).id));
      creates ||= event.type === 'OrderCreated';
    }
  }
  const known = new Map<string, LogOrder>();
  if (ids.size > 0) {
    const found = await trx.raw(
      'select id, number_order::float8 as number_order from log_orders where id = any(?::text[])',
      [[...ids]],
    );
    for (const row of found.rows as LogOrder[]) known.set(row.id, { ...row, number_order: Number(row.number_order) });
  }
  let last = creates
    ? Number((await trx.raw('select coalesce(max(number_order), 0)::float8 as last from log_orders')).rows[0].last)
    : 0;
  const added: LogOrder[] = [];
  return {
    orderNumber: (orderId) => known.get(orderId)?.number_order,
    note(event) {
      if (event.type !== 'OrderCreated') return;
      const data = event.data as OrderCreated['data'];
      if (known.has(data.id)) return;
      last += 1;
      const order = { id: data.id, number_order: last };
      known.set(order.id, order);
      added.push(order);
    },
    async save(trx) {
      await insertRows(
        trx,
        'log_orders',
        [
          { name: 'id', type: 'text', values: added.map((order) => order.id) },
          { name: 'number_order', type: 'bigint', values: added.map((order) => order.number_order) },
        ],
        'on conflict do nothing',
      );
    },
  };
}
