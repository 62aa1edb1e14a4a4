import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';
import { PaymentMethodEvent } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';

interface Row {
  id: string;
  code: string;
  name: string;
  change: boolean;
  change_currency: string | null;
  /** Issue 33: as an administrator set it; null until then (the reader derives it). */
  foreign_currency: boolean | null;
}
type Values = Pick<Row, 'name' | 'change' | 'change_currency' | 'foreign_currency'>;

/** What a batch does to the table: rows to add, values to change on earlier rows, ids to remove. */
interface BatchChanges {
  added: Map<string, Row>;
  updated: Map<string, Values>;
  removed: Set<string>;
}

/**
 * The payment methods a sale or purchase payment can use: one row per live method (a deleted one
 * leaves the table, so its code can be taken again).
 */
export const paymentMethodsProjection: Projection = {
  name: 'payment_methods',
  handles: ['PaymentMethodAdded', 'PaymentMethodUpdated', 'PaymentMethodDeleted'],
  // 3: foreign_currency (issue 33).
  version: 3,
  tables: ['payment_methods'],

  async createTables(trx) {
    await trx.raw(`create table payment_methods (
      id bigint primary key,
      code text not null unique,
      name text not null,
      change boolean not null,
      change_currency text,
      foreign_currency boolean
    )`);
  },

  async apply(events, trx) {
    const changes = foldBatch(events as RecordedEvent[] as unknown as PaymentMethodEvent[]);
    await writeBatch(trx, changes);
  },
};

function foldBatch(events: PaymentMethodEvent[]): BatchChanges {
  const changes: BatchChanges = { added: new Map(), updated: new Map(), removed: new Set() };
  for (const event of events) {
    switch (event.type) {
      case 'PaymentMethodAdded': {
        const { id, code, name, change, change_currency } = event.data;
        const foreign_currency = event.data.foreign_currency ?? null;
        changes.added.set(id, { id, code, name, change, change_currency, foreign_currency });
        break;
      }
      case 'PaymentMethodUpdated': {
        const { id, name, change, change_currency } = event.data;
        const foreign_currency = event.data.foreign_currency ?? null;
        const row = changes.added.get(id);
        if (row) changes.added.set(id, { ...row, name, change, change_currency, foreign_currency });
        else changes.updated.set(id, { name, change, change_currency, foreign_currency });
        break;
      }
      case 'PaymentMethodDeleted': {
        const { id } = event.data;
        if (!changes.added.delete(id)) changes.removed.add(id);
        changes.updated.delete(id);
        break;
      }
      default:
        break;
    }
  }
  return changes;
}

async function writeBatch(trx: Knex.Transaction, changes: BatchChanges): Promise<void> {
  if (changes.removed.size)
    await trx('payment_methods')
      .whereIn('id', [...changes.removed])
      .delete();
  const added = [...changes.added.values()];
  await insertRows(
    trx,
    'payment_methods',
    [
      { name: 'id', type: 'bigint', values: added.map((row) => row.id) },
      { name: 'code', type: 'text', values: added.map((row) => row.code) },
      { name: 'name', type: 'text', values: added.map((row) => row.name) },
      { name: 'change', type: 'boolean', values: added.map((row) => row.change) },
      { name: 'change_currency', type: 'text', values: added.map((row) => row.change_currency) },
      { name: 'foreign_currency', type: 'boolean', values: added.map((row) => row.foreign_currency) },
    ],
    'on conflict do nothing',
  );
  if (changes.updated.size) {
    const ids = [...changes.updated.keys()];
    const values = [...changes.updated.values()];
    await trx.raw(
      `update payment_methods set name = v.name, change = v.change, change_currency = v.change_currency,
         foreign_currency = v.foreign_currency
       from unnest(?::bigint[], ?::text[], ?::boolean[], ?::text[], ?::boolean[])
         as v(id, name, change, change_currency, foreign_currency)
       where payment_methods.id = v.id`,
      [
        ids,
        values.map((v) => v.name),
        values.map((v) => v.change),
        values.map((v) => v.change_currency),
        values.map((v) => v.foreign_currency),
      ] as unknown as Knex.Value[],
    );
  }
}
