import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The security headers of every answer, the API's and the admin's (helmet). The Content-Security-Policy
 * is what the built admin needs and no more: its one script and everything it fetches come from this
 * origin; MUI (emotion) writes inline styles; photos and previews of chosen files are data: and blob:
 * URLs; the installable app's service worker and manifest are this origin's. No page may frame the admin (clickjacking). The policy does not upgrade http requests: the
 * admin is also served on plain http (a shop's LAN, `npm start`), where upgrading would break it.
 *
 * None of these values depends on the request, so helmet runs once, at start, and every answer
 * gets the headers it set (issue 35: helmet rebuilt the policy's text on every request).
 */
export function securityHeaders(): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let ran = false;
  helmetHeaders()({} as Request, recorder as unknown as Response, () => (ran = true));
  if (!ran) throw new Error('helmet did not answer synchronously');
  return (_request: Request, response: Response, next: NextFunction): void => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    next();
  };
}

function helmetHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // Issue 34: the admin's service worker (/sw.js) and its manifest, both from this origin.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    // Only browsers that reached this host over HTTPS keep it; the parent domain is not ours to bind.
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  }) as RequestHandler;
}
