import type { Page } from 'playwright-core';
import { browserSuite, sidebar, signIn, visible } from '../support/browser';

jest.setTimeout(180_000);
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const suite = browserSuite();

/** A field by its label, with or without the required mark ('Nombre *'). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const selectOption = async (page: Page, label: string, option: string) => {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const sidebarStyle = (page: Page) =>
  sidebar(page).evaluate((nav) => {
    const style = getComputedStyle(nav);
    return { background: style.backgroundColor };
  });

describe('users, the account and stores in the browser', () => {
  it('an admin creates a store and a seller; the seller signs in and sees only their menu and their profile', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);

    // A store first: the spec's create page.
    await page.goto(`${server.baseUrl}/organizations`);
    await visible(page.getByText('No hay tiendas.'));
    await page.getByRole('link', { name: 'Nueva tienda' }).first().click();
    await visible(page.getByRole('heading', { name: 'Crear tienda' }));
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await visible(crumbs.getByRole('link', { name: 'Tiendas' }));
    await visible(crumbs.getByText('Crear'));
    await page.getByLabel('Nombre', { exact: true }).fill('Tienda Centro');
    await page.getByLabel('Correo electrónico').fill('centro@tiendas.test');
    await page.getByLabel('Teléfono').fill('0212-5550001');
    await page.getByLabel('Dirección').fill('Av. Urdaneta');
    await page.getByLabel('Ciudad').fill('Caracas');
    await selectOption(page, 'Estado', 'Distrito Capital');
    await selectOption(page, 'País', 'Venezuela');
    await page.getByLabel('Código postal').fill('1010');
    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await visible(page.getByRole('cell', { name: 'Tienda Centro' }));
    await visible(page.getByRole('cell', { name: 'Caracas' }));

    // Then a seller in that store.
    await page.goto(`${server.baseUrl}/users`);
    await visible(page.getByRole('cell', { name: 'Administrador General' }));
    await page.getByRole('link', { name: 'Nuevo usuario' }).first().click();
    await field(page, 'Nombre').fill('Valeria');
    await field(page, 'Apellido').fill('Pérez');
    await field(page, 'Correo electrónico').fill('valeria@prueba.test');
    await field(page, 'Contraseña').fill('Valeria-Clave-1');
    await selectOption(page, 'Rol', 'Vendedor');
    await selectOption(page, 'Tienda', 'Tienda Centro');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const row = page.getByRole('row', { name: /Valeria Pérez/ });
    await visible(row);
    await visible(row.getByRole('cell', { name: 'Vendedor' }));
    await visible(row.getByRole('cell', { name: 'Tienda Centro' }));

    // The role filter.
    await selectOption(page, 'Rol', 'Almacenista');
    await visible(page.getByText('No se encontraron usuarios'));

    // The admin signs out; the seller signs in.
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await signIn(page, server.baseUrl, 'valeria@prueba.test', 'Valeria-Clave-1');
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    const labels = await sidebar(page).getByRole('link').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(['Escritorio', 'Clientes', 'Ventas', 'Reportes']);

    // 'Mi perfil': the role is read-only, the rest can change.
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Mi perfil' }).click();
    await visible(page.getByText('Mi perfil'));
    await expectReadOnly(page, 'Rol');
    await field(page, 'Apellido').fill('Pérez Díaz');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByText('Usuario actualizado'));
    expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
  });

  it("an admin changes the account's sidebar colour and the sidebar repaints at once", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    expect((await sidebarStyle(page)).background).toBe('rgb(18, 52, 59)');

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cuenta' }).click();
    await page.waitForURL(`${server.baseUrl}/accounts/1`);

    // A file that only claims to be an image is refused under the logo, and nothing is saved.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByText('El archivo debe ser una imagen (PNG, JPG, GIF o WEBP).').first());
    expect(await page.getByText('Cuenta actualizada correctamente').count()).toBe(0);
    await page.reload();

    await field(page, 'Nombre').fill('Repuestos El Llano');
    await field(page, 'Color de la barra lateral').fill('#aa2200');
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByText('Cuenta actualizada correctamente'));
    // The logo, uploaded on save, tops the sidebar.
    const logo = sidebar(page).getByRole('img', { name: 'Logo de la empresa' });
    await visible(logo);
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('nav[aria-label="Menú principal"]')!).backgroundColor ===
        'rgb(170, 34, 0)',
    );

    // Cancel goes to the dashboard.
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));

    // Another user's shell reads the same account.
    const seller = await suite.signedIn('valeria@prueba.test', 'Valeria-Clave-1');
    await seller.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('nav[aria-label="Menú principal"]')!).backgroundColor ===
        'rgb(170, 34, 0)',
    );
  });

  it('an admin deletes a store with the confirmation and restores it', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/organizations');
    await page.getByRole('cell', { name: 'Tienda Centro' }).click();
    await page.waitForURL(/\/organizations\/\d+\/edit$/);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar esta tienda?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('No hay tiendas.'));

    await selectOption(page, 'Eliminados', 'Solo eliminados');
    await page.getByRole('cell', { name: 'Tienda Centro Eliminado' }).click();
    await page.getByRole('button', { name: 'Restaurar' }).click();
    await visible(page.getByText('¿Está seguro que desea restaurar esta tienda?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Tienda restaurada'));
  });
});

async function expectReadOnly(page: Page, label: string) {
  const input = field(page, label);
  await visible(input);
  const disabled = await input.evaluate(
    (element) => element.getAttribute('aria-disabled') === 'true' || (element as HTMLInputElement).readOnly === true,
  );
  expect(disabled).toBe(true);
}
