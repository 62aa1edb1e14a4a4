import { Knex } from 'knex';
import { WriteSet } from './write-set';
import { prepared } from './prepared';

/** One column of a multi-row insert: its name, its PostgreSQL type and one value per row. */
export interface ColumnValues {
  name: string;
  type: string;
  values: readonly (string | number | boolean | null)[];
}

/**
 * Inserts many rows in one statement and one round trip: one array parameter per column,
 * spread into rows by `unnest`. `tail` is appended as is (e.g. an `on conflict` clause). Given a
 * WriteSet, the insert is queued there and sent with the batch's other writes.
 */
export async function insertRows(
  trx: Knex.Transaction | WriteSet,
  table: string,
  columns: ColumnValues[],
  tail = '',
): Promise<void> {
  if (columns.length === 0 || columns[0].values.length === 0) return;
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const arrays = columns.map((column) => `?::${column.type}[]`).join(', ');
  const sql = `insert into "${table}" (${names}) select * from unnest(${arrays}) ${tail}`;
  const bindings = columns.map((column) => column.values as unknown as Knex.Value);
  if (trx instanceof WriteSet) trx.add(sql, bindings);
  else await prepared(trx, sql, bindings);
}
