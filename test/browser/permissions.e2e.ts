import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, sidebar, visible } from '../support/browser';

jest.setTimeout(240_000);
const suite = browserSuite();

/**
 * Each non-admin role meets the screens it may not use: the access table (@bo/access, shared with
 * the server) keeps them closed before any request, hides the buttons, and a refused list shows no
 * count for rows it never got.
 */
const FORBIDDEN = 'No tiene permiso para ver esta página';
const SELLER = { email: 'vendedor@prueba.test', password: 'Clave-vendedor-1', role: 'sales' as const };
const STORER = { email: 'almacen@prueba.test', password: 'Clave-almacen-1', role: 'storer' as const };
const FINANCIAL = { email: 'finanzas@prueba.test', password: 'Clave-finanzas-1', role: 'financial' as const };
const ENDLINE = { email: 'linea@prueba.test', password: 'Clave-linea-1', role: 'endline' as const };
/** A pagination label such as '1-25 de 25'. */
const COUNT = /\d+\s*[-–]\s*\d+ de \d+/;

/** The API calls a page makes under `path` (e.g. '/api/deposits/'), recorded from now on. */
const callsTo = (page: Page, path: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) calls.push(request.url());
  });
  return calls;
};

/** The forbidden page: its title, no form buttons, no count, a way back to the dashboard. */
const expectForbidden = async (page: Page) => {
  await visible(page.getByRole('heading', { name: FORBIDDEN }));
  await visible(page.getByRole('link', { name: 'Volver al Escritorio' }));
  expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
  expect(await page.getByText(COUNT).count()).toBe(0);
};

describe('what each role may open in the admin', () => {
  let admin: HttpClient;
  let brandId: number;
  let depositId: number;
  let clientId: number;
  let accountId: number;
  let sellerId: string;
  let adminId: string;

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBe(200);
    const me = (await admin.get('/api/me')).body;
    accountId = me.account_id;
    adminId = me.id;
    const states = (await admin.get('/api/utils/states')).body as { id: number }[];
    const created = async (path: string, body: Record<string, unknown>) => {
      const answer = await admin.post(path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 201 });
      return answer.body.id as number;
    };
    brandId = await created('/api/brands', { name: 'Bosch', code: 'BOS' });
    depositId = await created('/api/deposits', { name: 'Galpón Central', alias: 'GC', region_id: states[0].id });
    clientId = await created('/api/clients', {
      name: 'Transportes Rojas',
      identification: 'J-30111222',
      typeClient: 'a',
    });
    sellerId = await server.createUser({ ...SELLER, first_name: 'Carla', last_name: 'Mendoza' });
    for (const [user, name] of [
      [STORER, 'Luis'],
      [FINANCIAL, 'Marta'],
      [ENDLINE, 'Pedro'],
    ] as const)
      await server.createUser({ ...user, first_name: name, last_name: 'Prueba' });
  });

  it('a seller does not open the account, a deposit or a brand form, and reads brands without editing them', async () => {
    const { server } = suite;
    const page = await suite.signedIn(SELLER.email, SELLER.password);
    const depositCalls = callsTo(page, `/api/deposits/${depositId}`);
    const brandCalls = callsTo(page, `/api/brands/${brandId}`);

    await page.goto(`${server.baseUrl}/accounts/${accountId}`);
    await expectForbidden(page);
    await page.goto(`${server.baseUrl}/deposits/${depositId}`);
    await expectForbidden(page);
    await page.goto(`${server.baseUrl}/brands/${brandId}`);
    await expectForbidden(page);
    await page.goto(`${server.baseUrl}/brands/create`);
    await expectForbidden(page);
    // Refused before the form asked for the record.
    expect([depositCalls, brandCalls]).toEqual([[], []]);

    // The brands list opens (a sale needs them), without the create button.
    await page.goto(`${server.baseUrl}/brands`);
    await visible(page.getByRole('cell', { name: 'Bosch' }));
    expect(await page.getByRole('link', { name: 'Nueva marca' }).count()).toBe(0);

    // 'Mi perfil' opens; another user's record does not.
    await page.goto(`${server.baseUrl}/users/${sellerId}/edit`);
    await visible(page.getByRole('button', { name: 'Guardar' }));
    await page.goto(`${server.baseUrl}/users/${adminId}/edit`);
    await expectForbidden(page);
    await page.goto(`${server.baseUrl}/users`);
    await expectForbidden(page);

    // The way back.
    await page.getByRole('link', { name: 'Volver al Escritorio' }).click();
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
  });

  it('a storer is stopped at once on the sale form, the point of sale and a client payment', async () => {
    const { server } = suite;
    const page = await suite.signedIn(STORER.email, STORER.password);
    const clientCalls = callsTo(page, '/api/clients');

    await page.goto(`${server.baseUrl}/orders/create`);
    await expectForbidden(page);
    expect(await page.getByRole('textbox', { name: 'Buscar productos' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/pos`);
    await expectForbidden(page);
    await page.goto(`${server.baseUrl}/clients/${clientId}/payments/create`);
    await expectForbidden(page);
    await page.goto(`${server.baseUrl}/clients/${clientId}`);
    await expectForbidden(page);
    expect(clientCalls).toEqual([]);

    // The orders list opens for them, without the selling buttons.
    await page.goto(`${server.baseUrl}/orders`);
    await visible(page.getByText('No hay órdenes disponibles'));
    expect(await page.getByRole('link', { name: 'Nueva venta' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'POS' }).count()).toBe(0);
  });

  it('a forbidden list shows the forbidden page and no count', async () => {
    const { server } = suite;
    const endline = await suite.signedIn(ENDLINE.email, ENDLINE.password, '/orders');
    await expectForbidden(endline);
    expect(await endline.getByText('No hay órdenes disponibles').count()).toBe(0);

    const financial = await suite.signedIn(FINANCIAL.email, FINANCIAL.password);
    const labels = await sidebar(financial).getByRole('link').allInnerTexts();
    expect(labels.map((label) => label.trim())).not.toContain('Inventario');
    await financial.goto(`${server.baseUrl}/inventories`);
    await expectForbidden(financial);
    await financial.goto(`${server.baseUrl}/products/create`);
    await expectForbidden(financial);
  });

  it('a list whose request the server refuses says so, with no rows and no count', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    // The table lets the admin read brands; here the server refuses anyway (as when they disagree).
    await page.route('**/api/brands?**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, message: 'No tiene permiso para realizar esta acción.' }),
      }),
    );
    await page.goto(`${server.baseUrl}/brands`);
    await visible(page.getByRole('alert').getByText(FORBIDDEN));
    expect(await page.getByText('No hay marcas disponibles').count()).toBe(0);
    expect(await page.getByText(COUNT).count()).toBe(0);
  });

  it('signing in goes back to where the session ended only for the same user; another user starts at the dashboard', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const signInHere = async (user: { email: string; password: string }) => {
      // The sign-in form the session's end led to (it keeps the page to go back to), not a new one.
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    };

    // The admin's session ends on the users list; a seller signs in at that tab.
    await page.goto(`${server.baseUrl}/users`);
    await visible(page.getByRole('cell', { name: 'Carla' }));
    await page.context().clearCookies();
    await page.reload();
    await page.waitForURL(`${server.baseUrl}/login`);
    await signInHere(SELLER);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: FORBIDDEN }).count()).toBe(0);

    // The seller's own session ends on the clients list: signing in again brings them back there.
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByRole('cell', { name: 'Transportes Rojas' }));
    await page.context().clearCookies();
    await page.reload();
    await page.waitForURL(`${server.baseUrl}/login`);
    await signInHere(SELLER);
    await page.waitForURL(`${server.baseUrl}/clients`);
    await visible(page.getByRole('cell', { name: 'Transportes Rojas' }));
  });
});
