/**
 * What a document of one record is to the worker (a sale's Presupuesto, a purchase's report, a
 * client's statement...): a renderer that reads the read models and answers the file's bytes, or
 * a refusal (the record is unknown, the document does not apply) that the waiting request answers
 * with its status and Spanish message.
 */
import { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import type { PdfBrowser } from './pdf/pdf-browser';

export interface DocumentContext {
  pool: Pool;
  config: AppConfig;
  pdf: PdfBrowser;
  /** What the route passed: the record's id and the document's options. */
  params: Record<string, string>;
}

export interface DocumentFile {
  /** The name the browser saves it as: 'presupuesto-12.pdf'. */
  fileName: string;
  contentType: 'application/pdf' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  bytes: Buffer;
}

export interface DocumentRefusal {
  refused: { status: 404 | 409; message: string };
}

export type DocumentRenderer = (context: DocumentContext) => Promise<DocumentFile | DocumentRefusal>;

export const PDF = 'application/pdf' as const;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const;

export const notFound = (message: string): DocumentRefusal => ({ refused: { status: 404, message } });
export const refused = (message: string): DocumentRefusal => ({ refused: { status: 409, message } });
