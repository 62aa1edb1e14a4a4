/**
 * What the admin costs a browser to open (issue 11, load time): the built admin's JavaScript
 * (apps/admin/dist, built beforehand by `npm run build`; this builds nothing), then the real
 * server and headless Chromium: the JavaScript the sign-in page and the dashboard load (as sent
 * over the wire, and gzipped from the built files) and the time from navigation to the
 * dashboard's figures, each load with a cold cache, on loopback and on an emulated shop network.
 * Then the installable app's costs (admin-installable.ts: the service worker on the first load, a
 * warm start offline). `node bench/dist/admin-load.js`; BENCH_ADMIN_LOADS sets how many loads (5).
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
import { benchInstallableApp } from './admin-installable';

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

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where the browser is: this machine (loopback), and a shop's network, emulated by Chromium. */
interface Network {
  name: string;
  conditions?: { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number };
}
const NETWORKS: Network[] = [
  { name: 'loopback' },
  {
    name: 'network of 20 Mbit/s down, 5 up, 20 ms',
    conditions: { offline: false, latency: 20, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 },
  },
];

const signInShown = (page: Page) => page.getByRole('button', { name: 'Iniciar sesión' }).waitFor({ state: 'visible' });

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
    const fresh = async (network: Network, storageState?: Session) => {
      const context = await browser!.newContext({
        locale: 'es-VE',
        viewport: { width: 1366, height: 900 },
        storageState,
      });
      const page = await context.newPage();
      if (network.conditions)
        await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', network.conditions);
      return { context, page };
    };

    // The sign-in page, then signing in to the dashboard, in one cold context.
    const first = await fresh(NETWORKS[0]);
    const signInScripts = recordScripts(first.page);
    await first.page.goto(`${server.url}/login`);
    await signInShown(first.page);
    const atSignIn = await signInScripts.took();
    await first.page.getByLabel('Correo electrónico').fill('admin@example.com');
    await first.page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await first.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await figuresShown(first.page);
    const untilDashboard = await signInScripts.took();
    const session = await first.context.storageState();
    await first.context.close();
    printScripts('sign-in page', atSignIn);
    printScripts('sign-in page then the dashboard', untilDashboard);

    // Cold loads (empty cache): the sign-in page, and the dashboard for a signed-in user, LOADS times.
    let dashboardScripts: Script[] = [];
    for (const network of NETWORKS) {
      const times = { signIn: [] as number[], dashboard: [] as number[] };
      for (let load = 0; load < LOADS; load++) {
        for (const [kind, url, shown] of [
          ['signIn', '/login', signInShown],
          ['dashboard', '/', figuresShown],
        ] as const) {
          const { context, page } = await fresh(network, kind === 'dashboard' ? session : undefined);
          const scripts = recordScripts(page);
          const started = performance.now();
          await page.goto(`${server.url}${url}`);
          await shown(page);
          times[kind].push(performance.now() - started);
          if (kind === 'dashboard') dashboardScripts = await scripts.took();
          await context.close();
        }
      }
      if (network === NETWORKS[0]) printScripts('dashboard, opened signed in', dashboardScripts);
      const summary = (sorted: number[]) =>
        `p50 ${fmt(percentile(sorted, 50), 0)}  max ${fmt(sorted[sorted.length - 1], 0)}`;
      console.log(
        `${network.name}, ms from navigation (${LOADS} cold loads each): sign-in form ${summary(times.signIn.sort((a, b) => a - b))};  dashboard figures ${summary(times.dashboard.sort((a, b) => a - b))} (goal < ${GOAL_MS})`,
      );
    }
    await benchInstallableApp({ browser, url: server.url, dist: DIST, session, loads: LOADS, figuresShown });
  } finally {
    await browser?.close();
    await server.stop();
    await scratch.close();
  }
}

runWhenMain(module, run);
