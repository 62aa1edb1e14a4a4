/**
 * The admin's files and the API share one port: an API path is the API's even when the build holds
 * a file of that name, and the admin's files and screen paths are still served around it.
 */
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { serveAdmin } from './serve-admin';

describe('serveAdmin', () => {
  let dist: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-admin-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>admin</html>');
    fs.mkdirSync(path.join(dist, 'api'));
    fs.writeFileSync(path.join(dist, 'api', 'taxes'), 'a file of the build');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // Issue 34: the installable app's files, at the build's root under names that never change.
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.writeFileSync(path.join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Back office"}');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    const app = express();
    serveAdmin(app as unknown as NestExpressApplication, dist);
    // What the API's routes answer, behind the admin's middleware.
    app.use((request, response) => response.status(200).json({ api: request.path }));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('given a file of the build under /api, when the API path is asked, then the API answers', async () => {
    const answer = await fetch(`${url}/api/taxes`);
    expect(await answer.json()).toEqual({ api: '/api/taxes' });
  });

  it('serves the build files and answers a screen path with the admin page', async () => {
    expect(await (await fetch(`${url}/assets/main-abc123.js`)).text()).toBe('console.log(1)');
    const screen = await fetch(`${url}/taxes/3/edit`);
    expect(await screen.text()).toBe('<html>admin</html>');
    expect(screen.headers.get('cache-control')).toBe('no-cache');
  });

  it('asks the browser to check the service worker, its registration and the manifest on every load', async () => {
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    const register = await fetch(`${url}/registerSW.js`);
    expect(register.headers.get('cache-control')).toBe('no-cache');
    expect(register.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    const manifest = await fetch(`${url}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual({ name: 'Back office' });
  });

  it('keeps the year-long cache for hashed assets only, an hour for the other root files', async () => {
    expect((await fetch(`${url}/assets/main-abc123.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${url}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
