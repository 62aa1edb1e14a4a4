import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';
import { TaxeCreated, TaxeDeleted, TaxeUpdated } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';

/** A row of `taxes` as the projection handles it (numbers and instants as text, exactly as stored). */
interface TaxeRow {
  id: string;
  change: string;
  cop_change: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

type TaxeEvent = TaxeCreated | TaxeUpdated | TaxeDeleted;
const TAXE_EVENTS = new Set(['TaxeCreated', 'TaxeUpdated', 'TaxeDeleted']);

/** Exchange rates; the newest (created_at, id) is the current rate. */
export const taxesProjection: Projection = {
  name: 'taxes',
  version: 1,
  tables: ['taxes'],

  async createTables(trx) {
    await trx.raw(`create table taxes (
      id bigint primary key,
      change numeric(18, 2) not null,
      cop_change numeric(18, 6) not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      created_by text
    )`);
    await trx.raw(`create index taxes_newest on taxes (created_at desc, id desc)`);
  },

  async apply(events, trx) {
    const relevant = events.filter((event) => TAXE_EVENTS.has(event.type)) as RecordedEvent<TaxeEvent['data']>[];
    if (relevant.length === 0) return;
    const ids = [...new Set(relevant.map((event) => event.data.id))];
    const rows = await loadRows(trx, ids);
    for (const event of relevant) evolve(rows, event as RecordedEvent & TaxeEvent);
    await save(trx, ids, rows);
  },
};

/** The batch is folded in memory, event by event, then written once: same rows whatever the batch size. */
function evolve(rows: Map<string, TaxeRow>, event: RecordedEvent & TaxeEvent): void {
  const at = event.metadata.at;
  switch (event.type) {
    case 'TaxeCreated': {
      const { id, change, cop_change } = event.data;
      rows.set(id, { id, change, cop_change, created_at: at, updated_at: at, created_by: event.metadata.user_id });
      return;
    }
    case 'TaxeUpdated': {
      const row = rows.get(event.data.id);
      if (row)
        rows.set(row.id, { ...row, change: event.data.change, cop_change: event.data.cop_change, updated_at: at });
      return;
    }
    case 'TaxeDeleted':
      rows.delete(event.data.id);
      return;
  }
}

async function loadRows(trx: Knex.Transaction, ids: string[]): Promise<Map<string, TaxeRow>> {
  const result = await trx.raw(
    `select id::text as id, change::text as change, cop_change::text as cop_change,
       created_at::text as created_at, updated_at::text as updated_at, created_by
     from taxes where id = any(?::bigint[])`,
    [ids],
  );
  return new Map((result.rows as TaxeRow[]).map((row) => [row.id, row]));
}

async function save(trx: Knex.Transaction, ids: string[], rows: Map<string, TaxeRow>): Promise<void> {
  const gone = ids.filter((id) => !rows.has(id));
  if (gone.length) await trx.raw(`delete from taxes where id = any(?::bigint[])`, [gone]);
  const kept = ids.map((id) => rows.get(id)).filter((row): row is TaxeRow => row !== undefined);
  if (kept.length === 0) return;
  await insertRows(
    trx,
    'taxes',
    [
      { name: 'id', type: 'bigint', values: kept.map((row) => row.id) },
      { name: 'change', type: 'numeric', values: kept.map((row) => row.change) },
      { name: 'cop_change', type: 'numeric', values: kept.map((row) => row.cop_change) },
      { name: 'created_at', type: 'timestamptz', values: kept.map((row) => row.created_at) },
      { name: 'updated_at', type: 'timestamptz', values: kept.map((row) => row.updated_at) },
      { name: 'created_by', type: 'text', values: kept.map((row) => row.created_by) },
    ],
    `on conflict (id) do update set change = excluded.change, cop_change = excluded.cop_change,
       created_at = excluded.created_at, updated_at = excluded.updated_at, created_by = excluded.created_by`,
  );
}
