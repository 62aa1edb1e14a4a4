import type { Page } from 'playwright-core';
import { browserSuite, signIn, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';

/**
 * The admin runs under the server's Content-Security-Policy: the login page, the dashboard (with the
 * account's uploaded logo) and a list screen raise no CSP violation. Needs the built admin.
 */

jest.setTimeout(180_000);
// The service worker allowed: its registration and its fetches run under the policy too (issue 34).
const suite = browserSuite({ serviceWorkers: 'allow' });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every CSP violation the page reports, from its console and from the DOM's own event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('the admin under the Content-Security-Policy', () => {
  beforeAll(async () => {
    const admin = new HttpClient(suite.server.baseUrl);
    await admin.login(suite.server.adminEmail, suite.server.adminPassword);
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const logo = await admin.post('/api/uploads', body);
    expect(logo.status).toBe(201);
    const account = (await admin.get('/api/accounts/1')).body;
    const saved = await admin.put('/api/accounts/1', { ...account, logo: logo.body.path });
    expect(saved.status).toBe(200);
    expect((await admin.post('/api/brands', { name: 'Bosch', code: 'BOS' })).status).toBe(201);
  });

  it('shows the login page, the dashboard with the logo and a list with no CSP violation', async () => {
    const page = await suite.newPage();
    const violations = await watchViolations(page);

    await page.goto(`${suite.server.baseUrl}/login`);
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(violations).toEqual([]);

    await signIn(page, suite.server.baseUrl, suite.server.adminEmail, suite.server.adminPassword);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    const logo = page.locator('img[src^="/api/uploads/"]').first();
    await logo.waitFor({ state: 'visible' });
    await page.waitForFunction((image) => (image as HTMLImageElement).complete, await logo.elementHandle());
    expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);

    await page.goto(`${suite.server.baseUrl}/brands`);
    await visible(page.getByRole('cell', { name: 'Bosch' }));
    expect(violations).toEqual([]);
  });
});
