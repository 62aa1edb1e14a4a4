import type { NextFunction, Request, Response } from 'express';
import { FORM_ERROR } from './validation';

/**
 * Every parsed body, before anything else reads it (the idempotency fingerprint's JSON.stringify,
 * the validation pipes, the event data written to PostgreSQL): one walk, with its own stack (no
 * recursion, so no body can overflow the call stack), that
 * - refuses a body nested deeper than MAX_BODY_DEPTH with a Spanish 400 (no form of this API
 *   nests more than a few levels; `[` x 5000 used to overflow JSON.stringify: a 500);
 * - removes from every text and key what PostgreSQL cannot store (NUL, lone UTF-16 surrogates:
 *   'unsupported Unicode escape sequence' in a jsonb), so a field that takes its text as it comes
 *   (a dealer request's note) is stored as the catalogue's fields are, instead of failing.
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = `El cuerpo de la solicitud está anidado en demasiados niveles (como máximo ${MAX_BODY_DEPTH}).`;

// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL cannot store
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EVERY_UNSTORABLE = new RegExp(UNSTORABLE.source, 'g');

export const storableText = (text: string): string =>
  UNSTORABLE.test(text) ? text.replace(EVERY_UNSTORABLE, '') : text;

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Whether `value` nests no deeper than `max` levels of arrays and objects (iterative). */
export function nestsWithin(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!isContainer(node)) continue;
    if (depth + 1 > max) return false;
    for (const child of Object.values(node)) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return true;
}

/** Cleans the texts and keys of a parsed body in place; false when it nests too deep. */
export function cleanBody(body: unknown): boolean {
  if (!isContainer(body)) return true;
  if (!nestsWithin(body, MAX_BODY_DEPTH)) return false;
  const stack: Container[] = [body];
  while (stack.length) {
    const node = stack.pop()!;
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      const cleaned = typeof value === 'string' ? storableText(value) : value;
      const name = Array.isArray(node) ? key : storableText(key);
      if (name !== key) {
        delete (node as Record<string, unknown>)[key];
        // defineProperty: a cleaned '__proto__' stays a plain key, never the prototype.
        Object.defineProperty(node, name, { value: cleaned, enumerable: true, writable: true, configurable: true });
      } else if (cleaned !== value) (node as Record<string, unknown>)[key] = cleaned;
      if (isContainer(cleaned)) stack.push(cleaned);
    }
  }
  return true;
}

/** The middleware, right after the body parsers. */
export function storableBody(request: Request, response: Response, next: NextFunction): void {
  if (typeof request.body === 'string') request.body = storableText(request.body);
  if (cleanBody(request.body)) return next();
  response.status(400).json({ message: FORM_ERROR, errors: { _: [TOO_DEEP] } });
}
