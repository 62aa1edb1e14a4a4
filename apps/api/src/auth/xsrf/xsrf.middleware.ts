import { randomBytes, timingSafeEqual } from 'crypto';
import type { NextFunction, Request, Response } from 'express';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Anti-forgery pair: a readable XSRF-TOKEN cookie on every response, and every write to /api
 * (any path) must echo it in the X-XSRF-TOKEN header (a foreign site can send the cookie, never read it).
 */
export function xsrfMiddleware(request: Request, response: Response, next: NextFunction): void {
  let token = request.cookies?.[XSRF_COOKIE] as string | undefined;
  if (!token) {
    token = randomBytes(24).toString('base64url');
    response.cookie(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', path: '/' });
  }
  // Every write, whatever the path (routing is case-insensitive; the admin itself only serves GET).
  if (SAFE_METHODS.has(request.method)) return next();
  const header = request.headers[XSRF_HEADER];
  const sent = request.cookies?.[XSRF_COOKIE] as string | undefined;
  if (typeof header === 'string' && sent && same(header, sent)) return next();
  response
    .status(403)
    .json({ message: 'La solicitud no es válida (token anti-falsificación ausente). Recargue la página.' });
}
