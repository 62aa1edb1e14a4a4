/**
 * npm run projections:verify
 * Rebuilds every read model into a scratch schema and compares it with the live one.
 * Prints OK, or each differing row; exit code 1 on any difference.
 */
import { resolveDatabase } from '@bo/platform';
import { openDataLayer } from '../infrastructure/database/open-data-layer';
import { verifyProjections } from '@bo/projections';

async function main(): Promise<boolean> {
  const database = await resolveDatabase();
  const { knex, store, close } = await openDataLayer({
    databaseUrl: database.url,
    kurrentdbUrl: process.env.KURRENTDB_URL || null,
    poolSize: 8,
  });
  try {
    const result = await verifyProjections(knex, store);
    if (result.ok) {
      console.log('OK: las proyecciones coinciden con una reconstrucción desde los eventos');
    } else {
      console.log(`Diferencias (${result.differences.length}):`);
      for (const line of result.differences) console.log(`  ${line}`);
    }
    return result.ok;
  } finally {
    await close();
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
