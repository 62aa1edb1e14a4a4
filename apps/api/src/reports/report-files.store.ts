/**
 * The report_files table (infrastructure schema): one row per report asked, its state, progress
 * and file (its key in the file store, `path`); rows and files older than 7 days are removed
 * (RULES.md, Report files).
 */
import { promises as fs } from 'fs';
import path from 'path';
import { Pool } from 'pg';
import type { FileStore } from '../infrastructure/storage/file-store';

export type ReportState = 'waiting' | 'active' | 'completed' | 'failed';

export interface ReportRow {
  id: string;
  user_id: string;
  type: string;
  format: string;
  params: Record<string, unknown>;
  state: ReportState;
  progress: number;
  error: string | null;
  file_name: string | null;
  /** The file's key in the file store ('reports/<id>-<run>.xlsx'); an older row's file on disk until migrated. */
  path: string | null;
  created_at: Date;
  finished_at: Date | null;
  /** How many times a worker took it (more than 1: a worker died while writing it). */
  runs: number;
  /** The worker ('host:pid') that took it last. */
  worker: string | null;
}

/** What GET /api/reports/{id} and the list answer. */
export interface ReportView {
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

export const KEPT_DAYS = 7;
/** Report files' keys in the file store start so. */
export const REPORT_KEYS = 'reports/';

export const reportView = (row: ReportRow): ReportView => ({
  id: row.id,
  type: row.type,
  format: row.format,
  params: row.params,
  state: row.state,
  progress: row.progress,
  ...(row.error ? { error: row.error } : {}),
  ...(row.file_name && row.state === 'completed' ? { file_name: row.file_name } : {}),
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

export class ReportFiles {
  constructor(
    private readonly pool: Pool,
    private readonly files: FileStore,
  ) {}

  async insert(row: Pick<ReportRow, 'id' | 'user_id' | 'type' | 'format' | 'params'>): Promise<void> {
    await this.pool.query('insert into report_files (id, user_id, type, format, params) values ($1, $2, $3, $4, $5)', [
      row.id,
      row.user_id,
      row.type,
      row.format,
      JSON.stringify(row.params),
    ]);
  }

  async find(id: string): Promise<ReportRow | null> {
    const { rows } = await this.pool.query<ReportRow>('select * from report_files where id = $1', [id]);
    return rows[0] ?? null;
  }

  /** The user's own, newest first. */
  async ofUser(userId: string, offset: number, limit: number): Promise<{ rows: ReportRow[]; total: number }> {
    const [page, count] = await Promise.all([
      this.pool.query<ReportRow>(
        'select * from report_files where user_id = $1 order by created_at desc, id desc offset $2 limit $3',
        [userId, offset, limit],
      ),
      this.pool.query<{ total: string }>('select count(*) as total from report_files where user_id = $1', [userId]),
    ]);
    return { rows: page.rows, total: Number(count.rows[0].total) };
  }

  /**
   * A worker took it (again, after a stalled run): back to 0, one more run, the worker's name. The
   * run's number fences what follows: a run that lost its job (its worker thought dead) writes nothing.
   */
  async started(id: string, worker: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ runs: number }>(
      `update report_files set state = 'active', progress = 0, error = null, runs = runs + 1, worker = $2
       where id = $1 and state <> 'completed' returning runs`,
      [id, worker],
    );
    return rows[0]?.runs ?? null;
  }

  async progressed(id: string, run: number, progress: number): Promise<void> {
    await this.pool.query(`update report_files set progress = $3 where id = $1 and runs = $2 and state = 'active'`, [
      id,
      run,
      Math.min(99, Math.floor(progress)),
    ]);
  }

  /** The run's file is whole and stored under `fileKey`: the report is ready (only the current run says so). */
  async completed(id: string, run: number, fileName: string, fileKey: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `update report_files set state = 'completed', progress = 100, file_name = $3, path = $4, finished_at = now()
       where id = $1 and runs = $2 and state = 'active'`,
      [id, run, fileName, fileKey],
    );
    return rowCount === 1;
  }

  /** Why it failed; `run`: only when that run is still the current one. */
  async failed(id: string, error: string, run?: number): Promise<void> {
    await this.pool.query(
      `update report_files set state = 'failed', error = $2, finished_at = now()
       where id = $1 and state <> 'completed' and ($3::int is null or runs = $3)`,
      [id, error, run ?? null],
    );
  }

  /** Its job failed without the worker saying why (stalled too often): it can be asked again. */
  async abandoned(id: string): Promise<void> {
    await this.pool.query(
      `update report_files set state = 'failed', error = $2, finished_at = now() where id = $1 and state in ('waiting', 'active')`,
      [id, 'El reporte no pudo terminarse; vuelva a pedirlo'],
    );
  }

  /**
   * Removes the rows (and their stored files) asked more than 7 days ago, and any report file
   * stored that long ago that no row names (a run that lost its job after storing its file).
   */
  async removeExpired(): Promise<number> {
    const { rows } = await this.pool.query<{ path: string | null }>(
      `delete from report_files where created_at < now() - make_interval(days => $1) returning path`,
      [KEPT_DAYS],
    );
    const keys = rows.flatMap((row) => (row.path?.startsWith(REPORT_KEYS) ? [row.path] : []));
    const before = new Date(Date.now() - KEPT_DAYS * 24 * 3600 * 1000);
    const orphans = await this.files.listOlderThan(REPORT_KEYS, before);
    await this.files.delete([...new Set([...keys, ...orphans])]);
    // A row older than the file store: its file on this machine's disk, if it is still there.
    const onDisk = rows.flatMap((row) => (row.path && path.isAbsolute(row.path) ? [row.path] : []));
    await Promise.all(onDisk.map((file) => fs.rm(file, { force: true })));
    return rows.length;
  }
}
