/**
 * Dealers in the browser (issue 15): a visitor reaches 'Aplicar para distribuidor' from the
 * sign-in page, chooses a state then one of its towns and sees the thank-you page; the admin walks
 * the request to finish with notes and a group, and finds the dealer in /dealers. The page shows
 * the account's logo, which a visitor loads without a session.
 */
import { browserSuite, sidebar, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';

jest.setTimeout(180_000);

/** A real 1×1 PNG (the account's logo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const suite = browserSuite();

describe('dealers in the browser', () => {
  it('a visitor applies, and the admin walks the request to finish and finds the dealer', async () => {
    const { server } = suite;
    const api = new HttpClient(server.baseUrl);
    await api.login(server.adminEmail, server.adminPassword);
    expect((await api.post('/api/groups', { name: 'Mayoristas' })).status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const logo = await api.post('/api/uploads', form);
    expect(logo.status).toBe(201);
    const account = (await api.get('/api/accounts/1')).body;
    expect((await api.put('/api/accounts/1', { ...account, logo: logo.body.path })).status).toBe(200);

    // The visitor, without signing in, sees the account's logo above the form.
    const visitor = await suite.newPage();
    await visitor.goto(`${server.baseUrl}/login`);
    await visitor.getByRole('link', { name: 'Aplicar para distribuidor' }).click();
    await visible(visitor.getByRole('heading', { name: 'Aplicar para distribuidor' }));
    const accountLogo = visitor.getByRole('img', { name: `Logo de ${account.name}` });
    await visible(accountLogo);
    await visitor.waitForFunction((image) => (image as HTMLImageElement).complete, await accountLogo.elementHandle());
    expect(await accountLogo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const identification = visitor.getByLabel('Identificación');
    await identification.fill('1234567890123');
    await visible(visitor.getByText('No puede ser mayor a de 12'));
    expect(await identification.inputValue()).toBe('');
    await identification.fill('V12.345.678');
    expect(await identification.inputValue()).toBe('12345678');
    await visitor.getByLabel('Nombre').fill('María');
    await visitor.getByLabel('Apellido').fill('González');
    await visitor.getByLabel('Compañía').fill('Repuestos MG');
    await visitor.getByLabel('Estado').selectOption({ label: 'Zulia' });
    await visitor.getByLabel('Municipio').selectOption({ label: 'Maracaibo' });
    // Another state: its own towns, the town chosen before is gone.
    await visitor.getByLabel('Estado').selectOption({ label: 'Carabobo' });
    expect(await visitor.getByLabel('Municipio').inputValue()).toBe('');
    await visitor.getByLabel('Municipio').selectOption({ label: 'Valencia' });
    expect(await visitor.getByLabel('Municipio').locator('option').count()).toBe(15);
    await visitor.getByLabel('Dirección').fill('Av. Bolívar 10, Valencia');
    await visitor.getByLabel('Correo electrónico').fill('maria@example.com');
    await visitor.getByLabel('Teléfono').fill('0414-1234567');
    await visitor.getByRole('button', { name: 'Aplicar' }).click();
    await visible(visitor.getByText('Nos pondremos en contacto con usted en los próximos días.'));

    // The admin.
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await sidebar(page).getByRole('link', { name: 'Solicitudes' }).click();
    await visible(page.getByRole('cell', { name: 'Repuestos MG' }));
    await visible(page.getByRole('cell', { name: 'Inicio' }));
    await page.getByRole('cell', { name: 'Repuestos MG' }).click();
    await visible(page.getByTestId('request-dealer').getByText('Valencia'));
    await visible(page.getByTestId('request-dealer').getByText('04141234567'));
    await visible(page.getByTestId('request-dealer').getByText('V-12345678', { exact: true }));

    const state = page.getByTestId('request-state-name');
    for (const [note, next] of [
      ['Llamada realizada', 'Distribuidor contactado'],
      ['Recaudos pedidos', 'En espera de solicitud de recaudos'],
      ['Recaudos recibidos', 'En revision'],
      ['Todo en orden', 'Aprobado'],
    ]) {
      await page.getByLabel('Nota').fill(note);
      await page.getByRole('button', { name: 'Cambiar estado' }).click();
      await visible(page.getByText('Estas seguro que quieres hacer este cambio'));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await visible(state.getByText(next, { exact: true }));
      await visible(page.getByTestId('request-logs').getByText(`${next}: ${note}`));
    }
    // Approved: the group is required to finish.
    await page.getByLabel('Nota').fill('Bienvenida');
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await visible(page.getByText('Este campo es obligatorio'));
    await page.getByLabel('Grupo').selectOption({ label: 'Mayoristas' });
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(state.getByText('Finalizado', { exact: true }));
    await visible(page.getByTestId('request-logs').getByText('Finalizado: Bienvenida'));
    expect(await page.getByRole('button', { name: 'Cambiar estado' }).count()).toBe(0);

    await sidebar(page).getByRole('link', { name: 'Distribuidores' }).click();
    await visible(page.getByRole('heading', { name: 'Clientes' }));
    const row = page.getByRole('row', { name: /Repuestos MG/ });
    await visible(row);
    // The identification with its type (issue 31), here as on the request's page.
    for (const text of ['María', 'González', 'V-12345678', 'Carabobo', 'Valencia', 'Mayoristas'])
      await visible(row.getByRole('cell', { name: text, exact: true }));

    // The edit form: the person read-only, the group selectable; then delete with the spec's question.
    expect((await api.post('/api/groups', { name: 'Minoristas' })).status).toBe(201);
    await row.getByRole('cell', { name: 'Repuestos MG' }).click();
    await visible(page.getByRole('textbox', { name: 'Nombre', exact: true }));
    expect(await page.getByRole('textbox', { name: 'Nombre', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Compañia', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe('María');
    expect(await page.getByRole('textbox', { name: 'Identificacion', exact: true }).inputValue()).toBe('V-12345678');
    await page.getByLabel('Grupo').click();
    await page.getByRole('option', { name: 'Minoristas' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(
      page.getByRole('row', { name: /Repuestos MG/ }).getByRole('cell', { name: 'Minoristas', exact: true }),
    );
    await page.getByRole('cell', { name: 'Repuestos MG' }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('Estas seguro que quieres eliminar ?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('No hay clientes'));
  });
});
