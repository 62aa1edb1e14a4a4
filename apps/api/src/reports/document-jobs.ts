/**
 * Documents of one record (API.md: "the request waits for the worker's job"): the route adds a job
 * to the 'documents' queue, the worker renders the file into the reports folder, and the route
 * streams it back inline and removes it. A refusal comes back as the job's result and is answered
 * as a 404 or 409 with its message; a worker that does not answer in time is a 503.
 */
import { promises as fs } from 'fs';
import path from 'path';
import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import type { DocumentFile, DocumentRefusal } from './document-renderer';
import { DOCUMENT_RENDERERS } from './document-renderers';
import type { PdfBrowser } from './pdf/pdf-browser';

export const DOCUMENTS_QUEUE = 'documents';
/** How long a request waits for its document (a cold browser takes about a second to start). */
const WAIT_MS = 30_000;

/** What the worker answers: where the file is, or why there is none. */
type DocumentResult = { path: string; fileName: string; contentType: string } | DocumentRefusal;

export const documentsFolder = (config: AppConfig) => path.join(config.reportsDir, 'documents');

/** The worker's side: renders the job's document into the folder. */
export function documentsHandler(pool: Pool, config: AppConfig, pdf: PdfBrowser) {
  return async (job: { id?: string; name: string; data: unknown }): Promise<DocumentResult> => {
    const render = DOCUMENT_RENDERERS[job.name];
    if (!render) return { refused: { status: 404, message: 'Documento desconocido' } };
    const answer = await render({ pool, config, pdf, params: (job.data ?? {}) as Record<string, string> });
    if ('refused' in answer) return answer;
    const file: DocumentFile = answer;
    await fs.mkdir(documentsFolder(config), { recursive: true });
    const target = path.join(documentsFolder(config), `${job.id}-${process.pid}${path.extname(file.fileName)}`);
    await fs.writeFile(target, file.bytes);
    return { path: target, fileName: file.fileName, contentType: file.contentType };
  };
}

@Injectable()
export class DocumentJobs {
  constructor(
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Renders `name` with `params` on a worker and answers the file inline (a new tab shows it). */
  async answer(name: string, params: Record<string, string>, response: Response): Promise<StreamableFile> {
    let result: DocumentResult;
    try {
      result = await this.jobs.run<DocumentResult>(DOCUMENTS_QUEUE, name, params, WAIT_MS);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ServiceUnavailableException({ message: `No se pudo generar el documento: ${reason}` });
    }
    if ('refused' in result) {
      const { status, message } = result.refused;
      throw status === 404 ? new NotFoundException({ message }) : new ConflictException({ message });
    }
    const file = result;
    const bytes = await fs.readFile(file.path);
    await fs.rm(file.path, { force: true });
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(bytes.length));
    const disposition = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
    // A PDF shown inline: the admin's own pages may frame it (the POS shows the sale's ticket,
    // /pos/{id}/show), other sites may not. No other directive: Chrome's PDF viewer is a page of
    // its own that the admin's policy (object-src 'none', no inline styles) leaves blank.
    if (disposition === 'inline') {
      response.setHeader('X-Frame-Options', 'SAMEORIGIN');
      response.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    }
    response.setHeader(
      'Content-Disposition',
      `${disposition}; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    return new StreamableFile(bytes);
  }
}

/** Leftovers of answers never read (a request that gave up): removed after an hour. */
export async function removeStaleDocuments(config: AppConfig): Promise<void> {
  const folder = documentsFolder(config);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const hourAgo = Date.now() - 3_600_000;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < hourAgo) await fs.rm(file, { force: true });
    }),
  );
}
