import { arrayLiteral, insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { foldTaxeEvents, TaxeChange, TaxeRow } from './fold-taxe-events';
import { WriteSet } from '../write-set';

/** Exchange rates; the newest (created_at, id) is the current rate. */
export const taxesProjection: Projection = {
  name: 'taxes',
  handles: ['TaxeCreated', 'TaxeUpdated', 'TaxeDeleted'],
  version: 1,
  tables: ['taxes'],

  async createTables(trx) {
    // fillfactor: room on each page so a rate update, which touches no indexed column, stays HOT.
    await trx.raw(`create table taxes (
      id bigint primary key,
      change numeric(18, 2) not null,
      cop_change numeric(18, 6) not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      created_by text
    ) with (fillfactor = 80)`);
    await trx.raw(`create index taxes_newest on taxes (created_at desc, id desc)`);
  },

  async apply(events, trx) {
    const changes = [...foldTaxeEvents(events).values()];
    if (changes.length === 0) return;
    // One change per rate: the deletes, the new rows and the updates touch distinct rows (write-set.ts).
    const writes = new WriteSet();
    deleteRates(writes, changes);
    await upsertRows(writes, changes);
    updateValues(writes, changes);
    // The batch's last write: in a shared commit it goes out with the activity log's (write-set.ts).
    await writes.flush(trx, { last: true });
  },
};

function deleteRates(writes: WriteSet, changes: TaxeChange[]): void {
  const ids = changes.filter((change) => change.kind === 'deleted').map((change) => change.id);
  if (ids.length) writes.add(`delete from taxes where id = any(?::bigint[])`, [ids]);
}

async function upsertRows(writes: WriteSet, changes: TaxeChange[]): Promise<void> {
  const rows: TaxeRow[] = changes.flatMap((change) => (change.kind === 'row' ? [change.row] : []));
  await insertRows(
    writes,
    'taxes',
    [
      { name: 'id', type: 'bigint', values: rows.map((row) => row.id) },
      { name: 'change', type: 'numeric', values: rows.map((row) => row.change) },
      { name: 'cop_change', type: 'numeric', values: rows.map((row) => row.cop_change) },
      { name: 'created_at', type: 'timestamptz', values: rows.map((row) => row.created_at) },
      { name: 'updated_at', type: 'timestamptz', values: rows.map((row) => row.updated_at) },
      { name: 'created_by', type: 'text', values: rows.map((row) => row.created_by) },
    ],
    `on conflict (id) do update set change = excluded.change, cop_change = excluded.cop_change,
       created_at = excluded.created_at, updated_at = excluded.updated_at, created_by = excluded.created_by`,
  );
}

/** Rates created by an earlier batch and only updated in this one (no row yet: nothing to update). */
function updateValues(writes: WriteSet, changes: TaxeChange[]): void {
  const updates = changes.flatMap((change) => (change.kind === 'values' ? [change] : []));
  if (updates.length === 0) return;
  writes.add(
    `update taxes set change = v.change, cop_change = v.cop_change, updated_at = v.updated_at
     from unnest(?::bigint[], ?::numeric[], ?::numeric[], ?::timestamptz[]) as v(id, change, cop_change, updated_at)
     where taxes.id = v.id`,
    [
      arrayLiteral(updates.map((update) => update.id)),
      arrayLiteral(updates.map((update) => update.change)),
      arrayLiteral(updates.map((update) => update.cop_change)),
      arrayLiteral(updates.map((update) => update.updated_at)),
    ],
  );
}
