/**
 * The report workers of one process (inside `npm start`, or alone with `npm run worker`): the
 * 'reports' queue (long reports: a row per request, progress, a file kept 7 days) and the
 * 'documents' queue (documents of one record, waited for by their request), sharing one warm
 * browser. A report is written to a temporary file in this worker's REPORTS_DIR, then streamed
 * whole into the shared file store under a key of its run, then marked completed (so any process
 * serves it); a worker killed mid-job leaves the row active and BullMQ's stalled-job handling runs
 * it again; a failure says why in Spanish.
 */
import { createReadStream, promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Pool } from 'pg';
import { businessDay } from '@bo/domain';
import { AppConfig } from '../config/app-config';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import type { FileStore } from '../infrastructure/storage/file-store';
import { DOCUMENTS_QUEUE, documentsHandler } from './document-jobs';
import { PDF, XLSX } from './document-renderer';
import { PdfBrowser } from './pdf/pdf-browser';
import { REPORT_KEYS, ReportFiles } from './report-files.store';
import { failureMessage, logged } from './report-failure';
import type { ReportFormat } from './report-writer';
import { REPORT_WRITERS } from './report-writers';

export const REPORTS_QUEUE = 'reports';
export const REPORT_JOB = 'report';

const EXTENSIONS: Record<ReportFormat, string> = { excel: 'xlsx', pdf: 'pdf' };
export const REPORT_TYPES: Record<ReportFormat, string> = { excel: XLSX, pdf: PDF };

/** Where run `run` of report `id` keeps its file in the file store: each run its own key. */
export const reportKey = (id: string, run: number, format: ReportFormat): string =>
  `${REPORT_KEYS}${id}-${run}.${EXTENSIONS[format]}`;

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
export function registerReportWorkers(jobs: JobQueues, pool: Pool, config: AppConfig, store: FileStore): ReportWorkers {
  const logger = new Logger('Reportes');
  const pdf = new PdfBrowser();
  const files = new ReportFiles(pool, store);
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
    const temporary = path.join(config.reportsDir, `${id}.${EXTENSIONS[format]}.${process.pid}.${Date.now()}.part`);
    const key = reportKey(id, run, format);
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
      // Whole: stored in one transaction, then marked ready; a worker killed before this line
      // leaves only a .part file and the row active, never a half-written file shown as done.
      await store.put(key, createReadStream(temporary, { highWaterMark: 256 * 1024 }), REPORT_TYPES[format]);
      await fs.rm(temporary, { force: true });
      const name = writer.fileName?.(row.params) ?? reportFileName(writer.fileStem, row.created_at, format);
      // A run that lost its job meanwhile (another run took it) leaves no file behind.
      if (!(await files.completed(id, run, name, key))) await store.delete([key]);
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
