/**
 * npm run projections:rebuild [-- <name>]
 * Rebuilds the read models (all of them, or the one named) from every event into a shadow schema and
 * swaps each in when it has caught up. Safe while the API runs: its runners keep the live tables
 * served and fed until the swap, so no screen goes empty.
 */
import { resolveDatabase } from '@bo/platform';
import { openDataLayer } from '../infrastructure/database/open-data-layer';
import { rebuildProjections, RebuildResult } from '@bo/projections';

function describe(result: RebuildResult): string {
  const at = `${result.position.commit}/${result.position.position}`;
  return result.replayedBy === 'shadow'
    ? `${result.name}: reconstruida aparte y puesta en su lugar, ${result.events} eventos aplicados (checkpoint ${at})`
    : `${result.name}: construida, ${result.events} eventos aplicados (checkpoint ${at})`;
}

async function main(): Promise<void> {
  const name = process.argv[2];
  const database = await resolveDatabase();
  const { knex, store, close } = await openDataLayer({
    databaseUrl: database.url,
    kurrentdbUrl: process.env.KURRENTDB_URL || null,
    poolSize: 8,
  });
  try {
    console.log(name ? `Reconstruyendo ${name}…` : 'Reconstruyendo todas las proyecciones…');
    const started = Date.now();
    for (const result of await rebuildProjections(knex, store, name ? [name] : undefined))
      console.log(describe(result));
    console.log(`Listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await close();
    await database.embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
