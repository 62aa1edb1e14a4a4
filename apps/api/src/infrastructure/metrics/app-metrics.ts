/**
 * The Prometheus metrics of one server (a registry of its own: tests run several servers in one
 * process): HTTP requests by route pattern and status with their latency, events appended, the
 * projections' checkpoint and lag, the jobs and workers of each queue, and prom-client's default
 * process metrics. The gauges read the database and the queues when scraped, within a short
 * deadline: a part that does not answer leaves its series out of that scrape, never fails it.
 */
import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ALL_PROJECTIONS } from '@bo/projections';
import { readProjectionLags } from '../../health/projection-lag';
import { QueueStatus, queueStatus, WATCHED_QUEUES } from '../../health/queue-status';
import { withDeadline } from '../../health/with-deadline';
import { repeatedWarnings } from '../jobs/repeated-warnings';
import type { JobQueues } from '../jobs/job-queues';
import { sharedRead } from './shared-read';

export interface MetricsSources {
  pool: Pool;
  jobs: JobQueues;
  /** False with the KurrentDB event store: the lag is not counted in PostgreSQL. */
  eventsInPostgres: boolean;
}

export class AppMetrics {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private readonly warn = repeatedWarnings((message) => this.logger.warn(message), 60_000);

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly eventsAppended = new Counter({
    name: 'bo_events_appended_total',
    help: 'Events appended to the event store by this process',
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    const names = ALL_PROJECTIONS.map((projection) => projection.name);
    const lags = sharedRead(() =>
      this.quietly(
        withDeadline(
          readProjectionLags(sources.pool, names, sources.eventsInPostgres),
          'las proyecciones no respondieron a tiempo',
        ),
        'No se pudo leer el retraso de las proyecciones',
      ),
    );
    const queues = sharedRead(() =>
      Promise.all(
        WATCHED_QUEUES.map((queue) =>
          this.quietly(
            withDeadline(queueStatus(sources.jobs, queue), 'no respondió a tiempo'),
            `No se pudo leer la cola ${queue}`,
          ),
        ),
      ),
    );
    this.gauge('bo_event_store_head_position', 'Global position of the last event committed', [], lags, (read, set) => {
      if (read.head !== null) set({}, read.head);
    });
    this.gauge(
      'bo_projection_checkpoint_position',
      'Global position of the last event each projection applied (its checkpoint)',
      ['projection'],
      lags,
      (read, set) => read.projections.forEach((row) => set({ projection: row.name }, row.checkpoint)),
    );
    this.gauge(
      'bo_projection_lag_events',
      "Events committed after each projection's checkpoint (counted up to 1,000,000)",
      ['projection'],
      lags,
      (read, set) =>
        read.projections.forEach((row) => {
          if (row.lag !== null) set({ projection: row.name }, row.lag);
        }),
    );
    this.gauge(
      'bo_jobs',
      'Jobs of each queue by state (waiting, active, failed)',
      ['queue', 'state'],
      queues,
      (read, set) =>
        read.forEach((status: QueueStatus | null) => {
          if (!status) return;
          for (const state of ['waiting', 'active', 'failed'] as const)
            set({ queue: status.queue, state }, status[state]);
        }),
    );
    this.gauge('bo_job_workers', 'Workers connected to each queue', ['queue'], queues, (read, set) =>
      read.forEach((status: QueueStatus | null) => status && set({ queue: status.queue }, status.workers)),
    );
  }

  /** A gauge set afresh at each scrape from `read` (left empty when the read failed). */
  private gauge<T>(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<T | null>,
    fill: (value: T, set: (labels: Record<string, string>, value: number) => void) => void,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const value = await read();
        if (value !== null) fill(value, (labels, number) => this.set(labels, number));
      },
    });
  }

  /** The value, or null with a warning (once a minute at most) when it could not be read. */
  private quietly<T>(work: Promise<T>, what: string): Promise<T | null> {
    return work.catch((error: unknown) => {
      this.warn(`${what}: ${(error as Error).message}`);
      return null;
    });
  }

  /** The text Prometheus scrapes, and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
