import { Knex } from 'knex';
import { TransferEvent, TransferLine } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { DocumentTables, insertDocument } from '../documents/document-rows';
import { Projection } from '../projection';

/**
 * The deposit transfers (`transfers`, one row each: its source deposit, state, who created, sent,
 * received or cancelled it and when, its total quantity and number of lines) and their lines
 * (`transfer_lines`, each with its destination deposit).
 */
export const transfersProjection: Projection = {
  name: 'transfers',
  handles: ['TransferCreated', 'TransferSent', 'TransferReceived', 'TransferCancelled'],
  version: 1,
  tables: ['transfers', 'transfer_lines'],

  async createTables(trx) {
    await trx.raw(`create table transfers (
      id bigint primary key,
      deposit_id bigint not null,
      state text not null,
      comentary text,
      emitter_id bigint,
      sender_id bigint,
      receiver_id bigint,
      canceller_id bigint,
      created_at timestamptz not null,
      sent_at timestamptz,
      received_at timestamptz,
      cancelled_at timestamptz,
      quantity integer not null,
      lines_count integer not null
    )`);
    await trx.raw('create index transfers_newest on transfers (created_at desc, id desc)');
    await trx.raw('create index transfers_source on transfers (deposit_id, id)');
    await trx.raw(`create table transfer_lines (
      transfer_id bigint not null,
      id bigint not null,
      product_id bigint not null,
      deposit_id bigint not null,
      quantity integer not null,
      primary key (transfer_id, id)
    )`);
    await trx.raw('create index transfer_lines_destination on transfer_lines (deposit_id, transfer_id)');
    await trx.raw('create index transfer_lines_product on transfer_lines (product_id)');
  },

  async apply(events, trx) {
    for (const event of events) await applyOne(trx, event as RecordedEvent & TransferEvent);
  },
};

const TRANSFER_TABLES: DocumentTables<TransferLine> = {
  header: 'transfers',
  lines: 'transfer_lines',
  documentColumn: 'transfer_id',
  lineColumns: [
    { name: 'id', type: 'bigint', value: (line) => line.id },
    { name: 'product_id', type: 'bigint', value: (line) => line.product_id },
    { name: 'deposit_id', type: 'bigint', value: (line) => line.deposit_id },
    { name: 'quantity', type: 'integer', value: (line) => line.quantity },
  ],
};

async function applyOne(trx: Knex.Transaction, event: RecordedEvent & TransferEvent): Promise<void> {
  const at = event.metadata.at;
  const by = event.metadata.user_id ?? null;
  switch (event.type) {
    case 'TransferCreated': {
      const { id, deposit_id, comentary, lines } = event.data;
      await insertDocument(
        trx,
        TRANSFER_TABLES,
        {
          id,
          deposit_id,
          state: 'prepared',
          comentary,
          emitter_id: by,
          quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          lines_count: lines.length,
          created_at: at,
        },
        lines,
      );
      return;
    }
    case 'TransferSent':
      await trx('transfers').where({ id: event.data.id }).update({ state: 'in_transit', sender_id: by, sent_at: at });
      return;
    case 'TransferReceived':
      await trx('transfers')
        .where({ id: event.data.id })
        .update({ state: 'completed', receiver_id: by, received_at: at });
      return;
    case 'TransferCancelled':
      await trx('transfers')
        .where({ id: event.data.id })
        .update({ state: 'cancelled', canceller_id: by, cancelled_at: at });
      return;
    default:
      return;
  }
}
