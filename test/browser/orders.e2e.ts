import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const SELLER = { email: 'vendedor@prueba.test', password: 'Clave-vendedor-1' };
const STORER = { email: 'almacen@prueba.test', password: 'Clave-almacen-1' };
const TODAY = new Date().toISOString().slice(0, 10);

/** The state badge of the detail page's balances card. */
const stateOf = (page: Page) => page.getByTestId('order-balances').locator('[data-state]');

describe('sales orders in the browser', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let oilFilter: number;

  /** An order written over HTTP as the admin: 2 oil filters ($20.00 each, total $40.00). */
  const order = async (body: Record<string, unknown>) => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta preparada',
      products: [{ product_id: oilFilter, deposit_id: catalogue.deposit, quantity: 2 }],
      without_client: true,
      ...body,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as { id: number; number_order: number };
  };

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    // A rate of 36.50 Bs per dollar, Galpón Central, and 10 oil filters there at $20.00.
    catalogue = await salesCatalogue(admin);
    oilFilter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 10, '12.00');
    await server.createUser({ ...SELLER, role: 'sales', first_name: 'Carla', last_name: 'Mendoza' });
    await server.createUser({ ...STORER, role: 'storer', first_name: 'Luis', last_name: 'Rojas' });
  });

  it('a seller sells to a new client with a full payment in bolivars: the sale waits for dispatch', async () => {
    const page = await suite.signedIn(SELLER.email, SELLER.password, '/orders');
    await visible(page.getByText('No hay órdenes disponibles'));
    await visible(page.getByRole('link', { name: 'POS' }));
    await page.getByRole('link', { name: 'Nueva venta' }).first().click();

    // The client is not found: 'Buscando...', the warning, then the form to create one.
    const client = page.getByRole('region', { name: 'Cliente' });
    await client.getByLabel('Identificación del cliente').fill('V-20111222');
    await client.getByRole('button', { name: 'Buscar' }).click();
    await visible(client.getByRole('button', { name: 'Buscando...' }));
    await visible(page.getByText('No se encontró el cliente. Puede crear uno nuevo en el formulario.'));
    await client.getByLabel('Nombre').fill('Ana Pérez');
    expect(await client.getByLabel('Alias o identificación').inputValue()).toBe('V-20111222');

    // The product, added once; more than the 10 in stock is refused and goes back to 1.
    // The filters include the truck model; the results read 'Disponible', no raw message key.
    await visible(page.getByRole('textbox', { name: 'Modelo de camión' }));
    await page.getByRole('textbox', { name: 'Buscar productos' }).fill('FIL-100');
    const results = page.getByRole('table', { name: 'Resultados de la búsqueda' });
    const found = results.getByRole('row', { name: /FIL-100/ });
    await visible(found);
    await visible(results.getByRole('columnheader', { name: 'Disponible' }));
    expect(await page.getByText('bo.orders.').count()).toBe(0);
    await found.getByRole('button', { name: 'Agregar' }).click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    const line = page.getByRole('table', { name: 'Productos de la venta' }).getByRole('row', { name: /FIL-100/ });
    const quantity = line.getByLabel('Cantidad');
    await quantity.fill('11');
    await visible(page.getByRole('dialog', { name: 'Cantidad excedida' }));
    await visible(page.getByText('No puedes seleccionar una cantidad mayor al stock'));
    await page.getByRole('button', { name: 'Entendido' }).click();
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('2');
    // A seller cannot change a catalogue price, nor give a discount: the form has no discount section.
    expect(await line.getByLabel('Precio').getAttribute('readonly')).not.toBeNull();
    await visible(page.getByTestId('sale-totals').getByText(/40\.00/));
    expect(await page.getByRole('region', { name: 'Descuento' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Tipo de descuento' }).count()).toBe(0);

    // Not an estimate: the payment, Bs 1.460,00 at 36.50 = $40.00, with its reference.
    await page.getByLabel('Presupuesto').uncheck();
    await page.getByLabel('Observaciones').fill('Entrega en tienda');
    const payment = page.getByRole('region', { name: 'Pago' });
    await payment.getByRole('button', { name: 'Transferencia (Bs)' }).click();
    await payment.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(payment.getByText('Debe ingresar una referencia'));
    await payment.getByLabel('Referencia').fill('0042');
    await payment.getByLabel('Monto en bolívares').fill('1500');
    await payment.getByRole('button', { name: 'Agregar pago' }).click();
    // Above the total it is reduced to what is left (sales.md section 5): $40.00 = Bs 1.460,00.
    await visible(page.getByTestId('sale-payments').getByText(/Transferencia \(Bs\): \$40\.00 \(Bs 1\.460,00\)/));
    // Nothing left: another payment is 'Monto excedido'.
    await payment.getByRole('button', { name: 'Efectivo', exact: true }).click();
    await payment.getByLabel('Monto en dólares').fill('1');
    await payment.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByRole('dialog', { name: 'Monto excedido' }));
    await page.getByRole('button', { name: 'Entendido' }).click();
    await visible(payment.getByText('El monto excede el balance pendiente'));
    await payment.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Generar Venta' }).click();

    // The sale's page: paid in full, waiting for dispatch, to the new client.
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));
    expect(page.url()).toMatch(/\/orders\/\d+$/);
    await visible(stateOf(page).getByText('EN ESPERA DE DESPACHO'));
    await visible(page.getByTestId('order-client').getByText('Ana Pérez'));
    const paid = page.getByRole('table', { name: 'Pagos' }).getByRole('row', { name: /Transferencia \(Bs\)/ });
    await visible(paid.getByText('0042'));
    await visible(page.getByRole('table', { name: 'Productos de la venta' }).getByText('No Despachado'));
    // The client was created with the sale, once.
    const created = await admin.get('/api/clients/lookup?identification=V-20111222');
    expect(created.body).toMatchObject({ name: 'Ana Pérez', total_orders: 1 });
  });

  it('admin gives a discount on the sale form; a sale without a client is refused under the search', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/orders/create');
    const discount = page.getByRole('region', { name: 'Descuento' });
    await visible(discount.getByRole('combobox', { name: 'Tipo de descuento' }));
    await page.getByRole('textbox', { name: 'Buscar productos' }).fill('FIL-100');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /FIL-100/ });
    await found.getByRole('button', { name: 'Agregar' }).click();
    await discount.getByRole('spinbutton', { name: 'Descuento' }).fill('10');
    await visible(page.getByTestId('sale-totals').getByText(/18\.00/));
    await page.getByLabel('Observaciones').fill('Presupuesto con descuento');

    // No client chosen: the sale is not sent, the message shows under the search.
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    const client = page.getByRole('region', { name: 'Cliente' });
    await visible(client.getByText('Debe seleccionar un cliente'));
    expect(page.url()).toMatch(/\/orders\/create$/);

    // The default client is found like any other; the estimate keeps the 10 % off.
    await client.getByLabel('Identificación del cliente').fill('0000');
    await client.getByRole('button', { name: 'Buscar' }).click();
    await visible(page.getByTestId('sale-client').getByText('Cliente General'));
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));
    await visible(stateOf(page).getByText('PRESUPUESTO'));
    await visible(page.getByTestId('order-totals').getByText(/18\.00/));
  });

  it('an estimate is processed, then cancelled', async () => {
    const { server } = suite;
    const estimate = await order({ estimate: true });
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${estimate.id}`);
    await visible(stateOf(page).getByText('PRESUPUESTO'));
    // An estimate shows no payments nor dispatches (sales.md section 4); once processed it does.
    const methods = page.getByRole('group', { name: 'Métodos de pago' });
    const payments = page.getByRole('table', { name: 'Pagos' });
    expect(await methods.count()).toBe(0);
    expect(await payments.count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Despachos' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Procesar orden' }).click();
    await visible(page.getByText('Orden procesada'));
    await visible(stateOf(page).getByText('PENDIENTE POR PAGO'));
    await visible(methods.getByRole('button', { name: 'Efectivo' }));
    await visible(payments.getByText('No hay pagos registrados'));

    await page.getByRole('button', { name: 'Anular orden' }).click();
    await visible(page.getByText('¿Está seguro que desea anular esta orden?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByRole('heading', { name: `Venta #${estimate.number_order} PEDIDO ANULADO` }));
    await visible(stateOf(page).getByText('ANULADA'));
    await page.getByRole('button', { name: 'Anular orden' }).waitFor({ state: 'detached' });
    await payments.waitFor({ state: 'detached' });

    // The list shows it cancelled.
    await page.getByRole('link', { name: 'Volver' }).click();
    await visible(page.getByRole('row', { name: new RegExp(`^${estimate.number_order} .*ANULADA`) }));
  });

  it('an order waiting for payment gets a discount and an invoice number, is paid in cash and dispatched: it is finished', async () => {
    const { server } = suite;
    const pending = await order({ estimate: false });
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${pending.id}`);
    await visible(stateOf(page).getByText('PENDIENTE POR PAGO'));
    const totals = page.getByTestId('order-totals');
    await visible(totals.getByText(/40\.00/));

    // A $5 discount, removed after the confirmation; then 10 % ($4.00 off the $40.00).
    const discount = page.getByTestId('order-discount');
    const apply = discount.getByRole('button', { name: 'Aplicar descuento' });
    expect(await apply.isDisabled()).toBe(true);
    await discount.getByRole('combobox', { name: 'Tipo de descuento' }).click();
    await page.getByRole('option', { name: 'Monto' }).click();
    await discount.getByRole('spinbutton', { name: 'Descuento' }).fill('5');
    await apply.click();
    await visible(page.getByText('Descuento aplicado'));
    await visible(totals.getByText(/35\.00/));
    await discount.getByRole('button', { name: 'Eliminar descuento' }).click();
    await visible(page.getByText('¿Está seguro que desea eliminar el descuento?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(totals.getByText(/40\.00/));
    await discount.getByRole('combobox', { name: 'Tipo de descuento' }).click();
    await page.getByRole('option', { name: 'Porcentaje' }).click();
    await discount.getByRole('spinbutton', { name: 'Descuento' }).fill('10');
    await visible(discount.getByText(/Equivale a .*4\.00/));
    await apply.click();
    await visible(totals.getByText(/36\.00/));

    // The invoice number, set and then edited.
    const invoice = page.getByTestId('order-invoice');
    await invoice.getByLabel('Número de factura').fill('F-0001');
    await invoice.getByRole('button', { name: 'Guardar factura' }).click();
    await visible(invoice.getByText('F-0001'));
    await invoice.getByRole('button', { name: 'Editar factura' }).click();
    await invoice.getByLabel('Número de factura').fill('F-0002');
    await invoice.getByRole('button', { name: 'Guardar factura' }).click();
    await visible(invoice.getByText('F-0002'));

    await page.getByRole('button', { name: 'Efectivo' }).click();
    await page.getByLabel('Monto en dólares').fill('36');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Pago registrado'));
    await visible(stateOf(page).getByText('EN ESPERA DE DESPACHO'));

    const lines = page.getByRole('table', { name: 'Productos de la venta' });
    const dispatch = page.getByRole('button', { name: 'Despachar productos' });
    expect(await dispatch.isDisabled()).toBe(true);
    await lines.getByLabel('Despachar Filtro de aceite').check();
    await dispatch.click();
    await visible(page.getByText('Productos despachados'));
    await visible(stateOf(page).getByText('FINALIZADA'));
    await visible(lines.getByText('Despachado', { exact: true }));
    await dispatch.waitFor({ state: 'detached' });
  });

  it('a seller finds a registered client on the sale form: its data show, and Editar goes back to the search', async () => {
    const registered = await admin.post('/api/clients', {
      name: 'Talleres Gómez',
      identification: 'J-40999888',
      typeClient: 'b',
      phone: '0414-5550000',
    });
    expect(registered.status).toBe(201);
    const page = await suite.signedIn(SELLER.email, SELLER.password, '/orders/create');
    const client = page.getByRole('region', { name: 'Cliente' });
    await client.getByLabel('Identificación del cliente').fill('J-40999888');
    await client.getByRole('button', { name: 'Buscar' }).click();
    const shown = page.getByTestId('sale-client');
    await visible(shown.getByText('Talleres Gómez'));
    await visible(shown.getByText('0414-5550000'));
    // No e-mail: a dash.
    await visible(shown.getByText('—').first());
    await client.getByRole('button', { name: 'Editar' }).click();
    await visible(client.getByLabel('Identificación del cliente'));
    await shown.waitFor({ state: 'detached' });
  });

  it('a storer sees the orders but not the create and POS links, nor the payments of an order', async () => {
    const { server } = suite;
    const estimate = await order({ estimate: true });
    const pending = await order({ estimate: false });
    const page = await suite.signedIn(STORER.email, STORER.password, '/orders');
    await visible(page.getByRole('row', { name: new RegExp(`^${estimate.number_order} .*PRESUPUESTO`) }));
    expect(await page.getByRole('link', { name: 'Nueva venta' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'POS' }).count()).toBe(0);

    // Waiting for payment: the dispatches show, the payments section does not (sales.md section 6).
    await page.goto(`${server.baseUrl}/orders/${pending.id}`);
    await visible(stateOf(page).getByText('PENDIENTE POR PAGO'));
    await visible(page.getByRole('table', { name: 'Despachos' }));
    expect(await page.getByRole('table', { name: 'Pagos' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Pagos' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Métodos de pago' }).count()).toBe(0);
  });
});
