import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { READ_METHODS } from '../../infrastructure/http/read-methods';
import { XSRF_COOKIE, XSRF_HEADER, XsrfTokens } from './xsrf-tokens';

export { XSRF_COOKIE, XSRF_HEADER } from './xsrf-tokens';
export const XSRF_REFUSED = 'La solicitud no es válida (token anti-falsificación ausente). Recargue la página.';

/**
 * Anti-forgery pair (xsrf-tokens.ts): a readable XSRF-TOKEN cookie signed for the request's
 * session, and every write to /api (any path) must echo it in the X-XSRF-TOKEN header (a foreign
 * site can send the cookie, never read it) and the cookie must be signed for the session the
 * request carries (a planted cookie is not). Any answer whose request brought no token valid for
 * its session sets a new one, so the admin picks it up with its next request; the sign-in and
 * the sign-out set the one of the session they open or close.
 */
export function xsrfMiddleware(tokens: XsrfTokens): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    const session = XsrfTokens.sessionOf(request);
    const sent = request.cookies?.[XSRF_COOKIE] as unknown;
    const valid = tokens.validFor(sent, session);
    if (!valid) tokens.setCookie(response, session, request.secure);
    // Every write, whatever the path (routing is case-insensitive; the admin itself only serves GET).
    if (READ_METHODS.has(request.method)) return next();
    const header = request.headers[XSRF_HEADER];
    if (valid && typeof header === 'string' && XsrfTokens.same(header, sent as string)) return next();
    response.status(403).json({ message: XSRF_REFUSED });
  };
}
