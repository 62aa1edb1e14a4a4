/**
 * `npm run worker`: the report and document workers alone, without the API, so heavy reports can
 * run off the API's process (several may run: BullMQ gives each job to one). Same environment as
 * `npm start` (DATABASE_URL, REDIS_URL, REPORTS_DIR: its own scratch folder, the files go to the
 * shared file store); without DATABASE_URL it joins the embedded PostgreSQL that `npm start` runs.
 */
import 'reflect-metadata';
import { resolveDatabase } from '@bo/platform';
import { configFromEnvironment } from './config/app-config';
import { openDataLayer } from './infrastructure/database/open-data-layer';
import { JobQueues } from './infrastructure/jobs/job-queues';
import { migrateFolders } from './infrastructure/storage/migrate-folders';
import { openFileStore } from './infrastructure/storage/open-file-store';
import { registerReportWorkers } from './reports/report.job';

async function main(): Promise<void> {
  const database = await resolveDatabase();
  const config = configFromEnvironment(database.url, null);
  const data = await openDataLayer({ databaseUrl: config.databaseUrl, kurrentdbUrl: null, poolSize: 4 });
  const jobs = new JobQueues(config);
  const files = openFileStore(config, data.pool);
  await migrateFolders(config, data.pool, files);
  const workers = registerReportWorkers(jobs, data.pool, config, files);
  // The browser started now, so the first document asked does not wait for it.
  workers.warm().catch((error: unknown) => console.error(`No se pudo iniciar Chromium: ${String(error)}`));
  console.log(
    `Procesador de reportes listo (${jobs.backendName === 'redis' ? 'Redis' : 'PostgreSQL'}), pid ${process.pid}`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await jobs.close().catch((error) => console.error(error));
    await workers.close().catch((error) => console.error(error));
    await data.close().catch((error) => console.error(error));
    await database.embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
