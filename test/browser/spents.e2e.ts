import { browserSuite, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';

jest.setTimeout(120_000);
const suite = browserSuite();

describe('expenses in the browser', () => {
  it('an admin records an expense with a category and a method, finds it, edits it and deletes it', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/spents');
    await visible(page.getByText('No hay gastos disponibles'));

    await page.getByRole('link', { name: 'Nuevo gasto' }).first().click();
    await page.getByLabel('Nombre').fill('Luz de marzo');
    await page.getByLabel('Monto').fill('120');
    await page.getByLabel('Categoría').click();
    await page.getByRole('option', { name: 'Servicios' }).click();
    await page.getByLabel('Método de pago').click();
    await page.getByRole('option', { name: 'Pago móvil' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();

    const row = page.getByRole('row', { name: /Luz de marzo/ });
    await visible(row);
    await visible(row.getByRole('cell', { name: 'Servicios' }));
    await visible(row.getByRole('cell', { name: 'Pago móvil' }));
    await visible(row.getByRole('cell', { name: '$120.00' }));

    // Another expense, so the search has something to leave out.
    const api = new HttpClient(server.baseUrl);
    await api.login(server.adminEmail, server.adminPassword);
    const categories = await api.get('/api/spent-categories');
    const other = categories.body.find((c: { name: string }) => c.name === 'Otros');
    await api.post('/api/spents', {
      name: 'Agua',
      date: '2026-03-01',
      amount: 30,
      spent_category_id: other.id,
      method: 'efectivo',
    });
    await page.reload();
    await visible(page.getByRole('cell', { name: 'Agua' }));

    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByPlaceholder('Buscar').fill('luz');
    await page.getByRole('cell', { name: 'Agua' }).waitFor({ state: 'hidden' });
    await visible(page.getByRole('cell', { name: 'Luz de marzo' }));

    // Edited: its amount (a decimal string in the API) comes back in the form and is kept.
    await page.getByRole('cell', { name: 'Luz de marzo' }).click();
    expect(Number(await page.getByRole('spinbutton', { name: 'Monto' }).inputValue())).toBe(120);
    await page.getByLabel('Nombre').fill('Luz de marzo (CORPOELEC)');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const edited = page.getByRole('row', { name: /CORPOELEC/ });
    await visible(edited.getByRole('cell', { name: '$120.00' }));
    expect((await api.get('/api/spents')).body.find((s: { name: string }) => s.name.includes('CORPOELEC')).amount).toBe(
      '120.00',
    );

    await page.getByRole('cell', { name: 'Luz de marzo (CORPOELEC)' }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar este gasto?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('Gasto eliminado'));
    await page.getByRole('cell', { name: 'Luz de marzo' }).waitFor({ state: 'hidden' });
    await page.goto(`${server.baseUrl}/spents?filter=${encodeURIComponent('{}')}`);
    await visible(page.getByRole('cell', { name: 'Agua' }));
    expect(await page.getByRole('cell', { name: 'Luz de marzo' }).count()).toBe(0);
  });
});
