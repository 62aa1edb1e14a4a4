import ExcelJS from 'exceljs';
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

/**
 * Documents of one record in the browser (issue 14): a purchase's 'Imprimir' opens its PDF in a
 * new tab, and an inventory's 'Exportar Excel' downloads its sheet. The records are made over HTTP.
 */

jest.setTimeout(240_000);
const suite = browserSuite();

describe('documents of one record in the browser', () => {
  let admin: HttpClient;
  let purchase: { id: number; number_shopping: number };
  let inventory: number;

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 0, '12.00');
    const provider = await admin.post('/api/providers', {
      name: 'Ana Pérez',
      company_name: 'Autopartes del Centro C.A.',
      tax_id: 'J-12345678-9',
    });
    expect(provider.status).toBe(201);
    const bought = await admin.post('/api/shoppings', {
      provider_id: provider.body.id,
      date: '2026-02-10',
      invoice_number: 'F-1001',
      payment_type: 'cash',
      deposit_id: catalogue.deposit,
      products: [{ product_id: filter, cost: '25.00', quantity: 4 }],
      payments: [{ method: 1, amount_usd: '100.00' }],
    });
    expect(bought.status).toBe(201);
    purchase = bought.body;
    const entry = await admin.post('/api/inventories', {
      type: 'add',
      lines: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 7 }],
    });
    expect(entry.status).toBe(201);
    inventory = entry.body.id;
  });

  it("opens a purchase's PDF in a new tab from its detail page", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/shoppings/${purchase.id}`);
    await visible(page.getByRole('heading', { name: `Compra #${purchase.number_shopping}` }));
    const report = `/api/shoppings/${purchase.id}/report`;
    const answered = page.context().waitForEvent('response', {
      predicate: (response) => new URL(response.url()).pathname === report,
      timeout: 90_000,
    });
    // The tab shows once the document's job answered (the server waits up to 30 s for it): a cold
    // PDF browser on a busy machine takes a while.
    const [popup] = await Promise.all([
      page.waitForEvent('popup', { timeout: 90_000 }),
      page.getByRole('link', { name: 'Imprimir' }).click(),
    ]);
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(new URL(popup.url()).pathname).toBe(report);
  });

  it("downloads an inventory's Excel from its detail page", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/inventories/${inventory}`);
    await visible(page.getByRole('heading', { name: /^Inventario del / }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`inventario-${inventory}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(7).values).toEqual([undefined, 'Código', 'Producto', 'Depósito', 'Cantidad']);
    expect(sheet.getRow(8).values).toEqual([undefined, 'FIL-100', 'Filtro de aceite', 'Galpón Central', 7]);
  });
});
