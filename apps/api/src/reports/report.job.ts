/**
 * The report workers of one process (inside `npm start`, or alone with `npm run worker`): the
 * 'reports' queue (long reports: a row per request, progress, a file kept 7 days) and the
 * 'documents' queue (documents of one record, waited for by their request), sharing one warm
 * browser. A report is written to a temporary file, then renamed to its final name and marked
 * completed; a worker killed mid-job leaves the row active and BullMQ's stalled-job handling runs
 * it again; a failure says why in Spanish.
 */
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Pool } from 'pg';
import { businessDay } from '@bo/domain';
import { AppConfig } from '../config/app-config';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import { DOCUMENTS_QUEUE, documentsHandler } from './document-jobs';
import { PdfBrowser } from './pdf/pdf-browser';
import { ReportFiles } from './report-files.store';
import { failureMessage, logged } from './report-failure';
import type { ReportFormat } from './report-writer';
import { REPORT_WRITERS } from './report-writers';

export const REPORTS_QUEUE = 'reports';
export const REPORT_JOB = 'report';

const EXTENSIONS: Record<ReportFormat, string> = { excel: 'xlsx', pdf: 'pdf' };

/** 'clientes-2026-11-25.xlsx': the day it was asked, in Caracas. */
export function reportFileName(stem: string, createdAt: Date, format: ReportFormat = 'excel'): string {
  return `${stem}-${businessDay(createdAt.toISOString())}.${EXTENSIONS[format]}`;
}

export interface ReportWorkers {
  /** Starts the browser now, so the first document after a start does not wait for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** This process as the report rows name it ('host:pid'), so a report says which worker took it. */
export const WORKER_NAME = `${os.hostname()}:${process.pid}`;

/** The files a run of report `id` left half-written (`<id>.<ext>.<pid>.<time>.part`). */
async function removePartsOf(config: AppConfig, id: string): Promise<void> {
  const names = await fs.readdir(config.reportsDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${id}.`) && name.endsWith('.part'))
      .map((name) => fs.rm(path.join(config.reportsDir, name), { force: true })),
  );
}

/** Starts both workers; `close` stops the browser (the queues close with JobQueues). */
export function registerReportWorkers(jobs: JobQueues, pool: Pool, config: AppConfig): ReportWorkers {
  const logger = new Logger('Reportes');
  const pdf = new PdfBrowser();
  const files = new ReportFiles(pool);
  const handler = async (job: Job) => {
    const id = String(job.data?.id ?? '');
    const row = await files.find(id);
    if (!row || row.state === 'completed') return { skipped: true };
    const writer = REPORT_WRITERS[row.type];
    const format = row.format as ReportFormat;
    if (!writer || !writer.formats.includes(format)) {
      await files.failed(id, 'El tipo de reporte no es válido');
      return { failed: true };
    }
    // A report already active was taken by a worker that died: its half-written file goes.
    if (row.state === 'active') await removePartsOf(config, id);
    const run = await files.started(id, WORKER_NAME);
    if (run === null) return { skipped: true };
    logger.log(`Reporte ${id} (${row.type}), ejecución ${run}, en ${WORKER_NAME}`);
    const final = path.join(config.reportsDir, `${id}.${EXTENSIONS[format]}`);
    const temporary = `${final}.${process.pid}.${Date.now()}.part`;
    try {
      // Inside the try: a folder the server cannot make fails the report with its reason.
      await fs.mkdir(config.reportsDir, { recursive: true });
      await writer.write({
        pool,
        config,
        pdf,
        format,
        file: temporary,
        params: row.params,
        progress: (done) => files.progressed(id, run, done * 100),
      });
      // Whole: in its place in one step, then marked ready; a worker killed before this line
      // leaves only a .part file and the row active, never a half-written file shown as done.
      await fs.rename(temporary, final);
      const name = writer.fileName?.(row.params) ?? reportFileName(writer.fileStem, row.created_at, format);
      await files.completed(id, run, name, final);
      return { completed: true };
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      // The user reads the reason in Spanish; the error itself stays in this log.
      const message = failureMessage(error, config.reportsDir);
      logger.error(`Reporte ${id} (${row.type}), ejecución ${run}, falló: ${logged(error)}`);
      await files.failed(id, message, run);
      throw error;
    }
  };
  const worker = jobs.work(REPORTS_QUEUE, handler, {
    lockDuration: config.reportLockMs,
    stalledInterval: config.reportStalledCheckMs,
    // A job whose worker died runs once more; a second death fails it (the user asks again).
    maxStalledCount: 1,
  });
  // A job BullMQ gave up on (stalled more than allowed) never reached the handler's catch.
  worker.on('failed', (job) => {
    if (job?.data?.id) void files.abandoned(String(job.data.id)).catch(() => undefined);
  });
  jobs.work(DOCUMENTS_QUEUE, documentsHandler(pool, config, pdf), { concurrency: 2 });
  return { warm: () => pdf.warm(), close: () => pdf.close() };
}
