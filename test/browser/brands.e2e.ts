import { browserSuite, visible } from '../support/browser';

jest.setTimeout(120_000);
const suite = browserSuite();

describe('brands in the browser', () => {
  it('an admin creates a brand, finds it, deletes it with the confirmation and restores it', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/brands');
    await visible(page.getByText('No hay marcas disponibles'));

    await page.getByRole('link', { name: 'Nueva marca' }).first().click();
    await page.getByLabel('Nombre').fill('Bosch');
    await page.getByLabel('Código').fill('BOS');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByRole('cell', { name: 'Bosch' }));

    await page.getByRole('cell', { name: 'Bosch' }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar esta marca?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('No hay marcas disponibles'));

    await page.getByLabel('Eliminados').click();
    await page.getByRole('option', { name: 'Solo eliminados' }).click();
    // A deleted row shows the trash marker beside its name.
    await page.getByRole('cell', { name: 'Bosch Eliminado' }).click();
    await page.getByRole('button', { name: 'Restaurar' }).click();
    await visible(page.getByText('¿Está seguro que desea restaurar estos datos?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Marca restaurada'));
    // Back among the live brands.
    await page.goto(`${server.baseUrl}/brands?filter=${encodeURIComponent('{}')}`);
    await visible(page.getByRole('cell', { name: 'Bosch', exact: true }));
  });
});
