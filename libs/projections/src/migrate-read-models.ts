import { Knex } from 'knex';
import { ALL_PROJECTIONS } from './all-projections';
import { createCheckpointTable, readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { resetProjection } from './reset-projection';
import { LIVE_SCHEMA, LOCK_NAMESPACE_SQL, schemaIdentifier } from './sql';

/**
 * Creates the schema, its checkpoint table and the tables of every projection. A projection whose
 * stored version differs from its code's version gets new tables and replays from the start.
 * Two processes may run it at once: the second waits for the first (transaction advisory lock).
 * Returns the names of the projections (re)created.
 */
export async function migrateReadModels(
  knex: Knex,
  schema: string = LIVE_SCHEMA,
  projections: Projection[] = ALL_PROJECTIONS,
): Promise<string[]> {
  const created: string[] = [];
  await knex.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(${LOCK_NAMESPACE_SQL}, hashtext(?))`, [`migrate:${schema}`]);
    await trx.raw(`create schema if not exists ${schemaIdentifier(schema)}`);
    await createCheckpointTable(trx, schema);
    for (const projection of projections) {
      const stored = await readCheckpoint(trx, schema, projection.name);
      if (stored && stored.version === projection.version) continue;
      await resetProjection(trx, schema, projection);
      created.push(projection.name);
    }
  });
  return created;
}
