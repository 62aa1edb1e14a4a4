import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';
import { RecordDefinition, recordEventTypes } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { ensureTrigramExtension } from '../activity-log/trigram-search';

type Value = string | number | boolean | null;

/** One column of a record's table, filled from the record's values. */
export interface RecordColumn {
  name: string;
  /** PostgreSQL type: text, numeric, boolean, bigint, date, jsonb, double precision... */
  type: string;
  /** Defaults to `values[name]`. */
  from?: (values: Record<string, unknown>) => Value;
}

export interface RecordTable {
  definition: RecordDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Projection and table name ('brands'). */
  table: string;
  version: number;
  columns: RecordColumn[];
  /** Columns searched with `ilike '%…%'`: each gets a trigram index once caught up. */
  searchColumns?: string[];
  /** Extra indexes, as SQL run after the table is created (`create index ... on <table> (...)`). */
  indexes?: string[];
}

interface RecordChange {
  id: string;
  /** Created in this batch: the whole row. */
  row?: Record<string, Value>;
  /** Updated in this batch (created earlier): the new values. */
  values?: Record<string, Value>;
  /** deleted_at changed in this batch (created earlier): the instant, or null when restored. */
  deletedAt?: string | null;
}

/**
 * The read model of a catalogue record kind: one row per record with its columns, created_at,
 * updated_at, created_by and deleted_at (a soft delete keeps the row; a restore clears it).
 */
export function recordProjection(spec: RecordTable): Projection {
  const types = recordEventTypes(spec.definition);
  const handles = [types.created, types.updated, types.deleted, types.restored];
  const columns = spec.columns;
  const toColumns = (values: Record<string, unknown>): Record<string, Value> =>
    Object.fromEntries(
      columns.map((column) => [column.name, column.from ? column.from(values) : toValue(values[column.name])]),
    );

  return {
    name: spec.table,
    version: spec.version,
    tables: [spec.table],
    handles,

    async createTables(trx) {
      const definitions = columns.map((column) => `"${column.name}" ${column.type}`).join(',\n');
      await trx.raw(`create table "${spec.table}" (
        id bigint primary key,
        ${definitions},
        created_at timestamptz not null,
        updated_at timestamptz not null,
        created_by text,
        deleted_at timestamptz
      )`);
      await trx.raw(`create index "${spec.table}_newest" on "${spec.table}" (created_at desc, id desc)`);
      for (const index of spec.indexes ?? []) await trx.raw(index);
    },

    async createDeferredIndexes(trx) {
      if (!spec.searchColumns?.length || !(await ensureTrigramExtension(trx))) return;
      for (const column of spec.searchColumns) {
        await trx.raw(
          `create index if not exists "${spec.table}_${column}_search" on "${spec.table}" using gin ("${column}" gin_trgm_ops)`,
        );
      }
    },

    async apply(events, trx) {
      const changes = foldRecordEvents(events, types, toColumns);
      if (changes.size === 0) return;
      await writeChanges(trx, spec.table, columns, [...changes.values()]);
    },
  };
}

function toValue(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return value as Value;
}

function foldRecordEvents(
  events: RecordedEvent[],
  types: ReturnType<typeof recordEventTypes>,
  toColumns: (values: Record<string, unknown>) => Record<string, Value>,
): Map<string, RecordChange> {
  const changes = new Map<string, RecordChange>();
  for (const event of events) {
    const { id, previous: _previous, ...values } = event.data as { id: string; previous?: unknown };
    const at = event.metadata.at;
    const change = changes.get(id) ?? { id };
    switch (event.type) {
      case types.created:
        change.row = {
          ...toColumns(values),
          created_at: at,
          updated_at: at,
          created_by: event.metadata.user_id,
          deleted_at: null,
        };
        break;
      case types.updated:
        if (change.row) change.row = { ...change.row, ...toColumns(values), updated_at: at };
        else change.values = { ...toColumns(values), updated_at: at };
        break;
      case types.deleted:
      case types.restored: {
        const deletedAt = event.type === types.deleted ? at : null;
        if (change.row) change.row = { ...change.row, deleted_at: deletedAt };
        else change.deletedAt = deletedAt;
        break;
      }
      default:
        continue;
    }
    changes.set(id, change);
  }
  return changes;
}

async function writeChanges(
  trx: Knex.Transaction,
  table: string,
  columns: RecordColumn[],
  changes: RecordChange[],
): Promise<void> {
  const all = [
    ...columns,
    { name: 'created_at', type: 'timestamptz' },
    { name: 'updated_at', type: 'timestamptz' },
    { name: 'created_by', type: 'text' },
    { name: 'deleted_at', type: 'timestamptz' },
  ];
  const created = changes.filter((change) => change.row);
  await insertRows(
    trx,
    table,
    [
      { name: 'id', type: 'bigint', values: created.map((change) => change.id) },
      ...all.map((column) => ({
        name: column.name,
        type: column.type,
        values: created.map((change) => change.row![column.name] ?? null),
      })),
    ],
    `on conflict (id) do update set ${all.map((c) => `"${c.name}" = excluded."${c.name}"`).join(', ')}`,
  );

  const updated = changes.filter((change) => !change.row && change.values);
  if (updated.length) {
    const set = [...columns, { name: 'updated_at', type: 'timestamptz' }];
    await trx.raw(
      `update "${table}" set ${set.map((c) => `"${c.name}" = v."${c.name}"`).join(', ')}
       from unnest(?::bigint[], ${set.map((c) => `?::${c.type}[]`).join(', ')}) as v(id, ${set.map((c) => `"${c.name}"`).join(', ')})
       where "${table}".id = v.id`,
      [
        updated.map((change) => change.id),
        ...set.map((c) => updated.map((change) => change.values![c.name] ?? null)),
      ] as unknown as Knex.Value[],
    );
  }

  const toggled = changes.filter((change) => !change.row && change.deletedAt !== undefined);
  if (toggled.length) {
    await trx.raw(
      `update "${table}" set deleted_at = v.deleted_at
       from unnest(?::bigint[], ?::timestamptz[]) as v(id, deleted_at) where "${table}".id = v.id`,
      [
        toggled.map((change) => change.id),
        toggled.map((change) => change.deletedAt ?? null),
      ] as unknown as Knex.Value[],
    );
  }
}
