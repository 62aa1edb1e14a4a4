/**
 * The operator's probes. Liveness and readiness are public (a load balancer and Prometheus call
 * them; they tell nothing about the business): liveness is 200 while the process serves;
 * readiness 200 only while PostgreSQL and Redis (where configured) answer, 503 otherwise with the
 * part that failed, with the projections' lag and the report workers as details. /health/jobs
 * (admin) sends a probe job through the queue and also says whether any report worker is alive.
 * None ever answers a 500, nor waits on a part that is down more than a couple of seconds.
 */
import { Controller, Get, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorFunction } from './terminus';
import type { Response } from 'express';
import { randomUUID } from 'crypto';
import { Public, Roles } from '../auth/guards/access.decorators';
import { JobQueues, SYSTEM_QUEUE } from '../infrastructure/jobs/job-queues';
import { repeatedWarnings } from '../infrastructure/jobs/repeated-warnings';
import { HEALTH_PROBE_JOB } from './health-probe.job';
import { REPORT_QUEUES, workersOf } from './queue-status';
import { ReadinessIndicators } from './readiness.indicators';
import { withDeadline } from './with-deadline';

/** A readiness that keeps failing is logged once per this many ms. */
const FAILURES_LOGGED_EVERY_MS = 30_000;
/** The job probe's whole round trip: adding the job, the worker's answer (JobQueues.run waits 10 s). */
const JOB_PROBE_TIMEOUT_MS = 12_000;

@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private readonly warn = repeatedWarnings((message) => this.logger.warn(message), FAILURES_LOGGED_EVERY_MS);

  constructor(
    @Inject(JobQueues) private readonly jobs: JobQueues,
    private readonly health: HealthCheckService,
    private readonly parts: ReadinessIndicators,
  ) {}

  @Get()
  @Public()
  liveness() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  async ready(@Res() response: Response): Promise<void> {
    const checks: HealthIndicatorFunction[] = [
      () => this.parts.database(),
      ...(this.jobs.backendName === 'redis' ? [() => this.parts.redis()] : []),
      () => this.parts.projections(),
      () => this.parts.workers(),
    ];
    try {
      response.status(200).json(await this.health.check(checks));
    } catch (error) {
      const body =
        error instanceof ServiceUnavailableException
          ? error.getResponse()
          : { status: 'error', message: `No se pudo comprobar el estado: ${(error as Error).message}` };
      const failed = typeof body === 'object' && 'error' in body ? Object.keys(body.error ?? {}) : [];
      this.warn(`No está listo: ${failed.join(', ') || 'error'}`);
      response.status(503).json(body);
    }
  }

  /** Sends a probe job through the queue, waits for the worker's answer, and counts the report workers. */
  @Get('jobs')
  @Roles('system', 'health')
  async jobsHealth() {
    const echo = randomUUID();
    let result: { ok: boolean; echo: string } | undefined;
    try {
      // The probe waits 10 s for its answer; the deadline also covers adding it (a Redis reconnecting holds that).
      result = await withDeadline(
        this.jobs.run<{ ok: boolean; echo: string }>(SYSTEM_QUEUE, HEALTH_PROBE_JOB, { echo }),
        'no respondió a tiempo',
        JOB_PROBE_TIMEOUT_MS,
      );
    } catch (error) {
      throw new ServiceUnavailableException(`La cola de trabajos no respondió: ${(error as Error).message}`);
    }
    let workers: (readonly [string, number])[];
    try {
      workers = await withDeadline(
        Promise.all(REPORT_QUEUES.map(async (queue) => [queue, await workersOf(this.jobs, queue)] as const)),
        'no respondió a tiempo',
      );
    } catch (error) {
      throw new ServiceUnavailableException(
        `No se pudieron contar los procesadores de reportes: ${(error as Error).message}`,
      );
    }
    const idle = workers.filter(([, count]) => count === 0).map(([queue]) => queue);
    if (idle.length > 0)
      throw new ServiceUnavailableException(`Ningún procesador de reportes está activo (cola ${idle.join(', ')})`);
    return { status: result?.echo === echo ? 'ok' : 'error', backend: this.jobs.backendName };
  }
}
