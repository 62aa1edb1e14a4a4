import type { Page } from 'playwright-core';
import { browserSuite, signIn, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

/**
 * What the screens tell a person (issue 11, items 6 and 9): one toast for a repeated error, the
 * reason a save button is disabled, no failed request logged where nothing failed (the sign-in
 * page, a client search without a match), and the app information page reached from /version.
 */

/** The console errors and the API requests a page makes from now on. */
const watch = (page: Page) => {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  return { errors, requests };
};

describe('feedback in the browser', () => {
  it('the sign-in page asks nothing about a session there is not, and logs no error', async () => {
    const { server } = suite;
    const page = await suite.newPage();
    const seen = watch(page);
    // A screen without a session sends to the sign-in page.
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(page.url()).toBe(`${server.baseUrl}/login`);
    await page.goto(`${server.baseUrl}/login`);
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(seen.requests.filter((request) => /\/api\/(me|logout)$/.test(request))).toEqual([]);
    expect(seen.errors).toEqual([]);

    // Signed in (back on the screen asked for), a reload asks the server for the session.
    await signIn(page, server.baseUrl, server.adminEmail, server.adminPassword);
    await visible(page.getByRole('button', { name: 'Menú de usuario' }));
    expect(page.url()).toBe(`${server.baseUrl}/clients`);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Menú de usuario' }));
    expect(seen.requests).toContain('GET /api/me');
    // Signed out, the server closes the session once.
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(seen.requests.filter((request) => request === 'DELETE /api/logout')).toHaveLength(1);
    // Back on the sign-in page, a reload asks nothing either.
    const before = seen.requests.length;
    await page.reload();
    await visible(page.getByRole('button', { name: 'Iniciar sesión' }));
    expect(seen.requests.slice(before).filter((request) => /\/api\/(me|logout)$/.test(request))).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  it('a form submitted twice with the same error shows one toast', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    // The default client's payment form: its save button stays enabled, its fields are required.
    await page.goto(`${server.baseUrl}/clients/1/payments/create`);
    const save = page.getByRole('button', { name: 'Agregar pago' });
    const toasts = page.getByRole('alert').filter({ hasText: 'Error en el formulario' });
    await save.click();
    await visible(toasts);
    const first = await toasts.first().elementHandle();
    await save.click();
    // The second answer is a new toast element; the first one is gone with it, not left below.
    await page.waitForFunction(
      (old) =>
        [...document.querySelectorAll('[role="alert"]')].some(
          (alert) => alert !== old && alert.textContent?.includes('Error en el formulario'),
        ),
      first,
    );
    expect(await toasts.count()).toBe(1);
  });

  // Issue 31 (item 13): a create form's 'Guardar' is no longer disabled untouched (a click shows
  // what is required, below); an edit form's still is, and says why.
  it('a save button disabled on an untouched edit form says why, on hover and on keyboard focus', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/accounts/1');
    const save = page.getByRole('button', { name: 'Guardar' });
    await visible(save);
    expect(await save.isDisabled()).toBe(true);
    const reason = page.getByRole('tooltip', { name: 'Modifique algún campo para guardar' });
    const holder = page.locator('span', { has: save });
    await holder.last().hover();
    await visible(reason);
    await page.mouse.move(0, 0);
    await reason.waitFor({ state: 'detached' });
    await holder.last().focus();
    await visible(reason);

    // Touched, the button is enabled.
    await page.getByLabel(/^Teléfono/).fill('0212-5550000');
    await page.waitForFunction(() => document.querySelector('button[aria-label="Guardar"]:not([disabled])') !== null);
  });

  it("an untouched create form's 'Guardar' is enabled: a click shows what is required, and the toast lists each field's message", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/spents/create');
    const save = page.getByRole('button', { name: 'Guardar' });
    await visible(save);
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error en el formulario' });
    await visible(toast);
    const text = await toast.innerText();
    for (const line of [
      '• Nombre: Este campo es obligatorio',
      '• Monto: Este campo es obligatorio',
      '• Categoría: Este campo es obligatorio',
      '• Método de pago: Este campo es obligatorio',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('revise los campos marcados');
    // And under each field.
    expect(await page.locator('form').getByText('Este campo es obligatorio').count()).toBe(4);
    expect(page.url()).toBe(`${server.baseUrl}/spents/create`);

    // A field's own rule is listed with its words too.
    await page.getByLabel(/^Nombre/).fill('Luz de abril');
    await page.getByLabel(/^Monto/).fill('-3');
    await save.click();
    await visible(page.getByRole('alert').filter({ hasText: '• Monto: El monto debe ser mayor o igual a 0' }));
  });

  it("a spent recorded says 'Gasto registrado', a provider updated 'Proveedor actualizado'", async () => {
    const { server } = suite;
    const api = new HttpClient(server.baseUrl);
    expect((await api.login(server.adminEmail, server.adminPassword)).status).toBe(200);
    // 'Servicios' is one of the categories every shop starts with.
    const provider = await api.post('/api/providers', {
      name: 'Pedro Gómez',
      company_name: 'Filtros del Centro C.A.',
      tax_id: 'J-12345678-9',
    });
    expect(provider.status).toBe(201);

    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/spents/create');
    await page.getByLabel(/^Nombre/).fill('Luz de marzo');
    await page.getByLabel(/^Monto/).fill('120');
    await page.getByLabel(/^Categoría/).click();
    await page.getByRole('option', { name: 'Servicios' }).click();
    await page.getByLabel(/^Método de pago/).click();
    await page.getByRole('option', { name: 'Pago móvil' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByRole('alert').filter({ hasText: /^Gasto registrado$/ }));
    expect(await page.getByText('Elemento creado').count()).toBe(0);

    await page.goto(`${server.baseUrl}/providers/${provider.body.id}/edit`);
    await page.getByLabel(/^Teléfono/).fill('0241-8000000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible(page.getByRole('alert').filter({ hasText: /^Proveedor actualizado$/ }));
    expect(await page.getByText('Elemento actualizado').count()).toBe(0);
  });

  it("a sale's invoice and discount buttons say why they are disabled", async () => {
    const { server } = suite;
    const admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    const product = await catalogue.product('FIL-9', 'Filtro de aire', '10.00', 5);
    const sale = await admin.post('/api/orders', {
      date: new Date().toISOString().slice(0, 10),
      comentary: 'Venta de prueba',
      estimate: false,
      without_client: true,
      products: [{ product_id: product, deposit_id: catalogue.deposit, quantity: 1 }],
    });
    expect(sale.status).toBe(201);

    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${sale.body.id}`);
    for (const [button, why] of [
      ['Guardar factura', 'Escriba el número de factura para guardarla'],
      ['Aplicar descuento', 'Escriba un descuento mayor a cero para aplicarlo'],
    ]) {
      const disabled = page.getByRole('button', { name: button });
      await visible(disabled);
      expect(await disabled.isDisabled()).toBe(true);
      await page.locator('span', { has: disabled }).last().hover();
      await visible(page.getByRole('tooltip', { name: why }));
      await page.mouse.move(0, 0);
    }
    // A negative discount says so under its field.
    await page.getByRole('spinbutton', { name: 'Descuento' }).fill('-5');
    await visible(page.getByText('El descuento no puede ser negativo'));
  });

  it('a client search without a match says so and logs no error', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/orders/create');
    const seen = watch(page);
    const client = page.getByRole('region', { name: 'Cliente' });
    await client.getByLabel('Identificación del cliente').fill('V-99999999');
    await client.getByRole('button', { name: 'Buscar' }).click();
    await visible(page.getByText('No se encontró el cliente. Puede crear uno nuevo en el formulario.'));
    expect(seen.requests).toContain('GET /api/clients');
    expect(seen.errors).toEqual([]);
  });

  it('the not-found page ends its sentence with one dot', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/no-existe');
    const sentence = page.getByText(/^La dirección escrita es incorrecta o el enlace seguido no es válido\.+$/);
    await visible(sentence);
    expect(await sentence.textContent()).toBe('La dirección escrita es incorrecta o el enlace seguido no es válido.');
  });

  it('from /version, the app information page says what the product is built with', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/version');
    await page.getByRole('link', { name: 'Información de la App' }).click();
    await visible(page.getByRole('heading', { name: 'Información de la App', level: 1 }));
    expect(page.url()).toBe(`${server.baseUrl}/about`);
    await visible(page.getByRole('heading', { name: 'Construida con' }));
    for (const name of ['NestJS 11', 'PostgreSQL', 'react-admin 5', 'MUI (Material UI) 7'])
      await visible(page.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }));
    const credit = page.getByRole('link', { name: 'Conozca react-admin' });
    expect(await credit.getAttribute('href')).toBe('https://marmelab.com/react-admin/');
    // The app's own version, from the API.
    const version = (await (await page.request.get(`${server.baseUrl}/api/version`)).json()) as Record<string, number>;
    await visible(page.getByText(`Versión v${version.major}.${version.minor}.${version.patch}`));
  });
});
