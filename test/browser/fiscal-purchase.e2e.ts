/**
 * Issue 33, purchases under regime special in the browser against the real server: the form asks
 * the provider's control number, shows the base, IVA, total with IVA, the IVA withheld (75 %) and
 * what is owed to the provider before saving, takes a cash payment of what is owed; the detail
 * shows the control and voucher numbers and links the 'Comprobante de retención' PDF (read back
 * with pdftotext); the provider form offers the IVA withholding with its hint.
 */
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { readPdf } from '../support/pdf';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

async function understood(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByText(text, { exact: true }));
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a purchase under regime special in the browser', () => {
  let admin: HttpClient;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    await catalogue.product('FIS-100', 'Filtro de aire', '15.00', 0, '10.00');
    const provider = await admin.post('/api/providers', {
      name: 'Pedro Pérez',
      company_name: 'Repuestos La Candelaria',
      tax_id: 'J-12345678-9',
    });
    expect(provider.status).toBe(201);
    expect((await admin.put('/api/fiscal/settings', { regime: 'special' })).status).toBe(200);
  });

  it('asks the control number, shows the IVA withheld and what is owed, and links the voucher', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings/create');
    await visible(page.getByRole('heading', { name: 'Nueva Compra' }));
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await page.getByLabel('Número de factura').fill('F-0900');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(page, 'Debe ingresar el número de control');
    await page.getByLabel('Número de control').fill('00-00007788');

    await page.getByLabel('Buscar productos').fill('FIS-100');
    await visible(page.locator('table[aria-label="Resultados de la búsqueda"][aria-busy="false"]'));
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: 'FIS-100' });
    await found.getByRole('button', { name: 'Agregar' }).click();
    const line = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /FIS-100/ });
    await line.getByLabel('Cantidad').fill('10');

    // 10 x $10.00: base $100.00, IVA 16 % $16.00, $116.00 with IVA; 75 % withheld ($12.00): $104.00 owed.
    const totals = page.getByRole('table', { name: 'Totales' });
    await visible(totals.getByRole('row', { name: /^Base imponible \$100\.00/ }));
    await visible(totals.getByRole('row', { name: /^IVA 16 % \$16\.00/ }));
    await visible(totals.getByRole('row', { name: /^Total con IVA \$116\.00/ }));
    await visible(totals.getByRole('row', { name: /^IVA retenido \(75 %\) \$12\.00/ }));
    await visible(totals.getByRole('row', { name: /^Total a pagar al proveedor \$104\.00/ }));

    await choose(page, 'Método de pago', 'Efectivo');
    await page.getByLabel('Monto en dólares').fill('104');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Restante: $0.00'));
    await choose(page, 'Depósito de destino', 'Galpón Central');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await page.waitForURL(/\/shoppings\/\d+$/);
    const id = page.url().split('/').pop();

    const shopping = (await admin.get(`/api/shoppings/${id}`)).body;
    expect(shopping).toMatchObject({
      control_number: '00-00007788',
      total: '116.00',
      iva_withheld: '12.00',
      total_paid: '104.00',
      status: 'paid',
    });
    await visible(page.getByText('00-00007788'));
    await visible(page.getByText(shopping.withholding_voucher));
    const detailTotals = page.getByTestId('shopping-totals');
    await visible(detailTotals.getByText('IVA retenido (75 %)'));
    await visible(detailTotals.getByText('$104.00'));

    const link = page.getByRole('link', { name: 'Comprobante de retención' });
    await visible(link);
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/shoppings/${id}/withholding`);
    const pdf = await page.request.get(new URL(href!, server.baseUrl).toString());
    expect(pdf.status()).toBe(200);
    const text = readPdf(await pdf.body()).text;
    expect(text).toContain('Comprobante de retención de IVA');
    expect(text).toContain(shopping.withholding_voucher);
    expect(text).toContain('00-00007788');
    expect(text).toContain('Repuestos La Candelaria');
  });

  it('the provider form offers the IVA withholding (75 % or 100 %) with its hint', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/providers/create');
    await visible(page.getByText('Solo aplica si la empresa es contribuyente especial', { exact: false }));
    await page.getByLabel('Nombre de contacto').fill('Luisa Mora');
    await page.getByLabel('Empresa').fill('Frenos Mora, C.A.');
    await page.getByLabel('RIF').fill('J-40111222-3');
    await page.getByRole('combobox', { name: /Retención de IVA/ }).click();
    await page.getByRole('option', { name: '100 %', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/providers\/\d+/);
    const listed = (
      await admin.get('/api/providers?filter=' + encodeURIComponent(JSON.stringify({ q: 'Frenos Mora' })))
    ).body as { iva_withholding: number }[];
    expect(listed.map((provider) => provider.iva_withholding)).toEqual([100]);
  });
});
