import { Knex } from 'knex';
import { schemaIdentifier } from './sql';

const SHOWN_ROWS = 20;

/**
 * Rows of `table` in one schema but not the other (`except all` both ways, on every column),
 * as readable lines: "taxes: solo en rm: {...}".
 */
export async function compareTable(
  db: Knex | Knex.Transaction,
  table: string,
  live: string,
  rebuilt: string,
): Promise<string[]> {
  const liveTable = `${schemaIdentifier(live)}.${quote(table)}`;
  const rebuiltTable = `${schemaIdentifier(rebuilt)}.${quote(table)}`;
  const differences: string[] = [];
  for (const [only, left, right] of [
    [`solo en ${live}`, liveTable, rebuiltTable],
    [`solo en la reconstrucción`, rebuiltTable, liveTable],
  ]) {
    const result = await db.raw(
      `select row_to_json(d)::text as row, count(*) over () as total
       from (select * from ${left} except all select * from ${right}) d
       order by 1 limit ${SHOWN_ROWS}`,
    );
    const rows = result.rows as { row: string; total: string }[];
    for (const row of rows) differences.push(`${table}: ${only}: ${row.row}`);
    const total = rows.length ? Number(rows[0].total) : 0;
    if (total > rows.length) differences.push(`${table}: ${only}: … y ${total - rows.length} filas más`);
  }
  return differences;
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
