import { Logger } from '@nestjs/common';
import { createPostgresBackend, Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { repeatedWarnings } from './repeated-warnings';

export const SYSTEM_QUEUE = 'system';
/** A worker's errors (its poll failing again and again) are logged once per this many ms. */
const WORKER_ERRORS_LOGGED_EVERY_MS = 10_000;
export type JobHandler = (job: Job) => Promise<unknown>;

/**
 * How a queue's worker runs its jobs. A worker holds a lock on its job for `lockDuration` ms,
 * renewed every half of it while it lives; once a killed worker's lock expires, another worker's
 * stalled check (every `stalledInterval` ms, in two passes) puts the job back to wait, at most
 * `maxStalledCount` times before it fails. BullMQ's defaults: 30 s, 30 s and 1 retry.
 */
export interface WorkOptions {
  concurrency?: number;
  lockDuration?: number;
  stalledInterval?: number;
  maxStalledCount?: number;
}

/**
 * BullMQ queues and workers: on Redis where REDIS_URL is set, otherwise on BullMQ's PostgreSQL
 * backend in the application's database (schema `jobs`, migrated on first use).
 */
export class JobQueues {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly redis: IORedis | null;

  constructor(private readonly config: AppConfig) {
    this.redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: null }) : null;
  }

  get backendName(): 'redis' | 'postgresql' {
    return this.redis ? 'redis' : 'postgresql';
  }

  /**
   * Whether Redis answers now (null without Redis). Refused at once while its connection is not
   * ready: a command sent then would wait in ioredis's offline queue until it reconnects.
   */
  async pingRedis(): Promise<null | 'PONG'> {
    if (!this.redis) return null;
    if (this.redis.status !== 'ready') throw new Error(`Redis no está conectado (${this.redis.status})`);
    return (await this.redis.ping()) as 'PONG';
  }

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.redis
        ? new Queue(name, { connection: this.redis, prefix: this.config.jobsPrefix })
        : (new Queue(
            name,
            { connection: this.postgresConnection(), prefix: this.config.jobsPrefix },
            createPostgresBackend,
          ) as unknown as Queue);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Starts a worker on the queue; returned so its owner may listen to its events. */
  work(name: string, handler: JobHandler, settings: WorkOptions = {}): Worker {
    const options = { concurrency: 1, maxStalledCount: 1, ...settings, prefix: this.config.jobsPrefix };
    const worker = this.redis
      ? new Worker(name, handler, { ...options, connection: this.redis })
      : (new Worker(
          name,
          handler,
          { ...options, connection: this.postgresConnection() },
          createPostgresBackend,
        ) as unknown as Worker);
    worker.on('failed', (job, error) => this.logger.warn(`Trabajo ${job?.name ?? '?'} falló: ${error.message}`));
    const warn = repeatedWarnings((message) => this.logger.warn(message), WORKER_ERRORS_LOGGED_EVERY_MS);
    worker.on('error', (error) => warn(`Error del procesador de trabajos: ${error.message}`));
    this.workers.push(worker);
    return worker;
  }

  /**
   * Adds a job and waits (polling its state) until it completes; throws on failure or time-out.
   * A completed job is removed once its result is read (its caller holds it now); a job that fails
   * or times out stays among the last 100 for whoever looks into it.
   */
  async run<T>(queueName: string, jobName: string, data: unknown, timeoutMs = 10000): Promise<T> {
    const job = await this.queue(queueName).add(jobName, data, { removeOnComplete: 100, removeOnFail: 100 });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const state = await this.queue(queueName).getJobState(job.id as string);
      if (state === 'completed' || state === 'failed') {
        // Read the job after its state: a job read earlier may predate its result.
        const finished = await this.queue(queueName).getJob(job.id as string);
        if (state === 'completed') {
          await finished?.remove().catch(() => undefined);
          return finished?.returnvalue as T;
        }
        throw new Error(finished?.failedReason ?? 'El trabajo falló');
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('El trabajo no terminó a tiempo');
  }

  private postgresConnection() {
    return { connectionString: this.config.databaseUrl, schema: 'jobs', migrate: true, max: 4 };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.redis?.quit().catch(() => undefined);
  }
}
