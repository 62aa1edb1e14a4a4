/**
 * What the job queues hold and who works them: per queue, the workers connected (BullMQ's
 * getWorkers, on Redis its CLIENT LIST, on PostgreSQL the named sessions of pg_stat_activity) and
 * the jobs waiting, active and failed. Read by the readiness probe, /api/health/jobs and the metrics.
 */
import { JobQueues, SYSTEM_QUEUE } from '../infrastructure/jobs/job-queues';
import { DOCUMENTS_QUEUE } from '../reports/document-jobs';
import { REPORTS_QUEUE } from '../reports/report.job';

/** Every queue the application uses. */
export const WATCHED_QUEUES = [SYSTEM_QUEUE, REPORTS_QUEUE, DOCUMENTS_QUEUE] as const;
/** The queues only report workers (in `npm start` or `npm run worker`) work. */
export const REPORT_QUEUES = [REPORTS_QUEUE, DOCUMENTS_QUEUE] as const;

export interface QueueStatus {
  queue: string;
  workers: number;
  waiting: number;
  active: number;
  failed: number;
}

export async function workersOf(jobs: JobQueues, queue: string): Promise<number> {
  return jobs.queue(queue).getWorkersCount();
}

export async function queueStatus(jobs: JobQueues, queue: string): Promise<QueueStatus> {
  const [workers, counts] = await Promise.all([
    workersOf(jobs, queue),
    jobs.queue(queue).getJobCounts('waiting', 'prioritized', 'active', 'failed'),
  ]);
  return {
    queue,
    workers,
    waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    active: counts.active ?? 0,
    failed: counts.failed ?? 0,
  };
}
