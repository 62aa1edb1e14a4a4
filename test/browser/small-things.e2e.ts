/**
 * Issue 31, item 16, in the browser against the real server: the dashboard chart's dates whole
 * and each day's value over its bar; 'Precio Bs' on one line; 0 in a deposit a product is not in;
 * the deposit's page naming it once; the low-stock table in pages. (The dealer's identification
 * with its type is in dealers.e2e.ts, where a dealer is made.)
 */
import type { Locator } from 'playwright-core';
import { browserSuite, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** How many lines an element's text takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });

describe('the small things of issue 31 in the browser', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let norte: number;
  let filter: number;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBeLessThan(300);
    catalogue = await salesCatalogue(admin);
    const region = ((await admin.get('/api/utils/states')).body as { id: number }[])[0].id;
    const created = await admin.post('/api/deposits', { name: 'Depósito Norte', region_id: region });
    expect(created.status).toBe(201);
    norte = created.body.id as number;
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '1234.56', 20);
    const sale = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta de prueba',
      estimate: false,
      without_client: true,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
    });
    expect(sale.status).toBe(201);
  });

  it.each([1366, 390])(
    "at %i px the chart's date labels are whole and today's bar carries its value",
    async (width) => {
      const page = await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword);
      await page.setViewportSize({ width, height: 900 });
      const chart = page.getByRole('img', { name: 'Ventas por día (últimos 30 días)' });
      await visible(chart.locator(`rect[data-date="${TODAY}"]`));
      expect(await chart.locator(`text[data-value-of="${TODAY}"]`).textContent()).toBe('$1.2K');
      // Only days with sales carry a value.
      expect(await chart.locator('text[data-value-of]').count()).toBe(1);
      const box = (await chart.boundingBox())!;
      const labels = chart.locator('text[data-date-label]');
      expect(await labels.count()).toBe(3);
      for (const label of await labels.all()) {
        const inner = (await label.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      const value = (await chart.locator(`text[data-value-of="${TODAY}"]`).boundingBox())!;
      expect(value.y).toBeGreaterThanOrEqual(box.y - 0.5);
    },
  );

  it("the products list shows 'Precio Bs' on one line and 0 in a deposit the product is not in; so does its page", async () => {
    const page = await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword, '/products');
    const row = page.getByRole('row', { name: /FIL-100/ });
    await visible(row);
    await visible(row.getByText(/^Galpón Central: \d+$/));
    await visible(row.getByText('Depósito Norte: 0', { exact: true }));
    const header = page.locator('th', { hasText: 'Precio Bs' });
    await visible(header);
    expect(await linesOf(header)).toBe(1);
    expect(await header.evaluate((cell) => getComputedStyle(cell).whiteSpace)).toBe('nowrap');

    await row.getByRole('cell', { name: 'Filtro de aceite' }).click();
    const stock = page.getByRole('table', { name: 'Existencias' });
    await visible(stock.getByRole('row', { name: /Depósito Norte/ }));
    expect(
      await stock
        .getByRole('row', { name: /Depósito Norte/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['Depósito Norte', '0']);
  });

  it("a deposit named 'Depósito Norte' is titled so, not 'Depósito Depósito Norte'; another gets the word before its name", async () => {
    const page = await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword, `/deposits/${norte}/edit`);
    await visible(page.locator('#react-admin-title').getByText('Depósito Norte', { exact: true }));
    expect(await page.getByText('Depósito Depósito Norte').count()).toBe(0);
    await page.goto(`${suite.server.baseUrl}/deposits/${catalogue.deposit}/edit`);
    await visible(page.locator('#react-admin-title').getByText('Depósito Galpón Central', { exact: true }));
  });

  it('the low-stock table on the reports page shows ten products a page and pages', async () => {
    for (let index = 1; index <= 12; index += 1)
      await catalogue.product(`BAJ-${String(index).padStart(2, '0')}`, `Repuesto escaso ${index}`, '5.00', 1);
    const page = await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword, '/reports');
    const table = page.getByRole('table', { name: 'Productos con stock bajo' });
    await visible(table.getByRole('row', { name: /BAJ-/ }));
    expect(await table.locator('tbody tr').count()).toBe(10);
    const panel = page.getByTestId('low-stock');
    await visible(panel.getByText('1-10 de 12'));
    await panel.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await visible(panel.getByText('11-12 de 12'));
    expect(await table.locator('tbody tr').count()).toBe(2);
  });
});
