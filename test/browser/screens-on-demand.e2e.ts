import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { ADMIN_DIST, breakDownloads, browserSuite, sidebar, signIn, visible } from '../support/browser';

/**
 * The admin's code comes as it is needed (issue 11, load time): the sign-in page downloads no
 * screen and not the signed-in frame; signing in brings the dashboard and its figures; a screen's
 * code comes when the screen is opened, the frame saying 'Cargando…' meanwhile.
 */

jest.setTimeout(180_000);
const suite = browserSuite();
/** How many times a showing fetches a screen's code before reloading the page (lazyScreen: 1 + 3 tries again). */
const FETCH_TRIES = 4;

/**
 * The built chunks of the signed-in frame (the layout and the dashboard), of the screens (named
 * after their component) and of the libraries only screens use (apps/admin/vite.config.ts).
 */
const SCREEN_CHUNK = /^(frame|screens-libraries|PointOfSale|\w+(List|Create|Edit|Show))-[\w-]+\.js$/;

/** The file names of the scripts the page has requested so far. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(path.basename(new URL(request.url()).pathname));
  });
  return names;
}

const receivables = (page: Page) => page.getByRole('group', { name: 'Cuentas por cobrar', exact: true });

describe('screens fetched when shown', () => {
  it('the sign-in page loads no screen; signing in shows the dashboard figures; a screen comes when opened', async () => {
    // The build splits the screens: otherwise this test would prove nothing.
    const built = fs.readdirSync(path.join(ADMIN_DIST, 'assets')).filter((name) => SCREEN_CHUNK.test(name));
    for (const screen of ['frame', 'screens-libraries', 'BrandList', 'OrderCreate', 'PointOfSale'])
      expect(built.some((name) => name.startsWith(`${screen}-`))).toBe(true);

    const page = await suite.newPage();
    const scripts = scriptsOf(page);
    await page.goto(`${suite.server.baseUrl}/login`);
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(scripts.filter((name) => SCREEN_CHUNK.test(name))).toEqual([]);

    await signIn(page, suite.server.baseUrl, suite.server.adminEmail, suite.server.adminPassword);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    await visible(receivables(page).getByText('$0.00'));
    const afterSignIn = scripts.filter((name) => SCREEN_CHUNK.test(name)).map((name) => name.split('-')[0]);
    expect(afterSignIn).toEqual(['frame']);

    await sidebar(page).getByRole('link', { name: 'Tasas de Cambio' }).click();
    await visible(page.getByRole('link', { name: 'Nueva tasa' }));
    expect(scripts.some((name) => name.startsWith('TaxList-'))).toBe(true);
  });

  it('a signed-in reload of a screen shows the frame with Cargando… until the screen arrives', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/BrandList-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${server.baseUrl}/brands`);
    await visible(sidebar(page));
    await visible(page.getByRole('status').getByText('Cargando…'));

    release();
    await visible(page.getByText('No hay marcas disponibles'));
    expect(await page.getByText('Cargando…').count()).toBe(0);
  });

  it("a screen's code that fails to arrive is fetched again, then reloads the page once; failing again, the next opening fetches it anew", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    let reloads = 0;
    page.on('load', () => reloads++);
    /** From the dashboard, 'Tasas de Cambio' opened while its code's download breaks `times` times. */
    const openRatesBreaking = async (times: number) => {
      await page.goto(`${server.baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Panel de Control' }));
      await breakDownloads(page, /\/assets\/TaxList-[\w-]+\.js$/, times);
      reloads = 0;
      await sidebar(page).getByRole('link', { name: 'Tasas de Cambio' }).click();
    };

    // Refused once (a network blip): fetched again at once, the screen shows, nothing reloaded.
    await openRatesBreaking(1);
    await visible(page.getByRole('link', { name: 'Nueva tasa' }));
    expect(reloads).toBe(0);

    // Refused on every try (a new version's deploy took the old code away): the page reloads once
    // and the screen shows.
    await openRatesBreaking(FETCH_TRIES);
    await visible(page.getByRole('link', { name: 'Nueva tasa' }));
    expect(reloads).toBe(1);

    // Refused on every try again within a minute: no reload loop, the error shows; back on the
    // network, opened again, it comes.
    await openRatesBreaking(FETCH_TRIES);
    await visible(page.getByText('Algo salió mal'));
    expect(reloads).toBe(0);
    await sidebar(page).getByRole('link', { name: 'Escritorio' }).click();
    // The rule: a showing a second or more after the failure fetches anew (lazyScreen's RETRY_AFTER_MS).
    await page.waitForTimeout(1_100);
    await sidebar(page).getByRole('link', { name: 'Tasas de Cambio' }).click();
    await visible(page.getByRole('link', { name: 'Nueva tasa' }));
  });
});
