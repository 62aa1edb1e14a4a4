import { DevolutionEvent, DevolutionLine } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { DocumentTables, insertDocument } from '../documents/document-rows';
import { Projection } from '../projection';

/**
 * The devolutions (returns): one row each (`devolutions`), numbered 1, 2, 3... in the order their
 * DevolutionRequested events are read (gapless, as number_order), with its order, client, state
 * and refund; and their lines (`devolution_lines`).
 */
export const devolutionsProjection: Projection = {
  name: 'devolutions',
  handles: ['DevolutionRequested', 'DevolutionApproved', 'DevolutionRejected'],
  version: 1,
  tables: ['devolutions', 'devolution_lines'],

  async createTables(trx) {
    await trx.raw(`create table devolutions (
      id bigint primary key,
      number bigint not null,
      order_id bigint not null,
      client_id bigint not null,
      status text not null,
      return_type text not null,
      total_amount numeric(14, 2) not null,
      refund_method text not null,
      refund_reference text,
      notes text,
      quantity integer not null,
      lines_count integer not null,
      user_id bigint,
      created_at timestamptz not null,
      decided_at timestamptz,
      decided_by bigint
    )`);
    await trx.raw('create unique index devolutions_number on devolutions (number)');
    await trx.raw('create index devolutions_newest on devolutions (created_at desc, id desc)');
    await trx.raw('create index devolutions_order on devolutions (order_id, id)');
    await trx.raw(`create table devolution_lines (
      devolution_id bigint not null,
      id bigint not null,
      order_line_id bigint not null,
      product_id bigint,
      deposit_id bigint,
      code text not null,
      name text not null,
      price numeric(14, 2) not null,
      ordered integer not null,
      quantity integer not null,
      amount numeric(14, 2) not null,
      reason text,
      primary key (devolution_id, id)
    )`);
  },

  async apply(events, trx) {
    let last: number | null = null;
    for (const event of events as (RecordedEvent & DevolutionEvent)[]) {
      const at = event.metadata.at;
      switch (event.type) {
        case 'DevolutionRequested': {
          const data = event.data;
          // A batch read again after a crash numbers nothing twice.
          if (await trx('devolutions').where({ id: data.id }).first('id')) break;
          last ??= Number(
            (await trx.raw('select coalesce(max(number), 0)::float8 as last from devolutions')).rows[0].last,
          );
          last += 1;
          await insertDocument(
            trx,
            DEVOLUTION_TABLES,
            {
              id: data.id,
              number: last,
              order_id: data.order_id,
              client_id: data.client_id,
              status: 'pending',
              return_type: data.return_type,
              total_amount: data.total_amount,
              refund_method: data.refund_method,
              refund_reference: data.refund_reference,
              notes: data.notes,
              quantity: data.lines.reduce((sum, line) => sum + line.quantity, 0),
              lines_count: data.lines.length,
              user_id: event.metadata.user_id ?? null,
              created_at: at,
            },
            data.lines,
          );
          break;
        }
        case 'DevolutionApproved':
        case 'DevolutionRejected':
          await trx('devolutions')
            .where({ id: event.data.id })
            .update({
              status: event.type === 'DevolutionApproved' ? 'approved' : 'rejected',
              decided_at: at,
              decided_by: event.metadata.user_id ?? null,
            });
          break;
        default:
          break;
      }
    }
  },
};

const DEVOLUTION_TABLES: DocumentTables<DevolutionLine> = {
  header: 'devolutions',
  lines: 'devolution_lines',
  documentColumn: 'devolution_id',
  lineColumns: [
    { name: 'id', type: 'bigint', value: (line) => line.id },
    { name: 'order_line_id', type: 'bigint', value: (line) => line.order_line_id },
    { name: 'product_id', type: 'bigint', value: (line) => line.product_id },
    { name: 'deposit_id', type: 'bigint', value: (line) => line.deposit_id },
    { name: 'code', type: 'text', value: (line) => line.code },
    { name: 'name', type: 'text', value: (line) => line.name },
    { name: 'price', type: 'numeric', value: (line) => line.price },
    { name: 'ordered', type: 'integer', value: (line) => line.ordered },
    { name: 'quantity', type: 'integer', value: (line) => line.quantity },
    { name: 'amount', type: 'numeric', value: (line) => line.amount },
    { name: 'reason', type: 'text', value: (line) => line.reason },
  ],
};
