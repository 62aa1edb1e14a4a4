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
  const bindings = columns.map((column) => arrayLiteral(column.values));
  if (trx instanceof WriteSet) trx.add(sql, bindings);
  else await prepared(trx, sql, bindings);
}

/** An element that needs escaping in an array literal: a quote or a backslash. */
const ESCAPED = /["\\]/;

/**
 * The PostgreSQL array literal of `values`, as pg would send the array (every element quoted,
 * quotes and backslashes escaped, null as NULL), built in one pass: pg escapes every element with
 * two regular expressions, and knex walks a bound array looking for undefined. A replay binds
 * millions of elements (in a profile of one, a sixth of the server's work was those two).
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ',';
    const value = values[i];
    if (value === null || value === undefined) {
      literal += 'NULL';
      continue;
    }
    const text = String(value);
    literal += ESCAPED.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
  }
  return literal + '}';
}
