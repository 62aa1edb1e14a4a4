/**
 * Issue 12, Purchases, Create: /shoppings/create in the browser against the real server. The
 * spec's checks answered in its order before anything is sent; a cash purchase of two products
 * paid in Bs and USD ('Pago incompleto' after the first part, 'Monto excedido' above the rest)
 * whose stock, cost and price the products then show; a credit purchase refused by the server
 * (the rate changed meanwhile) keeping everything typed, its bolivars following today's rate
 * (also after the header's refresh), then registered pending.
 */
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, sidebar, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

interface Data {
  catalogue: SalesCatalogue;
  filter: number;
  oil: number;
}

/** The dialog with `text`, acknowledged with 'Entendido'. */
async function understood(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByText(text, { exact: true }));
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Finds a product with the kit's search and adds it. */
async function addProduct(page: Page, code: string) {
  await page.getByLabel('Buscar productos').fill(code);
  await visible(page.locator('table[aria-label="Resultados de la búsqueda"][aria-busy="false"]'));
  const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: code });
  await found.getByRole('button', { name: 'Agregar' }).click();
  await visible(found.getByRole('button', { name: 'Agregado' }));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addPayment(page: Page, method: string, amount: { usd?: string; bs?: string }, reference?: string) {
  await choose(page, 'Método de pago', method);
  if (amount.bs !== undefined) await page.getByLabel('Monto en bolívares').fill(amount.bs);
  if (amount.usd !== undefined) await page.getByLabel('Monto en dólares').fill(amount.usd);
  if (reference !== undefined) await page.getByLabel('Referencia').fill(reference);
  await page.getByRole('button', { name: 'Agregar pago' }).click();
}

describe('the purchase form in the browser', () => {
  let data: Data;
  let admin: HttpClient;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite', '15.00', 4, '10.00');
    const oil = await catalogue.product('ACE-200', 'Aceite 15W40', '6.00', 0, '4.00');
    const provider = await admin.post('/api/providers', {
      name: 'Pedro Pérez',
      company_name: 'Repuestos La Candelaria',
      tax_id: 'J-12345678-9',
    });
    expect(provider.status).toBe(201);
    data = { catalogue, filter, oil };
  });

  // Issue 31 (item 13): a negative cost is not taken for a missing one.
  it("a negative cost on a purchase line says so: 'El costo no puede ser negativo'", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings/create');
    await visible(page.getByRole('heading', { name: 'Nueva Compra' }));
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await page.getByLabel('Número de factura').fill('F-0077');
    await addProduct(page, 'FIL-100');
    const line = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /FIL-100/ });
    await line.getByLabel('Costo').fill('-5');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(page, 'El costo no puede ser negativo');
    expect(await page.getByText('Debe ingresar el costo del producto').count()).toBe(0);
  });

  it('a cash purchase of two products paid in Bs and USD enters their stock and sets their cost and price', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings/create');
    await visible(page.getByRole('heading', { name: 'Nueva Compra' }));
    const generate = page.getByRole('button', { name: 'Generar Compra' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shoppings') sent.push(request.url());
    });

    // The checks in the spec's order, nothing sent meanwhile.
    await generate.click();
    await understood(page, 'Debe seleccionar un proveedor');
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await generate.click();
    await understood(page, 'Debe ingresar el número de factura');
    await page.getByLabel('Número de factura').fill('F-0001');
    await generate.click();
    await understood(page, 'Debe agregar al menos un producto');

    // Two products, each once; one removed after the confirmation and added again.
    await addProduct(page, 'FIL-100');
    await addProduct(page, 'ACE-200');
    const lines = page.getByRole('table', { name: 'Productos seleccionados' });
    await lines.getByRole('button', { name: 'Eliminar Aceite 15W40' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar este producto?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await lines.getByRole('row', { name: /ACE-200/ }).waitFor({ state: 'detached' });
    await addProduct(page, 'ACE-200');

    // FIL-100: 3 at $10.00, 60 % -> $16.00, then the price typed $17.00 -> 70 %.
    const filter = lines.getByRole('row', { name: /FIL-100/ });
    expect(await filter.getByLabel('Costo').inputValue()).toBe('10.00');
    expect(await filter.getByLabel('% Ganancia').inputValue()).toBe('50.00');
    expect(await filter.getByLabel('Precio de venta').inputValue()).toBe('15.00');
    expect(await filter.getByLabel('Cantidad').inputValue()).toBe('1');
    await filter.getByLabel('Cantidad').fill('3');
    await filter.getByLabel('% Ganancia').fill('60');
    expect(await filter.getByLabel('Precio de venta').inputValue()).toBe('16.00');
    await filter.getByLabel('Precio de venta').fill('17');
    expect(await filter.getByLabel('% Ganancia').inputValue()).toBe('70.00');
    // ACE-200: 2 at $4.50 (its price follows at 50 %: $6.75).
    const oil = lines.getByRole('row', { name: /ACE-200/ });
    await oil.getByLabel('Cantidad').fill('2');
    await oil.getByLabel('Costo').fill('4.50');
    expect(await oil.getByLabel('Precio de venta').inputValue()).toBe('6.75');
    await visible(oil.getByRole('cell', { name: '$9.00' }));

    // Subtotal $39.00; 10 % off is $3.90; an amount above the subtotal is capped (100 %).
    await page.getByLabel('Porcentaje de descuento').fill('10');
    expect(await page.getByLabel('Monto de descuento').inputValue()).toBe('3.90');
    await page.getByLabel('Porcentaje de descuento').fill('150');
    expect(await page.getByLabel('Monto de descuento').inputValue()).toBe('');
    await page.getByLabel('Monto de descuento').fill('80');
    expect(await page.getByLabel('Monto de descuento').inputValue()).toBe('39.00');
    expect(await page.getByLabel('Porcentaje de descuento').inputValue()).toBe('100');
    await page.getByLabel('Monto de descuento').fill('4');
    const totals = page.getByRole('table', { name: 'Totales' });
    await visible(totals.getByRole('row', { name: 'Subtotal $39.00 Bs 1.423,50' }));
    await visible(totals.getByRole('row', { name: 'Total $35.00 Bs 1.277,50' }));

    await generate.click();
    await understood(page, 'El pago de contado debe ser completo');

    // $20.00 in cash: incomplete; then too much; then the rest in Bs by transfer, with its reference.
    // Only methods that pay the provider are offered: no 'Crédito', no 'Nota de Crédito'.
    await page.getByLabel('Método de pago', { exact: true }).click();
    await visible(page.getByRole('option', { name: 'Efectivo', exact: true }));
    expect(await page.getByRole('option', { name: /Crédito/ }).count()).toBe(0);
    await page.getByRole('option', { name: 'Efectivo', exact: true }).click();
    await page.getByLabel('Monto en dólares').fill('20');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await understood(page, 'El pago de contado debe ser completo');
    await addPayment(page, 'Zelle', { usd: '15.01' }, 'Z-1');
    await understood(page, 'El pago no debe exceder el monto a pagar');
    await addPayment(page, 'Transferencia (Bs)', { bs: '547.50' });
    expect(await page.getByLabel('Monto en dólares').inputValue()).toBe('15.00');
    await visible(page.getByText('Debe ingresar una referencia'));
    await page.getByLabel('Referencia').fill('000123');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    const payments = page.getByRole('table', { name: 'Pagos' });
    await visible(payments.getByRole('row', { name: /Efectivo \$20\.00/ }));
    await visible(payments.getByRole('row', { name: /Transferencia \(Bs\) \$15\.00 Bs 547,50 36,50 000123/ }));
    await visible(page.getByText('Restante: $0.00'));

    await generate.click();
    await understood(page, 'Debe seleccionar un depósito');
    expect(sent).toEqual([]);
    await choose(page, 'Depósito de destino', 'Galpón Central');
    await visible(filter.getByRole('cell', { name: '4', exact: true }));

    await generate.dblclick();
    await page.waitForURL(/\/shoppings\/\d+$/);
    expect(sent).toHaveLength(1);
    const id = page.url().split('/').pop();

    const shopping = await admin.get(`/api/shoppings/${id}`);
    expect(shopping.status).toBe(200);
    expect(shopping.body).toMatchObject({
      invoice_number: 'F-0001',
      sub_total: '39.00',
      discount: '4.00',
      total: '35.00',
      total_paid: '35.00',
      paid: true,
      status: 'paid',
      provider: { company_name: 'Repuestos La Candelaria' },
    });
    expect(shopping.body.products).toHaveLength(2);
    expect(shopping.body.payments).toHaveLength(2);

    // The product: 4 + 3 units in Galpón Central, cost $10.00, price $17.00, the purchase in its card.
    await page.goto(`${server.baseUrl}/products/${data.filter}`);
    await visible(page.getByRole('table', { name: 'Existencias' }).getByRole('row', { name: /Galpón Central 7/ }));
    await visible(page.getByRole('table', { name: 'Precios' }).getByRole('row', { name: /Detal \$17\.00/ }));
    await visible(page.getByText('$10.00'));
    await visible(page.getByRole('row', { name: /Compra.*Galpón Central 3\s+7$/ }));
    await page.goto(`${server.baseUrl}/products/${data.oil}`);
    await visible(page.getByRole('table', { name: 'Existencias' }).getByRole('row', { name: /Galpón Central 2/ }));
    await visible(page.getByText('$4.50'));
  });

  it('a credit purchase refused by the server keeps what was typed, then is registered pending', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings/create');
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await page.getByLabel('Número de factura').fill('F-0002');
    await page.getByRole('radio', { name: 'Crédito' }).check();
    await choose(page, 'Depósito de destino', 'Galpón Central');
    await addProduct(page, 'ACE-200');
    const oil = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /ACE-200/ });
    await oil.getByLabel('Cantidad').fill('10');

    // Total $45.00: a credit payment above it is refused; a due date is required.
    await addPayment(page, 'Zelle', { usd: '45.01' }, 'Z-2');
    await understood(page, 'El monto del pago excede el total de la compra');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(page, 'La fecha de vencimiento es obligatoria para compras a crédito');
    await page.getByLabel('Fecha de vencimiento').fill('2030-01-31');

    // A part in bolivars at 36.50; the rate changes before the purchase is sent: refused, nothing lost,
    // the bolivars converted at today's rate and said so.
    await addPayment(page, 'Pago móvil', { bs: '365' }, 'PM-1');
    const payments = page.getByRole('table', { name: 'Pagos' });
    await visible(payments.getByRole('row', { name: /Pago móvil \$10\.00/ }));
    expect((await admin.post('/api/taxes', { change: '40.00', cop_change: '110' })).status).toBe(201);
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(
      page,
      'La tasa de cambio cambió: se actualizaron los pagos en bolívares a la tasa de hoy (1$ = 40,00 Bs); revise y vuelva a generar la compra',
    );
    expect(await page.getByLabel('Número de factura').inputValue()).toBe('F-0002');
    expect(await oil.getByLabel('Cantidad').inputValue()).toBe('10');
    expect((await admin.get('/api/shoppings')).body).toHaveLength(1);
    await visible(payments.getByRole('row', { name: /Pago móvil \$9\.13 Bs 365,00 40,00 PM-1/ }));
    await visible(page.getByText('Tasa: 1$ = 40,00 Bs'));
    await visible(page.getByTestId('current-rate').getByText('1$ = 40,00 BsD'));

    // The header's refresh reads a newer rate: the top bar and the form show it.
    expect((await admin.post('/api/taxes', { change: '41.00', cop_change: '110' })).status).toBe(201);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await visible(page.getByTestId('current-rate').getByText('1$ = 41,00 BsD'));
    await visible(page.getByText('Tasa: 1$ = 41,00 Bs'));
    expect(await page.getByLabel('Número de factura').inputValue()).toBe('F-0002');

    // Sent again: the payment at 40 is stale too, and follows 41 ($8.90); then it is accepted, pending.
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(
      page,
      'La tasa de cambio cambió: se actualizaron los pagos en bolívares a la tasa de hoy (1$ = 41,00 Bs); revise y vuelva a generar la compra',
    );
    await visible(payments.getByRole('row', { name: /Pago móvil \$8\.90 Bs 365,00 41,00 PM-1/ }));
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await page.waitForURL(/\/shoppings\/\d+$/);
    const shopping = await admin.get(`/api/shoppings/${page.url().split('/').pop()}`);
    expect(shopping.body).toMatchObject({
      invoice_number: 'F-0002',
      due_date: expect.stringMatching(/^2030-01-31/),
      total: '45.00',
      total_paid: '8.90',
      paid: false,
      status: 'pending',
    });
  });
  it("the provider's invoice already registered is refused under 'Número de factura', everything else kept", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings/create');
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await page.getByLabel('Número de factura').fill('F-0001');
    await choose(page, 'Depósito de destino', 'Galpón Central');
    await addProduct(page, 'ACE-200');
    await addPayment(page, 'Efectivo', { usd: '4.50' });
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    const taken = 'La factura F-0001 ya está registrada para este proveedor';
    await understood(page, taken);
    const invoice = page.getByRole('textbox', { name: 'Número de factura' });
    await visible(page.locator('p.Mui-error').getByText(taken));
    expect(await invoice.getAttribute('aria-invalid')).toBe('true');
    await visible(page.getByRole('table', { name: 'Pagos' }).getByRole('row', { name: /Efectivo \$4\.50/ }));

    await invoice.fill('F-0003');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await page.waitForURL(/\/shoppings\/\d+$/);
    const shopping = await admin.get(`/api/shoppings/${page.url().split('/').pop()}`);
    expect(shopping.body).toMatchObject({ invoice_number: 'F-0003', total: '4.50', status: 'paid' });
  });
  it("on a phone (390 px) a line's cost, percentage and price can be read, and a payment's 'Quitar' reached", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/shoppings/create`);
    await addProduct(page, 'FIL-100');
    const filter = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /FIL-100/ });
    for (const label of ['Costo', '% Ganancia', 'Precio de venta']) {
      const box = await filter.getByLabel(label).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(70);
    }
    await addPayment(page, 'Efectivo', { usd: '1' });
    const dialog = page.getByRole('dialog');
    if (await dialog.count()) await dialog.getByRole('button', { name: 'Entendido' }).click();
    const remove = page.getByRole('table', { name: 'Pagos' }).getByRole('button', { name: 'Quitar' });
    await remove.scrollIntoViewIfNeeded();
    const box = await remove.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await remove.click();
    await visible(page.getByText('No hay pagos agregados'));
  });

  it("a selling price below the cost is refused before sending, naming the product, under the line's price", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shoppings') sent.push(request.url());
    });
    await page.goto(`${server.baseUrl}/shoppings/create`);
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await page.getByLabel('Número de factura').fill('F-0010');
    await choose(page, 'Depósito de destino', 'Galpón Central');
    await addProduct(page, 'ACE-200');
    const oil = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /ACE-200/ });
    await oil.getByLabel('Costo').fill('30');
    await oil.getByLabel('Precio de venta').fill('25');
    expect(await oil.getByLabel('% Ganancia').inputValue()).toBe('-16.67');
    await addPayment(page, 'Efectivo', { usd: '30' });
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    const below =
      'El precio de venta de ACE-200 Aceite 15W40 es menor que su costo: el porcentaje de ganancia debe ser mayor o igual a 0';
    await understood(page, below);
    await visible(oil.locator('p.Mui-error').getByText(below));
    expect(await oil.getByLabel('Precio de venta').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it("leaving 'Nueva Compra' with something typed asks first: 'Volver', a sidebar link, the browser's back", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings');
    await page.getByRole('link', { name: 'Nueva Compra' }).first().click();
    await visible(page.getByRole('heading', { name: 'Nueva Compra' }));
    // Nothing typed: 'Volver' leaves at once.
    await page.getByRole('link', { name: 'Volver' }).click();
    await visible(page.getByRole('link', { name: 'Nueva Compra' }).first());
    await page.getByRole('link', { name: 'Nueva Compra' }).first().click();
    await visible(page.getByRole('heading', { name: 'Nueva Compra' }));
    await page.getByLabel('Número de factura').fill('F-0011');
    await addProduct(page, 'FIL-100');

    const ask = 'Hay cambios sin guardar. ¿Desea salir?';
    const stay = async () => {
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByText(ask));
      await dialog.getByRole('button', { name: 'Quedarse' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/shoppings/create');
      expect(await page.getByLabel('Número de factura').inputValue()).toBe('F-0011');
      await visible(page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /FIL-100/ }));
    };
    await page.getByRole('link', { name: 'Volver' }).click();
    await stay();
    await sidebar(page).getByRole('link', { name: 'Proveedores' }).click();
    await stay();
    await page.goBack();
    await stay();

    await page.getByRole('link', { name: 'Volver' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(ask));
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await visible(page.getByRole('link', { name: 'Nueva Compra' }).first());
    expect(new URL(page.url()).pathname).toBe('/shoppings');
  });

  it("a line with quantity 0 does not skip the spec's order: the provider first, then the line at step 3", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/shoppings/create');
    await addProduct(page, 'FIL-100');
    const filter = page.getByRole('table', { name: 'Productos seleccionados' }).getByRole('row', { name: /FIL-100/ });
    await filter.getByLabel('Cantidad').fill('0');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(page, 'Debe seleccionar un proveedor');
    await page.getByLabel('Proveedor').fill('Candelaria');
    await page.getByRole('option', { name: 'Repuestos La Candelaria' }).click();
    await page.getByLabel('Número de factura').fill('F-0012');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(page, 'La cantidad debe ser al menos 1');
    await visible(filter.locator('p.Mui-error').getByText('La cantidad debe ser al menos 1'));
    // Fixed, the next check follows.
    await filter.getByLabel('Cantidad').fill('2');
    await page.getByRole('button', { name: 'Generar Compra' }).click();
    await understood(page, 'El pago de contado debe ser completo');
  });
});
