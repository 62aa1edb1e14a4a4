/**
 * npm run projections:verify
 * Rebuilds every read model into a scratch schema and compares it with the live one.
 * Prints OK, or each differing row; exit code 1 on any difference.
 */
import knexFactory from 'knex';
import { Pool } from 'pg';
import { EventStore, KurrentEventStore, migrateEventStore, PostgresEventStore } from '@bo/event-store';
import { resolveDatabase } from '@bo/platform';
import { migrateReadModels, verifyProjections } from '@bo/projections';

async function main(): Promise<boolean> {
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
    const result = await verifyProjections(knex, store);
    if (result.ok) {
      console.log('OK: las proyecciones coinciden con una reconstrucción desde los eventos');
    } else {
      console.log(`Diferencias (${result.differences.length}):`);
      for (const line of result.differences) console.log(`  ${line}`);
    }
    return result.ok;
  } finally {
    await store.close();
    await knex.destroy();
    await pool.end();
    await database.embedded?.stop();
  }
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
