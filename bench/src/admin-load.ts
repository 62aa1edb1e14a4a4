/**
 * What the admin costs a browser to open (issue 11, load time): the built admin's JavaScript
 * (apps/admin/dist, built beforehand by `npm run build`; this builds nothing), then the real
 * server and headless Chromium: the JavaScript the sign-in page and the dashboard load (as sent
 * over the wire, and gzipped from the built files) and the time from navigation to the
 * dashboard's figures, each load with a cold cache.
 * `node bench/dist/admin-load.js`; BENCH_ADMIN_LOADS sets how many cold dashboard loads (5).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PROJECT_ROOT } from '@bo/platform';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt, percentile } from './support/stats';

const DIST = path.join(PROJECT_ROOT, 'apps/admin/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOADS = Number(process.env.BENCH_ADMIN_LOADS ?? 5);
const PASSWORD = 'bench-clave-123';
const GOAL_KB = 250;
const GOAL_MS = 800;

const kb = (bytes: number) => `${fmt(bytes / 1000)} kB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

/** The JavaScript files a page received: path, bytes on the wire (encoded), and its built file's gzip size. */
interface Script {
  path: string;
  wire: number;
  gzip: number;
}

/** Records the scripts a page loads; `took()` gives those received so far. */
function recordScripts(page: Page): { took(): Promise<Script[]> } {
  const scripts: Array<Promise<Script>> = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    const file = path.join(DIST, url.pathname);
    scripts.push(
      request.sizes().then((sizes) => ({
        path: url.pathname,
        wire: sizes.responseBodySize,
        gzip: fs.existsSync(file) ? gzipSize(file) : 0,
      })),
    );
  });
  return { took: () => Promise.all([...scripts]) };
}

const sum = (scripts: Script[], key: 'wire' | 'gzip') => scripts.reduce((total, script) => total + script[key], 0);

function printScripts(title: string, scripts: Script[]): void {
  const gzip = sum(scripts, 'gzip');
  console.log(
    `${title}: ${scripts.length} files, ${kb(sum(scripts, 'wire'))} on the wire, ${kb(gzip)} gzipped (goal < ${GOAL_KB} kB: ${gzip / 1000 < GOAL_KB ? 'met' : 'NOT met'})`,
  );
}

/** The dashboard's figures: the first statistic block shown and the figures' answer received. */
async function figuresShown(page: Page): Promise<void> {
  const stats = page.waitForResponse((response) => response.url().includes('/api/dashboard/main-stats'));
  await page.getByRole('group', { name: 'Cuentas por cobrar' }).first().waitFor({ state: 'visible' });
  await (await stats).finished();
}

function printBuilt(): void {
  const assets = path.join(DIST, 'assets');
  const files = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  const raw = files.reduce((total, name) => total + fs.statSync(path.join(assets, name)).size, 0);
  const gzip = files.reduce((total, name) => total + gzipSize(path.join(assets, name)), 0);
  const largest = files
    .map((name) => ({ name, gzip: gzipSize(path.join(assets, name)) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);
  console.log(`built JS: ${files.length} files, ${kb(raw)} (${kb(gzip)} gzipped)`);
  console.log(`largest: ${largest.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ')}`);
}

export async function run(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('Falta el admin compilado: ejecute `npm run build`');
  console.log('\n== Admin load (the built admin, headless Chromium, cold cache) ==');
  // Times depend on what else the machine runs: the load average says how busy it was.
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`);
  printBuilt();
  const scratch = await openBenchDatabase();
  let browser: Browser | undefined;
  const server = await startBenchServer(scratch.url, { ADMIN_PASSWORD: PASSWORD }).catch(async (error) => {
    await scratch.close();
    throw error;
  });
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    const fresh = (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
      browser!.newContext({ locale: 'es-VE', viewport: { width: 1366, height: 900 }, storageState });

    // The sign-in page, then signing in to the dashboard, in one cold context.
    const first = await fresh();
    const page = await first.newPage();
    const signInScripts = recordScripts(page);
    const t0 = performance.now();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor({ state: 'visible' });
    const signInMs = performance.now() - t0;
    const atSignIn = await signInScripts.took();
    await page.getByLabel('Correo electrónico').fill('admin@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await figuresShown(page);
    const untilDashboard = await signInScripts.took();
    const session = await first.storageState();
    await first.close();
    printScripts(`sign-in page (shown in ${fmt(signInMs, 0)} ms)`, atSignIn);
    printScripts('sign-in page then the dashboard', untilDashboard);

    // A signed-in user opening the admin at / with an empty cache, LOADS times.
    const times: number[] = [];
    let dashboardScripts: Script[] = [];
    for (let load = 0; load < LOADS; load++) {
      const context = await fresh(session);
      const tab = await context.newPage();
      const scripts = recordScripts(tab);
      const started = performance.now();
      await tab.goto(`${server.url}/`);
      await figuresShown(tab);
      times.push(performance.now() - started);
      dashboardScripts = await scripts.took();
      await context.close();
    }
    printScripts('dashboard, opened signed in', dashboardScripts);
    times.sort((a, b) => a - b);
    console.log(
      `dashboard figures shown after ms (${LOADS} cold loads): p50 ${fmt(percentile(times, 50), 0)}  max ${fmt(times[times.length - 1], 0)}  (goal < ${GOAL_MS})`,
    );
  } finally {
    await browser?.close();
    await server.stop();
    await scratch.close();
  }
}

runWhenMain(module, run);
