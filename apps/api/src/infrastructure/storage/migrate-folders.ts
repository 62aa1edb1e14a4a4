/**
 * The files an older version kept on this machine's disk (UPLOADS_DIR, REPORTS_DIR), copied into
 * the file store at start, so the paths records keep ('/api/uploads/<uuid>.png') and the reports
 * of the last 7 days go on working from every machine. Idempotent and safe when two processes
 * start at once: a file already stored is skipped, and of two copies of one file only the first
 * is written (FileStore.put). Uploads stay in their folder (a backup until every machine started
 * once); a report's file leaves it once stored (the report's row names its key from then on).
 */
import { Logger } from '@nestjs/common';
import { createReadStream, promises as fs } from 'fs';
import path from 'path';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import { mimeOfExtension } from '../../uploads/image-type';
import { UPLOAD_NAME, uploadKey } from '../../uploads/upload-store';
import { PDF, XLSX } from '../../reports/document-renderer';
import { REPORT_KEYS } from '../../reports/report-files.store';
import type { FileStore } from './file-store';

const REPORT_FILE = /^([0-9a-f-]{36})\.(xlsx|pdf)$/;
const REPORT_TYPES: Record<string, string> = { xlsx: XLSX, pdf: PDF };

const namesIn = (folder: string): Promise<string[]> => fs.readdir(folder).catch(() => []);
const reading = (file: string) => createReadStream(file, { highWaterMark: 256 * 1024 });

export interface Migrated {
  uploads: number;
  reports: number;
}

export async function migrateFolders(config: AppConfig, pool: Pool, files: FileStore): Promise<Migrated> {
  const logger = new Logger('Archivos');
  const migrated = { uploads: await migrateUploads(config.uploadsDir, files, logger), reports: 0 };
  migrated.reports = await migrateReports(config.reportsDir, pool, files);
  if (migrated.uploads || migrated.reports)
    logger.log(`Copiados a PostgreSQL: ${migrated.uploads} imágenes y ${migrated.reports} reportes de las carpetas`);
  return migrated;
}

async function migrateUploads(folder: string, files: FileStore, logger: Logger): Promise<number> {
  const names = (await namesIn(folder)).filter((name) => UPLOAD_NAME.test(name));
  if (names.length === 0) return 0;
  const stored = await files.keys(uploadKey(''));
  let copied = 0;
  for (const name of names.filter((each) => !stored.has(uploadKey(each)))) {
    const type = mimeOfExtension(path.extname(name).slice(1)) ?? 'application/octet-stream';
    const put = files.put(uploadKey(name), reading(path.join(folder, name)), type);
    // One unreadable file is left where it is (and said), never a start refused.
    if (await put.catch((error: Error) => logger.warn(`No se pudo copiar ${name}: ${error.message}`))) copied += 1;
  }
  return copied;
}

/** A completed report whose row still names a file on disk: stored under 'reports/<id>.<ext>'. */
async function migrateReports(folder: string, pool: Pool, files: FileStore): Promise<number> {
  const found = new Map<string, string>();
  for (const name of await namesIn(folder)) {
    const match = REPORT_FILE.exec(name);
    if (match) found.set(match[1], name);
  }
  if (found.size === 0) return 0;
  const { rows } = await pool.query<{ id: string; path: string }>(
    `select id, path from report_files
      where id = any($1::text[]) and state = 'completed' and path is not null and not starts_with(path, $2)`,
    [[...found.keys()], REPORT_KEYS],
  );
  let copied = 0;
  for (const row of rows) {
    const name = found.get(row.id)!;
    if (path.basename(row.path) !== name) continue;
    const file = path.join(folder, name);
    const key = `${REPORT_KEYS}${name}`;
    // Another process sharing this folder may have stored and removed it meanwhile.
    const put = await files.put(key, reading(file), REPORT_TYPES[path.extname(name).slice(1)]).catch(() => null);
    if (put === null) continue;
    await pool.query('update report_files set path = $2 where id = $1 and path = $3', [row.id, key, row.path]);
    await fs.rm(file, { force: true });
    if (put) copied += 1;
  }
  return copied;
}
