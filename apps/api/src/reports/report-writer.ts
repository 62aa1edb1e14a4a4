/** What a report type's writer gets: the database, the file to write, its params, a progress callback. */
import { Pool } from 'pg';

export interface ReportContext {
  pool: Pool;
  /** The temporary file to write (renamed to the final one once complete). */
  file: string;
  params: Record<string, unknown>;
  /** The share done, 0..1. */
  progress(done: number): Promise<void>;
}

export interface ReportWriter {
  /** The downloaded file's name without its date: 'clientes' -> 'clientes-2026-11-25.xlsx'. */
  fileStem: string;
  write(context: ReportContext): Promise<void>;
}

/** Calls `progress` every `every` rows of `total`. */
export function progressEvery(context: ReportContext, total: number, every = 500) {
  let done = 0;
  return async () => {
    done += 1;
    if (done % every === 0 && total > 0) await context.progress(done / total);
  };
}
