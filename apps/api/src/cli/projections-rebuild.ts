/**
 * npm run projections:rebuild [-- <name>]
 * Drops and recreates the read models (all of them, or the one named), resets their checkpoints and
 * replays every event. Safe while the API runs: its runner then replays them itself.
 */
import knexFactory from 'knex';
import { Pool } from 'pg';
import { EventStore, KurrentEventStore, migrateEventStore, PostgresEventStore } from '@bo/event-store';
import { resolveDatabase } from '@bo/platform';
import { migrateReadModels, rebuildProjections, RebuildResult } from '@bo/projections';

function describe(result: RebuildResult): string {
  const at = `${result.position.commit}/${result.position.position}`;
  return result.replayedBy === 'here'
    ? `${result.name}: reconstruida, ${result.events} eventos aplicados (checkpoint ${at})`
    : `${result.name}: reiniciada; el runner en marcha en otro proceso la reconstruyó (checkpoint ${at})`;
}

async function main(): Promise<void> {
  const name = process.argv[2];
  const database = await resolveDatabase();
  const pool = new Pool({ connectionString: database.url, max: 4 });
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const kurrentdbUrl = process.env.KURRENTDB_URL;
  const store: EventStore = kurrentdbUrl
    ? KurrentEventStore.fromConnectionString(kurrentdbUrl)
    : new PostgresEventStore(pool);
  try {
    if (!kurrentdbUrl) await migrateEventStore(pool);
    await migrateReadModels(knex);
    console.log(name ? `Reconstruyendo ${name}…` : 'Reconstruyendo todas las proyecciones…');
    const started = Date.now();
    for (const result of await rebuildProjections(knex, store, name ? [name] : undefined))
      console.log(describe(result));
    console.log(`Listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await store.close();
    await knex.destroy();
    await pool.end();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
