import { Knex } from 'knex';
import { insertRows } from '../bulk-insert';

type Cell = string | number | boolean | null;

/** Where a document kind keeps its header and lines, and how a line becomes a row. */
export interface DocumentTables<Line> {
  /** The header table, one row per document (`inventories`, `shoppings`). */
  header: string;
  /** The lines table, keyed by (document column, line id). */
  lines: string;
  /** The lines' column naming their document (`inventory_id`, `shopping_id`). */
  documentColumn: string;
  /** Every other column of a line: its name, its PostgreSQL type and its value. */
  lineColumns: { name: string; type: string; value: (line: Line) => Cell }[];
}

/**
 * The document kit's read side: a document's header and all its lines written in two statements,
 * whatever the number of lines, and idempotent (a replayed batch after a crash writes nothing twice).
 */
export async function insertDocument<Line>(
  trx: Knex.Transaction,
  tables: DocumentTables<Line>,
  header: Record<string, Cell> & { id: string | number },
  lines: readonly Line[],
): Promise<void> {
  await trx(tables.header).insert(header).onConflict('id').ignore();
  await insertRows(
    trx,
    tables.lines,
    [
      { name: tables.documentColumn, type: 'bigint', values: lines.map(() => header.id) },
      ...tables.lineColumns.map((column) => ({
        name: column.name,
        type: column.type,
        values: lines.map(column.value),
      })),
    ],
    'on conflict do nothing',
  );
}
