/** What a report type's writer gets: the database, the file to write, its params, a progress callback. */
import { Pool } from 'pg';
import type { z } from 'zod';
import type { AppConfig } from '../config/app-config';
import type { PdfBrowser } from './pdf/pdf-browser';

export type ReportFormat = 'excel' | 'pdf';

export interface ReportContext {
  pool: Pool;
  config: AppConfig;
  /** The temporary file to write (renamed to the final one once complete). */
  file: string;
  format: ReportFormat;
  params: Record<string, unknown>;
  /** The worker's warm browser, for the PDF format. */
  pdf: PdfBrowser;
  /** The share done, 0..1. */
  progress(done: number): Promise<void>;
}

export interface ReportWriter {
  /** The downloaded file's name without its date: 'clientes' -> 'clientes-2026-11-25.xlsx'. */
  fileStem: string;
  /** The formats it writes (POST /api/reports refuses the others). */
  formats: readonly ReportFormat[];
  /** Its params: defaults, and refusals named by field in Spanish (a 400 before any job). */
  params: z.ZodType<Record<string, unknown>>;
  write(context: ReportContext): Promise<void>;
  /** The params' refusals that need the read models (an unknown deposit), by field; null: none. */
  refusals?(pool: Pool, params: Record<string, unknown>): Promise<Record<string, string[]> | null>;
  /** A file name of its own for these params ('orders-4821.xlsx'); null: `fileStem` and the day. */
  fileName?(params: Record<string, unknown>): string | null;
}

/** Calls `progress` every `every` rows of `total`. */
export function progressEvery(context: ReportContext, total: number, every = 500) {
  let done = 0;
  return async () => {
    done += 1;
    if (done % every === 0 && total > 0) await context.progress(done / total);
  };
}
