/**
 * What the checking commands (`npm run projections:verify`, `npm run audit:verify`) share: the
 * database (DATABASE_URL or the embedded one) opened and migrated, the check run on it, everything
 * closed, and the exit code the shell reads: 0 when the check holds, 1 when it does not or failed.
 */
import { resolveDatabase } from '@bo/platform';
import { DataLayer, openDataLayer } from '../infrastructure/database/open-data-layer';

export function runCheck(poolSize: number, check: (data: DataLayer) => Promise<boolean>): void {
  const run = async (): Promise<boolean> => {
    const database = await resolveDatabase();
    const data = await openDataLayer({
      databaseUrl: database.url,
      kurrentdbUrl: process.env.KURRENTDB_URL || null,
      poolSize,
    });
    try {
      return await check(data);
    } finally {
      await data.close();
      await database.embedded?.stop();
    }
  };
  run().then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
