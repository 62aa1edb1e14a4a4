import { Knex } from 'knex';
import { Projection } from './projection';
import { schemaIdentifier } from './sql';

/**
 * Refreshes the planner's statistics of a projection's tables: after a long catch-up (a rebuild, a
 * first start on a large event store) they describe empty tables until autovacuum comes round, and
 * the screens' queries are planned as if they were.
 */
export async function analyzeTables(knex: Knex, schema: string, projection: Projection): Promise<void> {
  const tables = projection.tables.map((table) => `${schemaIdentifier(schema)}.${schemaIdentifier(table)}`);
  if (tables.length > 0) await knex.raw(`analyze ${tables.join(', ')}`);
}
