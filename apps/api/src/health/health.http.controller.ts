import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { Public, Roles } from '../auth/guards/access.decorators';
import { JobQueues, SYSTEM_QUEUE } from '../infrastructure/jobs/job-queues';
import { HEALTH_PROBE_JOB } from './health-probe.job';

@Controller('health')
export class HealthController {
  constructor(@Inject(JobQueues) private readonly jobs: JobQueues) {}

  @Get()
  @Public()
  health() {
    return { status: 'ok' };
  }

  /** Sends a probe job through the queue and waits for the worker's answer. */
  @Get('jobs')
  @Roles('system', 'health')
  async jobsHealth() {
    const echo = randomUUID();
    try {
      const result = await this.jobs.run<{ ok: boolean; echo: string }>(SYSTEM_QUEUE, HEALTH_PROBE_JOB, { echo });
      return { status: result?.echo === echo ? 'ok' : 'error', backend: this.jobs.backendName };
    } catch (error) {
      throw new ServiceUnavailableException(`La cola de trabajos no respondió: ${(error as Error).message}`);
    }
  }
}
