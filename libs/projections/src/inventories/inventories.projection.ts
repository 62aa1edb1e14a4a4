import { Knex } from 'knex';
import { InventoryEvent, InventoryLine } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { DocumentTables, insertDocument } from '../documents/document-rows';
import { Projection } from '../projection';

/**
 * The inventory entries and exits (`inventories`, one row each, with the total quantity and the
 * number of lines) and their lines (`inventory_lines`).
 */
export const inventoriesProjection: Projection = {
  name: 'inventories',
  handles: ['InventoryCreated', 'InventoryApproved', 'InventoryDeleted', 'InventoryRestored'],
  version: 1,
  tables: ['inventories', 'inventory_lines'],

  async createTables(trx) {
    await trx.raw(`create table inventories (
      id bigint primary key,
      type text not null,
      status text not null,
      user_id bigint,
      quantity integer not null,
      lines_count integer not null,
      created_at timestamptz not null,
      approved_at timestamptz,
      deleted_at timestamptz
    )`);
    await trx.raw('create index inventories_newest on inventories (created_at desc, id desc)');
    await trx.raw(`create table inventory_lines (
      inventory_id bigint not null,
      id bigint not null,
      product_id bigint not null,
      deposit_id bigint not null,
      quantity integer not null,
      primary key (inventory_id, id)
    )`);
    await trx.raw('create index inventory_lines_product on inventory_lines (product_id)');
  },

  async apply(events, trx) {
    for (const event of events) await applyOne(trx, event as RecordedEvent & InventoryEvent);
  },
};

const INVENTORY_TABLES: DocumentTables<InventoryLine> = {
  header: 'inventories',
  lines: 'inventory_lines',
  documentColumn: 'inventory_id',
  lineColumns: [
    { name: 'id', type: 'bigint', value: (line) => line.id },
    { name: 'product_id', type: 'bigint', value: (line) => line.product_id },
    { name: 'deposit_id', type: 'bigint', value: (line) => line.deposit_id },
    { name: 'quantity', type: 'integer', value: (line) => line.quantity },
  ],
};

async function applyOne(trx: Knex.Transaction, event: RecordedEvent & InventoryEvent): Promise<void> {
  const at = event.metadata.at;
  switch (event.type) {
    case 'InventoryCreated': {
      const { id, type, lines } = event.data;
      await insertDocument(
        trx,
        INVENTORY_TABLES,
        {
          id,
          type,
          status: 'request',
          user_id: event.metadata.user_id,
          quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          lines_count: lines.length,
          created_at: at,
        },
        lines,
      );
      return;
    }
    case 'InventoryApproved':
      await trx('inventories').where({ id: event.data.id }).update({ status: 'process', approved_at: at });
      return;
    case 'InventoryDeleted':
      await trx('inventories').where({ id: event.data.id }).update({ deleted_at: at });
      return;
    case 'InventoryRestored':
      await trx('inventories').where({ id: event.data.id }).update({ deleted_at: null });
      return;
    default:
      return;
  }
}
