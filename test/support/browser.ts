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
  /** A page already signed in (lands on the dashboard). */
  signedIn(email: string, password: string): Promise<Page>;
}

/**
 * The real server (own database, built admin) and Chromium for one browser test file: call at
 * the top of the file; `suite.server` etc. are ready inside the tests.
 */
export function browserSuite(): BrowserSuite {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const suite = {} as BrowserSuite;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ADMIN_DIST, 'index.html')))
      throw new Error('Falta el admin compilado: ejecute `npm run build -w @bo/admin`');
    suite.server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await suite.server?.stop();
  });

  suite.newPage = async (viewport = { width: 1366, height: 900 }) => {
    const context = await browser.newContext({ locale: 'es-VE', timezoneId: 'America/Caracas', viewport });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    return page;
  };
  suite.signedIn = async (email, password) => {
    const page = await suite.newPage();
    await signIn(page, suite.server.baseUrl, email, password);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    return page;
  };
  return suite;
}

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
