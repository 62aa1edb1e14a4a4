/**
 * Issue 34's part of the admin-load bench: what the service worker costs the first load (the
 * requests and bytes a cold signed-in dashboard load makes with the worker allowed, compared to
 * the same load with it blocked), what its precache downloads in the background (summed from
 * sw.js's list), and how fast a warm start offline (the worker in control) shows a screen.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fmt, percentile } from './support/stats';

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One request of the page's load: its path and its bytes on the wire (headers and body). */
interface Fetched {
  path: string;
  bytes: number;
}

const kb = (bytes: number) => `${fmt(bytes / 1000)} kB`;

/**
 * Every request the context finished (the page, its scripts, /api...), apart: the page's, and the
 * service worker's own (sw.js's imports, the precache), where Playwright reports those.
 */
function recordRequests(context: BrowserContext): { took(): Promise<{ page: Fetched[]; worker: Fetched[] }> } {
  const fetched: Array<Promise<Fetched & { byWorker: boolean }>> = [];
  context.on('requestfinished', (request) => {
    fetched.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        byWorker: request.serviceWorker() !== null,
      })),
    );
  });
  return {
    took: async () => {
      const all = await Promise.all([...fetched]);
      return { page: all.filter((one) => !one.byWorker), worker: all.filter((one) => one.byWorker) };
    },
  };
}

/** The files sw.js precaches (its generated list), with their gzip sizes from the build. */
function precacheList(dist: string): { files: number; gzip: number } {
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  const gzip = urls
    .map((url) => path.join(dist, url))
    .filter((file) => fs.existsSync(file))
    .reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(file)).length, 0);
  return { files: urls.length, gzip };
}

/** The point of sale, or (without the device's kept session, issue 34 part O) the sign-in page. */
async function screenShown(page: Page): Promise<'point of sale' | 'sign-in page'> {
  const pos = page.getByRole('heading', { name: 'Punto de venta' });
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  await pos.or(signIn).first().waitFor({ state: 'visible' });
  return (await pos.first().isVisible()) ? 'point of sale' : 'sign-in page';
}

export interface InstallableAppBench {
  browser: Browser;
  url: string;
  dist: string;
  session: Session;
  loads: number;
  /** Waits for the dashboard's figures (admin-load's figuresShown). */
  figuresShown(page: Page): Promise<void>;
}

export async function benchInstallableApp(bench: InstallableAppBench): Promise<void> {
  const { browser, url, session, loads } = bench;
  console.log('-- installable app (issue 34) --');
  const list = precacheList(bench.dist);
  console.log(
    `precache (downloaded by the worker after the page's load, in the background): ${list.files} files, ${kb(list.gzip)} gzipped`,
  );

  // The same cold signed-in dashboard load, with the service worker blocked and allowed.
  const loadsOf = { block: [] as number[], allow: [] as number[] };
  const fetchedOf: Record<'block' | 'allow', Fetched[]> = { block: [], allow: [] };
  let workerFetched: Fetched[] = [];
  for (let load = 0; load < loads; load++) {
    for (const serviceWorkers of ['block', 'allow'] as const) {
      const context = await browser.newContext({
        locale: 'es-VE',
        viewport: { width: 1366, height: 900 },
        storageState: session,
        serviceWorkers,
      });
      const requests = recordRequests(context);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${url}/`);
      await bench.figuresShown(page);
      loadsOf[serviceWorkers].push(performance.now() - started);
      // The worker registers after the load; its install (the precache) is waited for and told apart.
      if (serviceWorkers === 'allow') await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
      const took = await requests.took();
      fetchedOf[serviceWorkers] = took.page;
      if (serviceWorkers === 'allow') workerFetched = took.worker;
      await context.close();
    }
  }
  const without = new Set(fetchedOf.block.map((one) => one.path));
  // The build's files only: which /api answers land before the figures varies from load to load.
  const extra = fetchedOf.allow.filter((one) => !without.has(one.path) && !one.path.startsWith('/api/'));
  const total = (fetched: Fetched[]) => fetched.reduce((sum, one) => sum + one.bytes, 0);
  console.log(
    `first load without the worker: ${fetchedOf.block.length} requests, ${kb(total(fetchedOf.block))}; with it: ${fetchedOf.allow.length} requests, ${kb(total(fetchedOf.allow))}`,
  );
  console.log(`  the page's additions: ${extra.map((one) => `${one.path} ${kb(one.bytes)}`).join(', ') || 'none'}`);
  const precached = workerFetched.filter((one) => !/^\/(sw|workbox-[\w-]+)\.js$/.test(one.path));
  console.log(
    `  the worker's own fetches after the load: ${workerFetched.length} requests, ${kb(total(workerFetched))} (${workerFetched
      .filter((one) => !precached.includes(one))
      .map((one) => `${one.path} ${kb(one.bytes)}`)
      .join(', ')}; the precache ${precached.length} files, ${kb(total(precached))})`,
  );
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `p50 ${fmt(percentile(sorted, 50), 0)}  max ${fmt(sorted[sorted.length - 1], 0)}`;
  };
  console.log(
    `ms to the dashboard's figures, cold (${loads} loads): worker blocked ${summary(loadsOf.block)}; allowed ${summary(loadsOf.allow)}`,
  );

  // Warm start offline: the worker installed and in control, then no connection, then a new tab.
  const context = await browser.newContext({
    locale: 'es-VE',
    viewport: { width: 1366, height: 900 },
    storageState: session,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/pos`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await page.reload();
    await page.waitForFunction("navigator.serviceWorker.controller?.state === 'activated'");
    await screenShown(page);
    /** Opens the point of sale in new tabs of the warm context: ms from navigation to it shown. */
    const warmStarts = async () => {
      const times: number[] = [];
      let shown = '';
      for (let load = 0; load < loads; load++) {
        const tab = await context.newPage();
        const started = performance.now();
        await tab.goto(`${url}/pos`);
        shown = await screenShown(tab);
        times.push(performance.now() - started);
        await tab.close();
      }
      return { times, shown };
    };
    // The fair peer: the same warm start with the connection (the server answers the session and
    // the POS's data), so what offline adds or saves is seen apart from this machine's JS start.
    const online = await warmStarts();
    await context.setOffline(true);
    const offline = await warmStarts();
    const ratio =
      percentile(
        [...offline.times].sort((a, b) => a - b),
        50,
      ) /
      percentile(
        [...online.times].sort((a, b) => a - b),
        50,
      );
    console.log(
      `warm start online, ms from navigation to the ${online.shown} (${loads} loads): ${summary(online.times)}`,
    );
    console.log(
      `warm start offline, ms from navigation to the ${offline.shown} (${loads} loads): ${summary(offline.times)} (goal < 1000); offline / online p50 ${fmt(ratio)}`,
    );
  } finally {
    await context.close();
  }
}
