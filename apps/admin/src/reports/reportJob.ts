/**
 * What the admin knows of a report job (POST /api/reports, GET /api/reports/{id}): its types,
 * formats and states as the server's contract names them, and where its file is downloaded.
 */
import { API_URL } from '../data/httpClient';

export type ReportType =
  | 'orders'
  | 'orders-daily'
  | 'orders-financial'
  | 'clients'
  | 'providers'
  | 'products'
  | 'inventories'
  | 'deposit-stock'
  | 'product-catalog'
  | 'price-list'
  | 'low-stock'
  /** The books as of an instant (issue 32), params {as_of}. */
  | 'audit-books'
  /** The monthly fiscal books (issue 33), params {month: 'YYYY-MM'}. */
  | 'sales-book'
  | 'purchases-book';

export type ReportFormat = 'excel' | 'pdf';

export type ReportState = 'waiting' | 'active' | 'completed' | 'failed';

/** What POST /api/reports asks. */
export interface ReportRequest {
  type: ReportType;
  format: ReportFormat;
  params: Record<string, unknown>;
}

/** GET /api/reports/{id}, and each row of GET /api/reports. */
export interface ReportJob {
  id: string;
  type: string;
  format: string;
  params: Record<string, unknown>;
  state: ReportState;
  progress: number;
  error?: string;
  file_name?: string;
  created_at: string;
  finished_at: string | null;
}

export const isRunning = (job: Pick<ReportJob, 'state'> | null | undefined): boolean =>
  job?.state === 'waiting' || job?.state === 'active';

export const isFinished = (job: Pick<ReportJob, 'state'>): boolean =>
  job.state === 'completed' || job.state === 'failed';

/** The owner's download of a completed report (the session cookie goes with it). */
export const reportFileUrl = (id: string) => `${API_URL}/reports/${encodeURIComponent(id)}/file`;

/** The chip colours of each state: grey waiting, blue active, green completed, red failed. */
export const STATE_COLOURS: Record<ReportState, { bg: string; fg: string }> = {
  waiting: { bg: '#e0e0e0', fg: '#212121' },
  active: { bg: '#1976d2', fg: '#ffffff' },
  completed: { bg: '#2e7d32', fg: '#ffffff' },
  failed: { bg: '#d32f2f', fg: '#ffffff' },
};
