import { Knex } from 'knex';
import { Projection } from './projection';
import { useSchema } from './sql';

/** Creates a projection's deferred indexes (if it has any and they are missing), in their own transaction. */
export async function createDeferredIndexes(knex: Knex, schema: string, projection: Projection): Promise<void> {
  const create = projection.createDeferredIndexes;
  if (!create) return;
  await knex.transaction(async (trx) => {
    await useSchema(trx, schema);
    await create.call(projection, trx);
  });
}
