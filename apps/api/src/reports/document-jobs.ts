/**
 * Documents of one record (API.md: "the request waits for the worker's job"): the route adds a job
 * to the 'documents' queue, the worker renders the file and answers its bytes as the job's result
 * (a document is tens of kilobytes: no file to share between processes nor to clean up), and the
 * route answers them inline. A refusal comes back as the job's result and is answered as a 404 or
 * 409 with its message; a worker that does not answer in time is a 503.
 */
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
import type { AppConfig } from '../config/app-config';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import type { DocumentFile, DocumentRefusal } from './document-renderer';
import { DOCUMENT_RENDERERS } from './document-renderers';
import type { PdfBrowser } from './pdf/pdf-browser';

export const DOCUMENTS_QUEUE = 'documents';
/** How long a request waits for its document (a cold browser takes about a second to start). */
const WAIT_MS = 30_000;

/** What the worker answers: the file (its bytes in base64, as a job's result is JSON), or why there is none. */
type DocumentResult = { fileName: string; contentType: string; base64: string } | DocumentRefusal;

/** The worker's side: renders the job's document. */
export function documentsHandler(pool: Pool, config: AppConfig, pdf: PdfBrowser) {
  return async (job: { name: string; data: unknown }): Promise<DocumentResult> => {
    const render = DOCUMENT_RENDERERS[job.name];
    if (!render) return { refused: { status: 404, message: 'Documento desconocido' } };
    const answer = await render({ pool, config, pdf, params: (job.data ?? {}) as Record<string, string> });
    if ('refused' in answer) return answer;
    const file: DocumentFile = answer;
    return { fileName: file.fileName, contentType: file.contentType, base64: file.bytes.toString('base64') };
  };
}

@Injectable()
export class DocumentJobs {
  constructor(@Inject(JobQueues) private readonly jobs: JobQueues) {}

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
    const bytes = Buffer.from(file.base64, 'base64');
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
