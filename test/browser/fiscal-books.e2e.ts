/**
 * The fiscal books in the browser (issue 33, item 6): on /reports the admin opens 'Libro de
 * Ventas', picks the month, follows the job's progress and downloads the Excel, read back with
 * exceljs (rows in bolivars and totals); 'Libro de Compras' the same; an empty month is refused
 * under 'Mes'. The financial role finds both on the financial report's page; sales sees neither.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { browserSuite, visible } from '../support/browser';
import { appendRaw, invoice, taxedPurchase, taxes } from '../support/fiscal-book-events';
import { HttpClient } from '../support/http-client';

jest.setTimeout(240_000);
const suite = browserSuite();

const FINANCIAL = { email: 'finanzas@prueba.test', password: 'Clave-finanzas-1' };
const SELLER = { email: 'vendedor@prueba.test', password: 'Clave-vendedor-1' };

/** Holds the page's first poll of a report job a moment, so its progress is on screen before it ends. */
const slowFirstPoll = async (page: Page) => {
  let held = false;
  await page.route(/\/api\/reports\/[0-9a-f-]{36}$/, async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
};

/** Opens a book's dialog, asks November 2026, sees its progress, downloads it: the sheet's rows. */
const bookOf = async (page: Page, name: string) => {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByLabel('Mes').fill('2026-11');
  await dialog.getByRole('button', { name: 'Generar' }).click();
  await visible(dialog.getByRole('progressbar', { name: 'Progreso del reporte' }));
  await visible(dialog.getByText('El reporte está listo.'));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: /^Descargar/ }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  return { name: file.suggestedFilename(), rows };
};

describe('the fiscal books in the browser', () => {
  beforeAll(async () => {
    const { server } = suite;
    const admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    expect(
      (await admin.put('/api/fiscal/settings', { regime: 'special', igtf_agent: true, igtf_rate: '3.00' })).status,
    ).toBe(200);
    expect((await admin.post('/api/fiscal/control-ranges', { prefix: '00-', from: 1, to: 100 })).status).toBe(201);
    const provider = await admin.post('/api/providers', {
      name: 'Pedro Gómez',
      company_name: 'Distribuidora Los Andes C.A.',
      tax_id: 'J-30123456-7',
    });
    expect(provider.status).toBe(201);
    // Raw events: the invoice and purchase routes are other parts' (see fiscal-book-events.ts).
    await appendRaw(
      server,
      'order-900001',
      'OrderInvoiced',
      invoice('900001', '1', '00-00000001', '2026-11-10', '36.50', {
        taxes: taxes(['G', '16.00', '100.00', '16.00']),
        exempt: '0.00',
        tax_total: '16.00',
        base: '100.00',
        total: '116.00',
      }),
    );
    await appendRaw(
      server,
      'shopping-900021',
      'ShoppingRegistered',
      taxedPurchase('900021', provider.body.id, {
        control_number: '00-004512',
        taxes: taxes(['G', '16.00', '200.00', '32.00']),
        exempt: '0.00',
        tax_total: '32.00',
        total: '232.00',
        withholding_rate: 75,
        iva_withheld: '24.00',
        withholding_voucher: '20261100000001',
      }),
    );
    await server.createUser({ ...FINANCIAL, role: 'financial', first_name: 'Fabiola', last_name: 'Rangel' });
    await server.createUser({ ...SELLER, role: 'sales', first_name: 'Carla', last_name: 'Mendoza' });
  });

  it('the admin asks both books of a month from /reports, follows them and downloads them', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/reports');
    await slowFirstPoll(page);
    const sales = await bookOf(page, 'Libro de Ventas');
    expect(sales.name).toMatch(/^libro-de-ventas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sales.rows).toContainEqual(['Libro de Ventas']);
    // 116.00 x 36.50 = 4,234.00; base 3,650.00 and IVA 584.00 at 16 %.
    const invoiceRow = sales.rows.find((row) => row[0] === 1)!;
    expect([
      invoiceRow[1],
      invoiceRow[2],
      invoiceRow[4],
      invoiceRow[6],
      invoiceRow[10],
      invoiceRow[12],
      invoiceRow[13],
    ]).toEqual(['10/11/2026', 'V-900001', '1', '00-00000001', 4234, 3650, 584]);
    expect(sales.rows.find((row) => row[0] === 'Totales')?.[10]).toBe(4234);

    await page.unrouteAll();
    const purchases = await bookOf(page, 'Libro de Compras');
    const purchaseRow = purchases.rows.find((row) => row[0] === 1)!;
    expect([purchaseRow[2], purchaseRow[5], purchaseRow[8], purchaseRow[16], purchaseRow[17]]).toEqual([
      'J-30123456-7',
      '00-004512',
      8352,
      864,
      '20261100000001',
    ]);
  });

  it('says under Mes that the month is required when it is left empty', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/reports');
    await page.getByRole('button', { name: 'Libro de Compras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Libro de Compras' });
    await dialog.getByLabel('Mes').fill('');
    await dialog.getByRole('button', { name: 'Generar' }).click();
    await visible(dialog.getByText('El mes es obligatorio.'));
  });

  it('offers the books to the financial role on its report page, and not to sales', async () => {
    const financial = await suite.signedIn(FINANCIAL.email, FINANCIAL.password, '/ordersReportFinancial');
    const books = financial.getByTestId('fiscal-books');
    await visible(books.getByRole('button', { name: 'Libro de Ventas' }));
    await visible(books.getByRole('button', { name: 'Libro de Compras' }));
    const seller = await suite.signedIn(SELLER.email, SELLER.password, '/reports');
    await visible(seller.getByRole('heading', { name: 'Reportes' }));
    await visible(seller.getByTestId('report-tools'));
    expect(await seller.getByRole('button', { name: /^Libro de/ }).count()).toBe(0);
  });
});
