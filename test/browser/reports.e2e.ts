/**
 * The reports screens in the browser (issue 14, admin side): the orders report asked from
 * /reports, followed to its end and downloaded (read back with exceljs); a bad period's message
 * under 'Hasta'; the clients list's Excel export (one job for a double click); the low-stock
 * table for admin and storer but not for sales; the storer's /reports without the generator.
 * The sales are made over HTTP (POST /api/orders, API.md).
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { browserSuite, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const SELLER = { email: 'vendedor@prueba.test', password: 'Clave-vendedor-1' };
const STORER = { email: 'almacen@prueba.test', password: 'Clave-almacen-1' };
const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const TODAY = caracasDay(new Date());
const YESTERDAY = caracasDay(new Date(Date.now() - 24 * 3600 * 1000));

/** The POSTs the page sends to /api/reports from now on (their bodies). */
const reportRequests = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/reports')
      posts.push(request.postData() ?? '');
  });
  return posts;
};

/** Clicks 'Descargar' once the report is ready: the downloaded file's name and rows (column A first). */
const download = async (page: Page, scope = page.locator('body')) => {
  await visible(scope.getByText('El reporte está listo.'));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('link', { name: /^Descargar/ }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: file.suggestedFilename(), rows };
};

/** The text under an input (its helper text), by the input's label. */
const messageUnder = async (page: Page, label: string) => {
  const input = page.getByRole('textbox', { name: label, exact: true });
  const helper = await input.getAttribute('aria-describedby');
  return page.locator(`[id="${helper}"]`);
};

describe('reports in the browser', () => {
  let admin: HttpClient;

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '12.50', 100, '8.00');
    // Two spark plugs: at or below the low-stock threshold (5).
    await catalogue.product('BUJ-200', 'Bujía NGK', '4.00', 2, '2.00');
    const client = await admin.post('/api/clients', {
      name: 'Ana Rojas',
      identification: 'V-9876543',
      typeClient: 'a',
      companyName: 'Rojas Motors',
    });
    expect(client.status).toBe(201);
    for (const [date, quantity] of [
      [YESTERDAY, 2],
      [TODAY, 1],
    ] as const) {
      const sale = await admin.post('/api/orders', {
        date,
        client_id: client.body.id,
        comentary: 'Venta de prueba',
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity }],
      });
      expect(sale.status).toBe(201);
    }
    await server.createUser({ ...SELLER, role: 'sales', first_name: 'Carla', last_name: 'Mendoza' });
    await server.createUser({ ...STORER, role: 'storer', first_name: 'Luis', last_name: 'Pérez' });
  });

  it('generates the orders report of a period, follows it to its end and downloads it', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const posts = reportRequests(page);
    await page.goto(`${server.baseUrl}/reports`);
    const form = page.getByTestId('orders-report');
    await page.getByRole('textbox', { name: 'Desde', exact: true }).fill(YESTERDAY);
    await page.getByRole('textbox', { name: 'Hasta', exact: true }).fill(TODAY);
    await page.getByRole('button', { name: 'Generar' }).click();

    const { name, rows } = await download(page, form);
    expect(name).toBe(`ventas-${TODAY}.xlsx`);
    // The header's title, then one row per sale of the period: the client's name in column C.
    expect(rows.map((row) => row[0])).toContain('Reporte de ventas');
    const clients = rows.filter((row) => typeof row[0] === 'number').map((row) => row[2]);
    expect(clients).toEqual(['Ana Rojas', 'Ana Rojas']);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0])).toMatchObject({
      type: 'orders',
      format: 'excel',
      params: { from: YESTERDAY, to: TODAY, nulled: false, modality: 'simple', full: false },
    });
    // Among the user's recent reports, ready, with its file.
    const recent = page.getByTestId('recent-reports');
    await visible(recent.locator('[data-state="completed"]'));
    await visible(recent.getByRole('link', { name: `ventas-${TODAY}.xlsx` }));
  });

  it("shows the server's message under 'Hasta' for a period that ends before it starts", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/reports');
    await page.getByRole('textbox', { name: 'Desde', exact: true }).fill(TODAY);
    await page.getByRole('textbox', { name: 'Hasta', exact: true }).fill(YESTERDAY);
    await page.getByRole('button', { name: 'Generar' }).click();
    const under = await messageUnder(page, 'Hasta');
    await visible(under.getByText('La fecha hasta no puede ser anterior a la fecha desde.'));
    // Nothing to download; the button may be used again.
    expect(await page.getByText('El reporte está listo.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Generar' }).isEnabled()).toBe(true);
  });

  it("downloads the clients list's Excel export, asked once for a double click", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const posts = reportRequests(page);
    await page.goto(`${server.baseUrl}/clients`);
    await visible(page.getByRole('cell', { name: 'Ana Rojas' }));
    await page.getByRole('button', { name: 'Excel' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Listado de clientes (Excel)' });
    const { name, rows } = await download(page, dialog);
    expect(name).toBe(`clientes-${TODAY}.xlsx`);
    expect(rows.map((row) => row[0])).toContain('Ana Rojas');
    expect(posts.map((body) => JSON.parse(body))).toEqual([{ type: 'clients', format: 'excel', params: {} }]);
  });

  it('shows the low-stock products to admin; sales sees the generator but not the table', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/reports');
    const table = page.getByRole('table', { name: 'Productos con stock bajo' });
    const row = table.getByRole('row', { name: /BUJ-200/ });
    await visible(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual(['BUJ-200', 'Bujía NGK', '2']);
    // The filters, with 98 left, are not low.
    expect(await table.getByRole('row', { name: /FIL-100/ }).count()).toBe(0);

    const seller = await suite.signedIn(SELLER.email, SELLER.password, '/reports');
    await visible(seller.getByRole('heading', { name: 'Generar reporte de ventas' }));
    await visible(seller.getByRole('table', { name: 'Mis reportes recientes' }));
    expect(await seller.getByRole('heading', { name: 'Productos con stock bajo' }).count()).toBe(0);
    expect(await seller.getByRole('table', { name: 'Productos con stock bajo' }).count()).toBe(0);
  });

  it('lets the storer open /reports for the low-stock table and the deposit report, without the generator', async () => {
    const page = await suite.signedIn(STORER.email, STORER.password, '/reports');
    await visible(page.getByRole('table', { name: 'Productos con stock bajo' }).getByRole('row', { name: /BUJ-200/ }));
    await visible(page.getByRole('button', { name: 'Reporte por depósito' }));
    expect(await page.getByRole('heading', { name: 'Generar reporte de ventas' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Generar' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Desde', exact: true }).count()).toBe(0);
  });
});
