import fs from 'fs';
import path from 'path';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** A file's path (/favicon.ico, /assets/x.js): missing, it is a 404, never the admin's page. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** Serves the built admin at / and answers its screen paths (/taxes/3/edit...) with index.html. */
export function serveAdmin(app: NestExpressApplication, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api') || FILE_PATH.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    // Relative to the folder: `send` refuses an absolute path through a dot-folder.
    response.sendFile('index.html', { root: distDir });
  });
  return true;
}
