/**
 * The parts of readiness (GET /api/health/ready), each a terminus indicator that answers within
 * PROBE_TIMEOUT_MS: PostgreSQL and Redis (where REDIS_URL is set) are `down` when they do not
 * answer, which makes readiness 503; so are the projections when a newer release upgraded a read
 * model under this process. Their lag and the report workers are details, `degraded` at worst (no
 * report worker alive, a lag that could not be read), never a 503.
 */
import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from './terminus';
import type { Pool } from 'pg';
import { ALL_PROJECTIONS, ProjectionsHost } from '@bo/projections';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PG_POOL, PROJECTIONS } from '../infrastructure/database/tokens';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import { readProjectionLags } from './projection-lag';
import { REPORT_QUEUES, workersOf } from './queue-status';
import { withDeadline } from './with-deadline';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

@Injectable()
export class ReadinessIndicators {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROJECTIONS) private readonly host: ProjectionsHost,
  ) {}

  async database(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('database');
    const started = Date.now();
    try {
      await withDeadline(this.pool.query('select 1'), 'PostgreSQL no respondió a tiempo');
      return check.up({ response_time_ms: Date.now() - started });
    } catch (error) {
      return check.down({ message: `PostgreSQL no responde: ${reason(error)}` });
    }
  }

  /** Only where REDIS_URL is set (the queues live in PostgreSQL otherwise). */
  async redis(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('redis');
    const started = Date.now();
    try {
      await withDeadline(this.jobs.pingRedis(), 'Redis no respondió a tiempo');
      return check.up({ response_time_ms: Date.now() - started });
    } catch (error) {
      return check.down({ message: `Redis no responde: ${reason(error)}` });
    }
  }

  /** Down (503) once a newer release took a read model over under this process: it must not serve it. */
  async projections(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('projections');
    const outdated = this.host.outdatedProjections();
    if (outdated.length > 0) {
      return check.down({
        outdated,
        message: `Modelos de lectura de una versión más nueva que este programa: ${outdated.join(', ')}; inicie la versión nueva`,
      });
    }
    try {
      const names = ALL_PROJECTIONS.map((projection) => projection.name);
      const lags = await withDeadline(
        readProjectionLags(this.pool, names, !this.config.kurrentdbUrl),
        'El retraso de las proyecciones no se pudo leer a tiempo',
      );
      return check.up({
        head: lags.head,
        lag: Object.fromEntries(lags.projections.map((row) => [row.name, row.lag])),
        checkpoint: Object.fromEntries(lags.projections.map((row) => [row.name, row.checkpoint])),
      });
    } catch (error) {
      return check.degraded({ message: `No se pudo leer el retraso de las proyecciones: ${reason(error)}` });
    }
  }

  async workers(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('workers');
    try {
      const counts = await withDeadline(
        Promise.all(REPORT_QUEUES.map(async (queue) => [queue, await workersOf(this.jobs, queue)] as const)),
        'Los procesadores de trabajos no se pudieron contar a tiempo',
      );
      const alive = counts.every(([, count]) => count > 0);
      const details = { backend: this.jobs.backendName, alive, ...Object.fromEntries(counts) };
      return alive
        ? check.up(details)
        : check.degraded({ ...details, message: 'Ningún procesador de reportes está activo' });
    } catch (error) {
      return check.degraded({ message: `No se pudieron contar los procesadores de reportes: ${reason(error)}` });
    }
  }
}
