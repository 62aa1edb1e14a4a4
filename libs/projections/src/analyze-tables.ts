import { Knex } from 'knex';
import { Projection } from './projection';
import { schemaIdentifier } from './sql';

/**
 * Vacuums a projection's tables and refreshes their statistics after a long catch-up (a rebuild, a
 * first start on a large event store): until autovacuum comes round, the statistics describe empty
 * tables (the screens' queries are planned as if they were), and no page is marked all-visible, so
 * an index-only scan (the orders search's walk by date) still reads the table for every row.
 */
export async function analyzeTables(knex: Knex, schema: string, projection: Projection): Promise<void> {
  const tables = projection.tables.map((table) => `${schemaIdentifier(schema)}.${schemaIdentifier(table)}`);
  if (tables.length > 0) await knex.raw(`vacuum (analyze, skip_locked) ${tables.join(', ')}`);
}
