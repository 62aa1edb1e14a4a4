import fs from 'fs';
import path from 'path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const STEP_TIMEOUT = 15_000;

/** The built admin the test server serves (`npm run build -w @bo/admin`, or TEST_ADMIN_DIST). */
export const ADMIN_DIST = process.env.TEST_ADMIN_DIST ?? path.resolve(__dirname, '../../apps/admin/dist');

export interface BrowserSuite {
  server: TestServer;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /**
   * A page already signed in: on the dashboard, or straight on `path` ('/clients') when given.
   * The session is opened through the API (the sign-in form has tests of its own), so a test
   * pays one load of the admin, not three (sign-in page, dashboard, its screen).
   */
  signedIn(email: string, password: string, path?: string): Promise<Page>;
}

/**
 * The real server (own database, built admin) and Chromium for one browser test file: call at
 * the top of the file; `suite.server` etc. are ready inside the tests. `adminDistDir`: the built
 * admin the server serves instead of ADMIN_DIST (a copy a test replaces with a new version).
 * `serviceWorkers`: the admin's service worker (issue 34) is blocked unless a suite allows it:
 * Playwright's page.route does not see what a worker answers, and each page's precache would
 * download the whole build in the background (installable-app and content-security-policy allow it).
 */
export function browserSuite(
  options: { adminDistDir?: string; serviceWorkers?: 'allow' | 'block' } = {},
): BrowserSuite {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let journals: PageJournal[] = [];
  const suite = {} as BrowserSuite;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(options.adminDistDir ?? ADMIN_DIST, 'index.html')))
      throw new Error('Falta el admin compilado: ejecute `npm run build -w @bo/admin`');
    suite.server = await startTestServer(options.adminDistDir ? { adminDistDir: options.adminDistDir } : {});
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
  });

  beforeEach(() => {
    journals = [];
  });

  // A failed test also tells what its pages went through (test/support/test-environment.js flags it).
  afterEach(async () => {
    if (!(globalThis as { __currentTestFailed?: boolean }).__currentTestFailed) return;
    const reports = await Promise.all(journals.map((journal) => journal.report()));
    throw new Error(`Lo que vieron las páginas de la prueba fallida:\n${reports.join('\n')}`);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await suite.server?.stop();
  });

  suite.newPage = async (viewport = { width: 1366, height: 900 }) => {
    const context = await browser.newContext({
      locale: 'es-VE',
      timezoneId: 'America/Caracas',
      viewport,
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    journals.push(keepJournal(page));
    // To make a load-dependent failure happen here: BROWSER_CPU_SLOWDOWN=8 runs the pages 8x slower.
    if (process.env.BROWSER_CPU_SLOWDOWN) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BROWSER_CPU_SLOWDOWN) });
    }
    return page;
  };
  suite.signedIn = async (email, password, path) => {
    const page = await suite.newPage();
    await openSession(page, suite.server.baseUrl, email, password);
    await page.goto(`${suite.server.baseUrl}${path ?? '/'}`);
    if (path === undefined) await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    return page;
  };
  return suite;
}

interface PageJournal {
  report(): Promise<string>;
}

const JOURNAL_LINES = 40;
const TEXT_CHARS = 1500;

/**
 * What a page went through, for a failed test's report: where it went (loads and router moves),
 * what it logged as an error or warning, uncaught errors, failed requests and answers of 400 or
 * more; then where it is and the start of its visible text.
 */
function keepJournal(page: Page): PageJournal {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`  +${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`va a ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`consola ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`error: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`falló ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return {
    report: async () => {
      const text = page.isClosed()
        ? '(cerrada)'
        : await page
            .evaluate(() => document.body.innerText)
            .then((all) => all.slice(0, TEXT_CHARS))
            .catch((error: Error) => `(sin texto: ${error.message})`);
      const url = page.isClosed() ? '' : page.url();
      return [`- página en ${url}`, ...lines.slice(-JOURNAL_LINES), '  texto visible:', text].join('\n');
    },
  };
}

/**
 * Signs in through the API in the page's browser context, as the sign-in form would: the
 * anti-forgery cookie first, then `POST /api/login`, then the admin's 'signed in' marker cookie.
 */
async function openSession(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const context = page.context();
  await context.request.get(`${baseUrl}/api/health`);
  const xsrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await context.request.post(`${baseUrl}/api/login`, {
    data: { email, password, remember: false },
    headers: { 'x-xsrf-token': xsrf },
  });
  if (!answer.ok()) throw new Error(`${email} no pudo iniciar sesión (${answer.status()}): ${await answer.text()}`);
  await context.addCookies([{ name: 'bo_signed_in', value: '1', url: baseUrl, sameSite: 'Lax' }]);
}

/**
 * Opens `path` inside the admin already loaded in `page`, as its own links do (the router's
 * history, no reload); a page not yet on the admin loads it.
 */
export async function openScreen(page: Page, baseUrl: string, path: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) {
    await page.goto(`${baseUrl}${path}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/**
 * The page's downloads of `url` break (connection reset) the first `times` times, then go through
 * (a network blip, or a deploy that took old code away); replaces an earlier breaking of `url`.
 * Answers how many downloads of it were asked so far.
 */
export async function breakDownloads(page: Page, url: RegExp, times: number): Promise<() => number> {
  let asked = 0;
  await page.unroute(url);
  await page.route(url, (route) => (asked++ < times ? route.abort('connectionreset') : route.continue()));
  return () => asked;
}
