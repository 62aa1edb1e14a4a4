import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import type { Knex } from 'knex';
import type { Pool } from 'pg';
import type { EventStore } from '@bo/event-store';
import { ALL_PROJECTIONS, ProjectionsHost } from '@bo/projections';
import { Sealer } from './audit/chain/sealer';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { openDataLayer } from './infrastructure/database/open-data-layer';
import { compressAnswers } from './infrastructure/http/compress-answers';
import { ErrorFilter } from './infrastructure/http/error.filter';
import { FormValidationPipe } from './infrastructure/http/validation';
import { storableBody } from './infrastructure/http/storable-body';
import { securityHeaders } from './infrastructure/http/security-headers';
import { keepIdleConnections } from './infrastructure/http/idle-connections';
import { serveAdmin } from './infrastructure/http/serve-admin';
import { JobQueues } from './infrastructure/jobs/job-queues';
import { httpLogger } from './infrastructure/logging/http-logger';
import { quietStartup } from './infrastructure/logging/quiet-startup';
import { createRootLogger } from './infrastructure/logging/root-logger';
import { AppMetrics } from './infrastructure/metrics/app-metrics';
import { httpMetrics } from './infrastructure/metrics/http-metrics';
import { xsrfMiddleware } from './auth/xsrf/xsrf.middleware';
import { XsrfTokens } from './auth/xsrf/xsrf-tokens';
import { registerHealthProbe } from './health/health-probe.job';
import { registerReportWorkers, ReportWorkers } from './reports/report.job';
import { ReportFiles } from './reports/report-files.store';
import { openFileStore } from './infrastructure/storage/open-file-store';
import { migrateFolders } from './infrastructure/storage/migrate-folders';
import { runSeeds } from './seeds';
import { readModelsCaughtUpForSeeds } from './seeds-read-models';
import { seedAdmin } from './users/seed-admin/seed-admin';

export interface RunningApp {
  app: NestExpressApplication;
  url: string;
  knex: Knex;
  pool: Pool;
  store: EventStore;
  /** Starts the report workers' browser now (npm start does; tests' servers leave it for their first PDF). */
  warmWorkers(): Promise<void>;
  /** The administrator created on this start (null when users already existed). */
  seededAdmin: { email: string; password: string } | null;
  close(): Promise<void>;
}

/** Connects, migrates, starts the projections and the queues, seeds, and listens. */
export async function createApp(config: AppConfig): Promise<RunningApp> {
  const logger = createRootLogger();
  const data = await openDataLayer({
    databaseUrl: config.databaseUrl,
    kurrentdbUrl: config.kurrentdbUrl,
    poolSize: config.databasePoolSize,
    warn: (message) => logger.warn({ context: 'PostgreSQL' }, message),
  });
  const { pool, knex, store } = data;
  const files = openFileStore(config, pool);
  const xsrf = await XsrfTokens.load(pool);
  const projections = new ProjectionsHost({
    knex,
    store,
    projections: ALL_PROJECTIONS,
    schema: 'rm',
    runRunners: config.runProjections,
    log: (message, error) => logger.error({ context: 'Proyecciones', err: error }, message),
  });
  await projections.start();
  // The history's sealer follows $all like a projection, where the projections run (one holds its lock).
  const sealer = new Sealer(pool, store, {
    log: (message, error) => logger.error({ context: 'Sello', err: error }, message),
  });
  if (config.runProjections && config.runSealer) sealer.start();
  const jobs = new JobQueues(config);
  const metrics = new AppMetrics({ pool, jobs, eventsInPostgres: !config.kurrentdbUrl });
  let app: NestExpressApplication | undefined;
  let workers: ReportWorkers | undefined;
  /** Every step runs even when an earlier one fails. */
  const closeAll = async (): Promise<void> => {
    const steps = [
      () => app?.close(),
      () => jobs.close(),
      () => workers?.close(),
      () => projections.stop(),
      () => sealer.stop(),
      () => data.close(),
    ];
    for (const step of steps)
      await Promise.resolve()
        .then(step)
        .catch((error) => console.error(error));
  };
  try {
    registerHealthProbe(jobs);
    // RUN_WORKERS=false leaves the reports to `npm run worker` processes.
    // Files an older version kept in this machine's folders: into the file store first.
    await migrateFolders(config, pool, files);
    if (config.runWorkers) workers = registerReportWorkers(jobs, pool, config, files);
    // Reports older than 7 days go at each start (and before each new one is asked).
    await new ReportFiles(pool, files).removeExpired();
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.register({ config, pool, knex, store, projections, jobs, files, metrics, logger, xsrf, sealer }),
      // The body parsers are registered below, so that storableBody runs right after them.
      { bufferLogs: true, bodyParser: false },
    );
    app.useLogger(quietStartup(app.get(NestPinoLogger)));
    // First: every answer (an anti-forgery refusal, an admin file) is logged, counted and has its X-Request-Id.
    app.use(httpLogger(logger));
    app.use(httpMetrics(metrics));
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    app.use(securityHeaders());
    app.use(compressAnswers());
    app.setGlobalPrefix('api');
    app.use(cookieParser());
    app.use(xsrfMiddleware(xsrf));
    app.useBodyParser('json');
    app.useBodyParser('urlencoded', { extended: true });
    app.use(storableBody);
    app.useGlobalFilters(new ErrorFilter());
    app.useGlobalPipes(new FormValidationPipe());
    app.enableCors({ origin: false, exposedHeaders: ['Content-Range'] });
    if (config.adminDistDir) serveAdmin(app, config.adminDistDir);
    await app.init();

    await runSeeds(app, knex);
    // Last, and waiting for the read models as any command: on a new installation the administrator
    // can sign in at once, and the seeds' records (appended before) show too. rm.users has caught up
    // with the stored events in runSeeds, so on a large store whose users exist this is skipped.
    const seededAdmin = await seedAdmin(config, knex, app.get(CommandBus));
    await readModelsCaughtUpForSeeds(
      app,
      ALL_PROJECTIONS.map((projection) => projection.name),
      'listen',
    );
    keepIdleConnections(app.getHttpServer());
    await app.listen(config.port, '0.0.0.0');
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      url: `http://localhost:${port}`,
      knex,
      pool,
      store,
      seededAdmin,
      warmWorkers: async () => workers?.warm(),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
