/**
 * Issue 34, the admin as an installable app: its service worker precaches the build, so a reload or
 * a cold start without connection opens the point of sale (not the browser's error page) with the
 * sales kept on the device counted, sent once when the connection returns; a new version
 * deployed while a sale is in the cart is announced, applied only on 'Recargar', and loses no cart.
 * The server serves a copy of the built admin that the update test replaces, as a deploy would.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { ADMIN_DIST, browserSuite, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const served = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-installable-dist-'));
fs.cpSync(ADMIN_DIST, served, { recursive: true });
const suite = browserSuite({ adminDistDir: served, serviceWorkers: 'allow' });

/** The service worker of the page's origin controls the page (installed, activated, claimed). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

/** The worker is registered after the page's load; it controls the next load once it is active. */
async function installed(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await controlled(page);
}

/** The build's marker the test's second version carries in index.html (none in the first). */
const buildMark = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="bo-test-build"]')?.getAttribute('content') ?? null);

/**
 * Deploys a new version into the served folder: index.html carries a marker, and sw.js lists the
 * new revision of index.html (what a new build changes: a file and the worker's precache list).
 */
function deployNewVersion() {
  const index = path.join(served, 'index.html');
  fs.writeFileSync(
    index,
    fs.readFileSync(index, 'utf8').replace('<head>', '<head>\n    <meta name="bo-test-build" content="2" />'),
  );
  const worker = path.join(served, 'sw.js');
  const before = fs.readFileSync(worker, 'utf8');
  const after = before.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1segunda-version"');
  if (after === before) throw new Error('sw.js no lista index.html con su revisión');
  fs.writeFileSync(worker, after);
}

describe('the admin as an installable app', () => {
  let admin: HttpClient;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    await catalogue.product('BOS-300', 'Filtro de gasoil Bosch', '20.00', 5);
  });

  afterAll(() => fs.rmSync(served, { recursive: true, force: true }));

  it('opens the point of sale without connection, on a reload and a cold start, counting the sale kept there, sent once when back', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/pos');
    await visible(page.getByRole('heading', { name: 'Punto de venta' }));
    await installed(page);
    await visible(page.getByRole('heading', { name: 'Punto de venta' }));

    // Every screen's chunk is in the precache, the point of sale's among them; nothing of /api.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.some((url) => /^\/assets\/PointOfSale-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /^\/assets\/frame-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await page.context().setOffline(true);
    // Offline for real: the server is out of reach from the page.
    await expect(page.evaluate(() => fetch('/api/health').then((answer) => answer.status))).rejects.toThrow();

    // The reload is answered by the service worker: the admin's page, not the browser's error page.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(page.url()).not.toMatch(/^chrome-error:/);
    // The admin runs from the precache, signed in with the device's kept session: the point of sale.
    await visible(page.getByRole('heading', { name: 'Punto de venta' }));

    // A sale rung up offline is kept on the device; a reload offline still shows it pending.
    await page.getByLabel('Buscar productos').fill('BOS-300');
    await visible(page.getByRole('table', { name: 'Carrito' }).getByRole('row', { name: /BOS-300/ }));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    await visible(page.getByText('Sin conexión: la venta se guardó y se enviará al volver la conexión'));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Punto de venta' }));
    await visible(page.getByTestId('outbox-badge').getByText('1 venta pendiente'));
    // The sale left the cart's draft for the outbox: the reload does not ring it up again.
    await visible(page.getByText('El carrito está vacío'));

    // A cold start offline: a new page of the same browser, straight to a screen path.
    const cold = await page.context().newPage();
    const opened = await cold.goto(`${server.baseUrl}/pos`);
    expect(opened?.fromServiceWorker()).toBe(true);
    await visible(cold.getByRole('heading', { name: 'Punto de venta' }));
    await visible(cold.getByTestId('outbox-badge').getByText('1 venta pendiente'));
    await cold.close();

    // The connection back: the sale is sent once, with its key; the badge goes.
    await page.context().setOffline(false);
    await page.getByTestId('outbox-badge').waitFor({ state: 'detached', timeout: 60_000 });
    const orders = (await admin.get(`/api/orders?range=${encodeURIComponent('[0,49]')}`)).body as { id: number }[];
    const details = await Promise.all(orders.map(async (order) => (await admin.get(`/api/orders/${order.id}`)).body));
    const sold = details.filter((order: { products: { code: string }[] }) =>
      order.products.some((line) => line.code === 'BOS-300'),
    );
    expect(sold).toHaveLength(1);
  });

  it('announces a new version mid-sale, applies it only on Recargar, and the cart is still there', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/pos');
    await installed(page);
    expect(await buildMark(page)).toBeNull();

    const cart = page.getByRole('table', { name: 'Carrito' });
    await page.getByLabel('Buscar productos').fill('BOS-300');
    await visible(cart.getByRole('row', { name: /BOS-300/ }));
    await cart.getByLabel('Cantidad de Filtro de gasoil Bosch').fill('3');

    deployNewVersion();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

    // Announced, and nothing else happens: the same page, the same build, the cart as it was.
    const banner = page.getByText('Hay una nueva versión: recargar');
    await visible(banner);
    expect(await buildMark(page)).toBeNull();
    await expect(cart.getByLabel('Cantidad de Filtro de gasoil Bosch').inputValue()).resolves.toBe('3');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Recargar' }).click()]);
    await controlled(page);
    expect(await buildMark(page)).toBe('2');
    await visible(page.getByRole('heading', { name: 'Punto de venta' }));
    const after = page.getByRole('table', { name: 'Carrito' });
    await visible(after.getByRole('row', { name: /BOS-300 Filtro de gasoil Bosch/ }));
    await expect(after.getByLabel('Cantidad de Filtro de gasoil Bosch').inputValue()).resolves.toBe('3');
    await expect(banner.count()).resolves.toBe(0);
  });
});
