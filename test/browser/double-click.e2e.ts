/**
 * Issue 10, item 8: a double click never records twice. 'Generar Venta', a client's 'Agregar pago'
 * and 'Guardar Entrada de Productos' are double-clicked; the write is held on its way to the
 * server to see the button disabled meanwhile and that one request went, with an Idempotency-Key;
 * then the list, the payment history and the inventories list each show one record.
 */
import type { Locator, Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

interface HeldWrite {
  /** The Idempotency-Key of every request that reached the route, in order. */
  keys: Array<string | undefined>;
  /** Resolves when the first request arrived (it waits until `release`). */
  arrived: Promise<void>;
  release(): void;
}

/** Holds the page's `POST {path}` requests until released, noting each one's Idempotency-Key. */
async function holdWrites(page: Page, path: string): Promise<HeldWrite> {
  const keys: Array<string | undefined> = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key']);
      arrive();
      await released;
      return route.fallback();
    },
  );
  return { keys, arrived, release };
}

/**
 * Double-clicks `button`: while the write is held the button is disabled; once the screen shows
 * `saved`, exactly one request went, with an Idempotency-Key.
 */
async function doubleClickOnce(page: Page, button: Locator, path: string, saved: Locator): Promise<void> {
  const held = await holdWrites(page, path);
  await button.dblclick();
  await held.arrived;
  expect(await button.isDisabled()).toBe(true);
  held.release();
  await visible(saved);
  expect(held.keys).toHaveLength(1);
  expect(held.keys[0]).toMatch(/^[0-9a-f]{32}$/);
}

/** Types in a product search and waits for its results (the table is busy until they answer). */
async function searchProducts(page: Page, terms: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Buscar productos' }).fill(terms);
  await visible(page.locator('table[aria-label="Resultados de la búsqueda"][aria-busy="false"]'));
}

describe('a double click records once', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let clientId: number;
  let oilFilter: number;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    catalogue = await salesCatalogue(admin);
    oilFilter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 10);
    const client = await admin.post('/api/clients', {
      name: 'Talleres Gómez',
      identification: 'J-40999888',
      typeClient: 'b',
    });
    expect(client.status).toBe(201);
    clientId = client.body.id;
  });

  it("'Generar Venta' double-clicked makes one sale", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/orders/create');
    const client = page.getByRole('region', { name: 'Cliente' });
    await client.getByLabel('Identificación del cliente').fill('J-40999888');
    await client.getByRole('button', { name: 'Buscar' }).click();
    await visible(page.getByTestId('sale-client').getByText('Talleres Gómez'));
    await searchProducts(page, 'FIL-100');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /FIL-100/ });
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    await page.getByLabel('Observaciones').fill('Doble clic');

    const generate = page.getByRole('button', { name: 'Generar Venta' });
    await doubleClickOnce(page, generate, '/api/orders', page.getByRole('heading', { name: /^Venta #\d+$/ }));

    await page.goto(`${server.baseUrl}/orders`);
    const rows = page.getByRole('row', { name: /Talleres Gómez/ });
    await visible(rows);
    expect(await rows.count()).toBe(1);
  });

  it("a client's 'Agregar pago' double-clicked records one payment", async () => {
    const { server } = suite;
    const sale = await admin.post('/api/orders', {
      date: TODAY,
      client_id: clientId,
      estimate: false,
      isCredit: true,
      comentary: 'Venta a crédito',
      products: [{ product_id: oilFilter, deposit_id: catalogue.deposit, quantity: 1 }],
    });
    expect({ status: sale.status, body: sale.body }).toMatchObject({ status: 201 });
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/clients/${clientId}/payments/create`);
    await visible(page.getByRole('heading', { name: 'Registrar Pago - Talleres Gómez' }));
    await page.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await page.getByLabel('Monto').fill('10');

    await doubleClickOnce(
      page,
      page.getByRole('button', { name: 'Agregar pago' }),
      '/api/payments',
      page.getByText('Pago registrado'),
    );

    expect(page.url()).toMatch(new RegExp(`/clients/${clientId}$`));
    const payments = page.getByRole('table').filter({ has: page.getByText('Referencia') });
    const rows = payments.getByRole('row', { name: /Efectivo/ });
    await visible(rows);
    expect(await rows.count()).toBe(1);
  });

  it("'Guardar Entrada de Productos' double-clicked makes one entry", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/inventories/create');
    await searchProducts(page, 'FIL-100');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /FIL-100/ });
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    const line = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /FIL-100/ });
    await line.getByLabel('Cantidad').fill('3');
    await line.getByRole('combobox', { name: 'Depósito' }).click();
    await page.getByRole('option', { name: 'Galpón Central' }).click();

    const save = page.getByRole('button', { name: 'Guardar Entrada de Productos' });
    await doubleClickOnce(page, save, '/api/inventories', page.getByRole('heading', { name: /^Inventario del / }));

    await page.getByRole('link', { name: 'Volver' }).click();
    const requests = page.getByRole('row', { name: /Entrada Solicitud/ });
    await visible(requests);
    expect(await requests.count()).toBe(1);
  });
});
