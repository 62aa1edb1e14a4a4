import type { Page } from 'playwright-core';
import { browserSuite, sidebar, signIn as signInAt, visible } from '../support/browser';

/**
 * The admin in a real browser against the real server (which serves the built admin):
 * sign-in, the exchange-rate screens, the top bar, the activity log, the history, role gating.
 * Needs `npm run build -w @bo/admin` first (apps/admin/dist).
 */

jest.setTimeout(180_000);

const suite = browserSuite();
const newPage = (viewport?: { width: number; height: number }) => suite.newPage(viewport);
const signIn = (page: Page, email: string, password: string) => signInAt(page, suite.server.baseUrl, email, password);

describe('admin foundation in the browser', () => {
  it('an admin registers a rate and sees it in the list, the top bar, the log and its history', async () => {
    const page = await newPage();
    await signIn(page, suite.server.adminEmail, suite.server.adminPassword);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    await page.waitForURL(`${suite.server.baseUrl}/`);

    // The admin's user menu has every entry.
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const userMenu = page.getByRole('menu');
    await visible(userMenu.getByRole('menuitem', { name: 'Mi perfil' }));
    await visible(userMenu.getByRole('menuitem', { name: 'Usuarios' }));
    await visible(userMenu.getByRole('menuitem', { name: 'Cuenta' }));
    await visible(userMenu.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await page.keyboard.press('Escape');

    // Create the rate.
    await page.goto(`${suite.server.baseUrl}/taxes/create`);
    await page.getByLabel('Tasa del dólar (Bs)').fill('36.55');
    await page.getByLabel('Tasa del peso (COP)').fill('0.0091');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/taxes') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const toast = page.getByRole('alert').filter({ hasText: 'Tasa de cambio registrada' });
    await visible(toast);
    const shownAt = Date.now();
    expect(await page.locator('.bo-toast-progress').count()).toBe(1);
    await toast.waitFor({ state: 'hidden', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await page.waitForURL(`${suite.server.baseUrl}/taxes`);
    const row = page.getByRole('row').filter({ hasText: '36,55' });
    await visible(row);
    await visible(row.getByText('0,0091', { exact: true }));

    // The top bar follows the newest rate.
    await visible(page.getByRole('link', { name: '1$ = 36,55 BsD' }));

    // The activity log has the line, found by searching.
    await sidebar(page).getByRole('link', { name: 'Registros' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/logs**`);
    const search = `tasa de cambio #${id}`;
    const searched = page.waitForResponse(
      (answer) => answer.url().includes('/api/logs?') && decodeURIComponent(answer.url()).includes(search),
    );
    await page.getByPlaceholder('Buscar').fill(search);
    expect((await searched).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await visible(page.getByRole('cell', { name: new RegExp(`Registró la tasa de cambio #${id}:`) }));
    await visible(page.getByRole('cell', { name: 'Tasas' }));

    // The line links to the rate it is about; reloading its edit screen (history fallback of the
    // server) shows the history.
    await page.getByRole('link', { name: new RegExp(`Registró la tasa de cambio #${id}:`) }).click();
    await page.waitForURL(`${suite.server.baseUrl}/taxes/${id}`);
    await page.reload();
    const history = page.getByRole('complementary', { name: 'Historial' });
    await visible(history.getByText(new RegExp(`Registró la tasa de cambio #${id}`)));
    await visible(history.getByText(/Administrador General/));
    expect(await page.getByLabel('Tasa del dólar (Bs)').inputValue()).toBe('36.55');
  });

  it('a sales user sees only the menu entries of the role', async () => {
    const email = 'vendedora@prueba.test';
    const password = 'Vendedora-Clave-2026';
    await suite.server.createUser({ email, password, role: 'sales', first_name: 'Valeria', last_name: 'Pérez' });

    const page = await newPage();
    await signIn(page, email, password);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));

    const nav = sidebar(page);
    for (const allowed of ['Escritorio', 'Clientes', 'Ventas', 'Reportes']) {
      await visible(nav.getByRole('link', { name: allowed }));
    }
    for (const hidden of [
      'Compras',
      'Proveedores',
      'Gastos',
      'Productos',
      'Inventario',
      'Tasas de Cambio',
      'Registros',
      'Auditoría',
    ]) {
      expect(await nav.getByRole('link', { name: hidden }).count()).toBe(0);
    }
    // Quick links are the admin's.
    expect(await page.getByRole('link', { name: 'Tiendas' }).count()).toBe(0);

    await visible(page.getByText('Valeria Pérez'));
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const userMenu = page.getByRole('menu');
    await visible(userMenu.getByRole('menuitem', { name: 'Mi perfil' }));
    await visible(userMenu.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await userMenu.getByRole('menuitem', { name: 'Usuarios' }).count()).toBe(0);
    expect(await userMenu.getByRole('menuitem', { name: 'Cuenta' }).count()).toBe(0);

    // Signing out leads back to the login page.
    await userMenu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/login`);
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
  });

  it('the sidebar is 224/80 px, remembers a collapse after a reload, and folds after each tap on a phone', async () => {
    const sidebarWidth = async (page: Page) => Math.round((await sidebar(page).boundingBox())!.width);
    const desktop = await newPage();
    await signIn(desktop, suite.server.adminEmail, suite.server.adminPassword);
    await visible(desktop.getByRole('heading', { name: 'Panel de Control' }));
    await desktop.waitForFunction(() => document.querySelector('nav[data-open="true"]') !== null);
    await desktop.waitForTimeout(300);
    expect(await sidebarWidth(desktop)).toBe(224);
    await desktop.getByRole('button', { name: 'Contraer menú' }).click();
    await desktop.waitForTimeout(300);
    expect(await sidebarWidth(desktop)).toBe(80);
    await desktop.reload();
    await visible(desktop.getByRole('heading', { name: 'Panel de Control' }));
    await desktop.waitForTimeout(300);
    expect(await sidebarWidth(desktop)).toBe(80);

    const phone = await newPage({ width: 390, height: 800 });
    await signIn(phone, suite.server.adminEmail, suite.server.adminPassword);
    await visible(phone.getByRole('heading', { name: 'Panel de Control' }));
    await visible(phone.getByRole('navigation', { name: 'Navegación inferior' }));
    expect(await sidebarWidth(phone)).toBe(80);
    await phone.getByRole('button', { name: 'Expandir menú' }).click();
    await phone.waitForTimeout(300);
    expect(await sidebarWidth(phone)).toBe(224);
    await sidebar(phone).getByRole('link', { name: 'Tasas de Cambio' }).click();
    await phone.waitForURL(`${suite.server.baseUrl}/taxes`);
    await phone.waitForTimeout(300);
    expect(await sidebarWidth(phone)).toBe(80);
  });

  it('the frame says its icons on hover, and a first Tab offers to skip to the content', async () => {
    const page = await newPage();
    await signIn(page, suite.server.adminEmail, suite.server.adminPassword);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((button) => button === document.activeElement)).toBe(true);
    // The next Tab moves on: the skip button goes back above the screen, off the sidebar's toggle.
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((button) => button === document.activeElement)).toBe(false);
    await visible(page.getByRole('button', { name: 'Actualizar' }));
    expect(await page.getByRole('button', { name: 'Actualizar' }).getAttribute('title')).toBe('Actualizar');
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    const rates = sidebar(page).getByRole('link', { name: 'Tasas de Cambio' });
    await visible(sidebar(page).getByTitle('Tasas de Cambio'));
    expect(await rates.getAttribute('title')).toBe('Tasas de Cambio');
    expect(await page.getByRole('button', { name: 'Expandir menú' }).getAttribute('title')).toBe('Expandir menú');
  });

  it('the top bar clock tells Caracas time and moves on every second, without a render of the page', async () => {
    const page = await newPage();
    // React's renders are counted through the hook its developer tools use.
    await page.addInitScript(() => {
      const counted = window as unknown as { renders: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      counted.renders = 0;
      counted.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: () => counted.renders++,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      };
    });
    await page.clock.install({ time: new Date('2026-11-28T17:30:00Z') });
    await signIn(page, suite.server.adminEmail, suite.server.adminPassword);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    const clock = page.getByLabel('Hora actual');
    const shown = async () => ({
      text: (await clock.textContent())?.trim(),
      at: Date.parse((await clock.getAttribute('datetime')) ?? ''),
    });

    // 13:59:30 in Caracas (UTC-4); a minute later the clock has ticked to 14:00:29 or 14:00:30.
    const paused = Date.parse('2026-11-28T17:59:30Z');
    await page.clock.pauseAt(paused);
    const rendersSoFar = () => page.evaluate(() => (window as unknown as { renders: number }).renders);
    const rendersBefore = await rendersSoFar();
    await page.clock.runFor(60_000);
    const later = await shown();
    // The ticks are not React renders: each would interrupt the render of a screen being shown,
    // and a screen that takes more than a second to render (a slow till) would never appear.
    // 60 ticks here; a render or two come from elsewhere (when each tick was a render, 62 came).
    await page.waitForTimeout(500);
    expect((await rendersSoFar()) - rendersBefore).toBeLessThan(10);
    expect(later.text).toMatch(/^02:00:(29|30) p\. m\.$/);
    expect(later.at).toBeGreaterThan(paused + 59_000);
    expect(later.at).toBeLessThanOrEqual(paused + 60_000);
    // One second on, one tick on.
    await page.clock.runFor(1_000);
    expect((await shown()).at).toBe(later.at + 1_000);
  });

  it('a wrong password shows the Spanish error under the email field', async () => {
    const page = await newPage();
    await signIn(page, suite.server.adminEmail, 'no-es-la-clave');
    const emailError = page.locator('#login-email-helper-text');
    await visible(emailError);
    expect(await emailError.textContent()).toBe('Estas credenciales no coinciden con nuestros registros.');
    expect(page.url()).toBe(`${suite.server.baseUrl}/login`);
    expect(await page.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
  });

  it('empty fields are refused before anything is sent', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    expect(await page.locator('#login-email-helper-text').textContent()).toBe('Este campo es obligatorio');
    expect(await page.locator('#login-password-helper-text').textContent()).toBe('Este campo es obligatorio');
  });
});
