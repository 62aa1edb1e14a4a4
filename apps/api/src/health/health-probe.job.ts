import { JobQueues, SYSTEM_QUEUE } from '../infrastructure/jobs/job-queues';

export const HEALTH_PROBE_JOB = 'health-probe';

/** The only job type for now: proves a worker picks jobs up and answers. */
export function registerHealthProbe(jobs: JobQueues): void {
  jobs.work(SYSTEM_QUEUE, async (job) => {
    if (job.name !== HEALTH_PROBE_JOB) throw new Error(`Trabajo desconocido: ${job.name}`);
    return { ok: true, echo: job.data?.echo ?? null, processed_at: new Date().toISOString() };
  });
}
