import { Knex } from 'knex';

/** One column of a multi-row insert: its name, its PostgreSQL type and one value per row. */
export interface ColumnValues {
  name: string;
  type: string;
  values: readonly (string | number | boolean | null)[];
}

/**
 * Inserts many rows in one statement and one round trip: one array parameter per column,
 * spread into rows by `unnest`. `tail` is appended as is (e.g. an `on conflict` clause).
 */
export async function insertRows(
  trx: Knex.Transaction,
  table: string,
  columns: ColumnValues[],
  tail = '',
): Promise<void> {
  if (columns.length === 0 || columns[0].values.length === 0) return;
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const arrays = columns.map((column) => `?::${column.type}[]`).join(', ');
  await trx.raw(
    `insert into "${table}" (${names}) select * from unnest(${arrays}) ${tail}`,
    columns.map((column) => column.values as unknown as Knex.Value),
  );
}
