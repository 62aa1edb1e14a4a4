import { browserSuite, visible } from '../support/browser';

jest.setTimeout(120_000);
const suite = browserSuite();

describe('catalogues in the browser', () => {
  it("an admin creates a deposit choosing its region and sees it listed with the region's name", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/deposits');
    await visible(page.getByText('No hay depósitos'));

    await page.getByRole('link', { name: 'Nuevo depósito' }).first().click();
    await page.waitForURL(/\/deposits\/create$/);
    await page.getByLabel('Nombre').fill('Depósito Maracaibo');
    await page.getByLabel('Alias').fill('MCBO');
    await page.getByLabel('Dirección').fill('Av. 5 de Julio');
    await page.getByLabel('Latitud').fill('10.6427');
    await page.getByLabel('Longitud').fill('-71.6125');
    await page.getByLabel('Región').click();
    await page.getByRole('option', { name: 'Zulia' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();

    const row = page.getByRole('row').filter({ hasText: 'Depósito Maracaibo' });
    await visible(row.getByRole('cell', { name: 'Zulia' }));
    await visible(row.getByRole('cell', { name: 'MCBO' }));
    await row.click();
    await page.waitForURL(/\/deposits\/\d+\/edit$/);
    await visible(page.getByRole('button', { name: 'Eliminar' }));
    // Its transfers (issue 13), not the form again.
    await page.locator('#main-content').getByRole('link', { name: 'Transferencias' }).click();
    await page.waitForURL(/\/deposits\/\d+\/transfer$/);
    await visible(page.getByText('No hay transferencias registradas'));
    expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
  });

  it('a product category is created, then deleted after the confirmation', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/product-categories');
    await visible(page.getByText('No hay categorías disponibles'));

    await page.getByRole('link', { name: 'Nueva categoría' }).first().click();
    await page.waitForURL(/\/product-categories\/create$/);
    await page.getByLabel('Nombre').fill('Filtros');
    await page.getByLabel('Código').fill('FIL');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Filtros' });
    await visible(row.getByRole('cell', { name: '0', exact: true }));

    await row.getByRole('cell', { name: 'Filtros' }).click();
    await page.waitForURL(/\/product-categories\/\d+\/edit$/);
    await visible(page.getByRole('link', { name: 'Categorías' }));
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar esta categoría?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('No hay categorías disponibles'));
  });
});
