import { browserSuite, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';

jest.setTimeout(120_000);
const suite = browserSuite();

describe('clients and providers in the browser', () => {
  it('an admin creates a client, searches it, deletes it with the confirmation and restores it', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/clients');
    // The POS's default client is there from the first start.
    await visible(page.getByRole('cell', { name: 'Cliente General' }));

    await page.getByRole('link', { name: 'Nuevo cliente' }).first().click();
    await page.waitForURL('**/clients/create');
    await page.getByRole('textbox', { name: 'Empresa' }).fill('Repuestos Díaz');
    await page.getByLabel('Nombre').fill('Carla Díaz');
    await page.getByLabel('Correo electrónico').fill('carla@correo.test');
    await page.getByLabel('Alias o identificación').fill('V-14555666');
    await page.getByLabel('Teléfono').fill('0414-5556666');
    await page.getByLabel('Dirección').fill('Calle Real, Maracay');
    await page.getByLabel('Tipo de cliente').click();
    await page.getByRole('option', { name: 'B', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    // The new client's detail, with its figures at zero and its empty histories.
    await visible(page.getByText('Información personal'));
    await visible(page.getByText('V-14555666'));
    await visible(page.getByText('No hay órdenes registradas'));
    await visible(page.getByText('No hay pagos registrados'));

    await page.getByRole('link', { name: 'Volver' }).click();
    await page.getByPlaceholder('Buscar').fill('carla');
    // The search has answered (the list shows her alone), so opening her row is not undone by the
    // search's own navigation a moment later.
    await page.getByRole('cell', { name: 'Cliente General' }).waitFor({ state: 'detached' });
    await visible(page.getByRole('cell', { name: 'Repuestos Díaz' }));
    await visible(page.getByText('Calle Real, Maracay'));
    await page.getByRole('cell', { name: 'Carla Díaz' }).click();

    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar este cliente?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Cliente eliminado'));
    // Back among the live clients, her search kept: she no longer is one of them.
    await visible(page.getByText('No hay clientes disponibles'));
    await page.getByRole('cell', { name: 'Carla Díaz' }).waitFor({ state: 'detached' });

    await page.getByLabel('Eliminados').click();
    await page.getByRole('option', { name: 'Solo eliminados' }).click();
    // A deleted client shows the trash marker beside its name.
    await page.getByRole('cell', { name: 'Carla Díaz Eliminado' }).click();
    await page.getByRole('button', { name: 'Restaurar' }).click();
    await visible(page.getByText('¿Está seguro que desea restaurar este cliente?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Cliente restaurado'));
    await visible(page.getByRole('link', { name: 'Editar' }));
  });

  it("shows a provider's detail with no purchases and no pending invoices", async () => {
    const { server } = suite;
    const api = new HttpClient(server.baseUrl);
    await api.login(server.adminEmail, server.adminPassword);
    const created = await api.post('/api/providers', {
      name: 'Pedro Gómez',
      company_name: 'Filtros del Centro C.A.',
      tax_id: 'J-12345678-9',
      phone: '0241-8000000',
    });
    expect(created.status).toBe(201);

    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/providers');
    await page.getByRole('cell', { name: 'Filtros del Centro C.A.' }).click();
    await page.waitForURL(`**/providers/${created.body.id}`);
    await visible(page.getByText('J-12345678-9'));
    await visible(page.getByText('Sin compras'));
    await visible(page.getByText('No hay facturas pendientes'));
    // Nothing owed: $0.00 (USD in es-US), in green.
    const balance = page.getByTestId('provider-balance');
    await visible(balance);
    expect(await balance.textContent()).toBe('$0.00');
    expect(await balance.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(46, 125, 50)');
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(`**/providers/${created.body.id}/edit`);
    await visible(page.getByLabel('RIF'));
  });
});
