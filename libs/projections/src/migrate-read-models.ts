import { Knex } from 'knex';
import { EventStore } from '@bo/event-store';
import { ALL_PROJECTIONS } from './all-projections';
import { createCheckpointTable, readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { resetProjection } from './reset-projection';
import { rebuildInShadow } from './shadow-rebuild';
import { LIVE_SCHEMA, LOCK_NAMESPACE_SQL, schemaIdentifier } from './sql';

export interface MigrateOptions {
  /**
   * Given (the API, the CLIs): a projection whose stored version differs is rebuilt in a shadow
   * schema and swapped in, the old tables serving meanwhile. Absent (a scratch schema nobody
   * reads): it is rebuilt in place.
   */
  store?: EventStore;
  batchSize?: number;
  log?: (message: string) => void;
}

/**
 * Creates the schema, its checkpoint table and the tables of every projection. A projection whose
 * stored version differs from its code's version gets new tables and replays from the start.
 * Two processes may run it at once: the second waits for the first (transaction advisory lock; a
 * shadow rebuild, after it, under the shadow's session lock, and skipped once done elsewhere).
 * Returns the names of the projections (re)created.
 */
export async function migrateReadModels(
  knex: Knex,
  schema: string = LIVE_SCHEMA,
  projections: Projection[] = ALL_PROJECTIONS,
  options: MigrateOptions = {},
): Promise<string[]> {
  const created: string[] = [];
  const upgrades: { projection: Projection; from: number }[] = [];
  await knex.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(${LOCK_NAMESPACE_SQL}, hashtext(?))`, [`migrate:${schema}`]);
    await trx.raw(`create schema if not exists ${schemaIdentifier(schema)}`);
    await createCheckpointTable(trx, schema);
    for (const projection of projections) {
      const stored = await readCheckpoint(trx, schema, projection.name);
      if (stored && stored.version === projection.version) continue;
      if (stored && options.store) {
        upgrades.push({ projection, from: stored.version });
        continue;
      }
      await resetProjection(trx, schema, projection);
      created.push(projection.name);
    }
  });
  for (const { projection, from } of upgrades) {
    const stillNeeded = async () =>
      (await readCheckpoint(knex, schema, projection.name))?.version !== projection.version;
    options.log?.(upgradeMessage(schema, projection, from));
    const done = await rebuildInShadow(knex, options.store!, projection, {
      liveSchema: schema,
      batchSize: options.batchSize,
      stillNeeded,
    });
    if (done) created.push(projection.name);
  }
  return created;
}

function upgradeMessage(schema: string, projection: Projection, from: number): string {
  return (
    `${schema}.${projection.name}: de la versión ${from} a la ${projection.version}, se reconstruye aparte; ` +
    `las tablas actuales siguen sirviendo hasta el cambio (rebuilt beside the live tables, swapped in when caught up)`
  );
}
