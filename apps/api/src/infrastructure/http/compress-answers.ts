import type { RequestHandler } from 'express';
import compression from 'compression';

/**
 * Answers are compressed (brotli or gzip, as the browser's Accept-Encoding asks) when their type
 * compresses (JavaScript, HTML, JSON, CSV...) and they pass 1 kB: the admin's scripts and the
 * API's lists travel at a quarter of their size. Compressed request bodies are body-parser's
 * (request-body-errors.ts): this touches only answers.
 */
export function compressAnswers(): RequestHandler {
  return compression() as RequestHandler;
}
