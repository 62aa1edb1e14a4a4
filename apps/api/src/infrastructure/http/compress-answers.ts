import type { NextFunction, Request, RequestHandler, Response } from 'express';
import compression from 'compression';

/** Below this an answer leaves as it is (compression's own default threshold). */
const THRESHOLD_BYTES = 1024;
const API_PATH = /^\/api(\/|\?|$)/i;

/**
 * Answers are compressed (brotli or gzip, as the browser's Accept-Encoding asks) when their type
 * compresses (JavaScript, HTML, JSON, CSV...) and they pass 1 kB: the admin's scripts and the
 * API's lists travel at a quarter of their size. Compressed request bodies are body-parser's
 * (request-body-errors.ts): this touches only answers.
 *
 * The admin's files go through `compression` as always. An API answer is mostly one JSON body
 * handed whole to `res.send`, so `compression` is put around it only when that body passes the
 * threshold: wrapping every answer cost an authenticated GET about 3 % of the server's CPU for
 * answers it then left alone (issue 35). An answer written any other way (a stream, a file) gets
 * `compression` at its first `write` or `end`, which come before its headers are written (one that
 * writes its head itself first leaves as it is).
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: THRESHOLD_BYTES }) as RequestHandler;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!API_PATH.test(request.url)) {
      compress(request, response, next);
      return;
    }
    const originals = { send: response.send, write: response.write, end: response.end };
    const wrappers: Partial<Record<keyof typeof originals, unknown>> = {};
    /** Gives back the originals (only where no later middleware put its own wrapper since). */
    const restore = () => {
      for (const name of Object.keys(originals) as (keyof typeof originals)[])
        if (response[name] === wrappers[name]) (response as unknown as Record<string, unknown>)[name] = originals[name];
    };
    /** Puts `compression` around the answer, then makes the call it was asked for. */
    const compressed =
      (method: 'write' | 'end') =>
      (...args: unknown[]): unknown => {
        restore();
        if (!response.headersSent) compress(request, response, () => undefined);
        return (response[method] as (...args: unknown[]) => unknown).apply(response, args);
      };
    wrappers.send = response.send = function (body?: unknown) {
      restore();
      const small =
        (typeof body === 'string' && Buffer.byteLength(body) < THRESHOLD_BYTES) ||
        (Buffer.isBuffer(body) && body.length < THRESHOLD_BYTES);
      if (!small && !response.headersSent) compress(request, response, () => undefined);
      return response.send(body);
    };
    wrappers.write = response.write = compressed('write') as Response['write'];
    wrappers.end = response.end = compressed('end') as Response['end'];
    next();
  };
}
