import fs from 'fs';
import path from 'path';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** A file's path (/favicon.ico, /assets/x.js): missing, it is a 404, never the admin's page. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{1,8}$/i;
/** The build's files under /assets are named by their content hash: a new build has new names. */
const ASSETS = '/assets/';
const HASHED = 'public, max-age=31536000, immutable';
/** index.html (and the screen paths answered with it) is checked on every load, so a new build is seen. */
const PAGE = 'no-cache';
/** Other files of the build's root (the icon...) keep a name across builds. */
const OTHER = 'public, max-age=3600';
/**
 * Issue 34: the service worker, its registration and the app's manifest keep their names across
 * builds and tell the browser a new version exists: asked again on every check, like index.html.
 */
const INSTALLABLE_APP = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/** The API's paths: never the admin's files (the static files were looked for on every API GET). */
const isApiPath = (urlPath: string): boolean => urlPath === '/api' || urlPath.startsWith('/api/');

const cacheControl = (distDir: string, file: string): string => {
  const relative = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
  if (relative.startsWith(ASSETS)) return HASHED;
  return relative === '/index.html' || INSTALLABLE_APP.has(relative) ? PAGE : OTHER;
};

/**
 * Serves the built admin at / and answers its screen paths (/taxes/3/edit...) with index.html.
 * Hashed assets are cached for a year, index.html, the service worker and the manifest never
 * without asking; a missing file (a chunk of a replaced build an old page asks for) is a 404, not
 * the page.
 */
export function serveAdmin(app: NestExpressApplication, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const files = express.static(distDir, {
    index: false,
    setHeaders: (response, file) => response.setHeader('Cache-Control', cacheControl(distDir, file)),
  });
  app.use((request: Request, response: Response, next: NextFunction) =>
    isApiPath(request.path) ? next() : files(request, response, next),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || isApiPath(request.path) || FILE_PATH.test(request.path)) return next();
    response.setHeader('Cache-Control', PAGE);
    // Relative to the folder: `send` refuses an absolute path through a dot-folder.
    response.sendFile('index.html', { root: distDir });
  });
  return true;
}
