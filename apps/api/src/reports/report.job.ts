/**
 * The 'reports' queue's worker (concurrency 1, inside the app): writes the asked report to a
 * temporary file, then renames it to its final name and marks the row completed. A worker killed
 * mid-job leaves the row active and BullMQ's stalled-job handling runs it again; a failure says
 * why in Spanish.
 */
import { promises as fs } from 'fs';
import path from 'path';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import { clientsReport } from './clients.report';
import { ordersReport } from './orders.report';
import { ReportFiles } from './report-files.store';
import type { ReportWriter } from './report-writer';
import type { ReportType } from './report.request';

export const REPORTS_QUEUE = 'reports';
export const REPORT_JOB = 'report';

export const REPORT_WRITERS: Record<ReportType, ReportWriter> = { orders: ordersReport, clients: clientsReport };

/** 'clientes-2026-11-25.xlsx': the day it was asked, in Caracas. */
export function reportFileName(stem: string, createdAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(createdAt);
  return `${stem}-${day}.xlsx`;
}

export function registerReportWorker(jobs: JobQueues, pool: Pool, config: AppConfig): void {
  const files = new ReportFiles(pool);
  const worker = jobs.work(REPORTS_QUEUE, async (job) => {
    const id = String(job.data?.id ?? '');
    const row = await files.find(id);
    if (!row || row.state === 'completed') return { skipped: true };
    const writer = REPORT_WRITERS[row.type as ReportType];
    if (!writer) {
      await files.failed(id, 'El tipo de reporte no es válido');
      return { failed: true };
    }
    await files.started(id);
    await fs.mkdir(config.reportsDir, { recursive: true });
    const final = path.join(config.reportsDir, `${id}.xlsx`);
    const temporary = `${final}.${process.pid}.${Date.now()}.part`;
    try {
      await writer.write({
        pool,
        file: temporary,
        params: row.params,
        progress: (done) => files.progressed(id, done * 100),
      });
      await fs.rename(temporary, final);
      await files.completed(id, reportFileName(writer.fileStem, row.created_at), final);
      return { completed: true };
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      await files.failed(id, `No se pudo generar el reporte: ${reason}`);
      throw error;
    }
  });
  // A job BullMQ gave up on (stalled more than allowed) never reached the handler's catch.
  worker.on('failed', (job) => {
    if (job?.data?.id) void files.abandoned(String(job.data.id)).catch(() => undefined);
  });
}
