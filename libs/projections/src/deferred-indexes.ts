import { Knex } from 'knex';
import { Projection } from './projection';
import { schemaIdentifier, useSchema } from './sql';

/** Creates a projection's deferred indexes (if it has any and they are missing), in their own transaction. */
export async function createDeferredIndexes(knex: Knex, schema: string, projection: Projection): Promise<void> {
  const create = projection.createDeferredIndexes;
  if (!create) return;
  await knex.transaction(async (trx) => {
    await useSchema(trx, schema);
    await create.call(projection, trx);
  });
}

/**
 * Refreshes the planner's statistics of a projection's tables: after a long catch-up (a rebuild, a
 * first start on a large event store) they describe empty tables until autovacuum comes round, and
 * the screens' queries are planned as if they were.
 */
export async function analyzeTables(knex: Knex, schema: string, projection: Projection): Promise<void> {
  for (const table of projection.tables)
    await knex.raw(`analyze ${schemaIdentifier(schema)}.${schemaIdentifier(table)}`);
}
