import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, sidebar, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

/**
 * Purchases in the browser (issue 12): a credit purchase paid from its detail page until 'COMPRA
 * PAGADA', the provider's balance and 'Marcar como Pagada', a cancel after its confirmation (and
 * one the server refuses), the list's search, and the roles that never see 'Compras'. The
 * purchases themselves are registered over HTTP (POST /api/shoppings, API.md): the form has its
 * own test.
 */

jest.setTimeout(240_000);
const suite = browserSuite();

const FORBIDDEN = 'No tiene permiso para ver esta página';
const SELLER = { email: 'vendedor@prueba.test', password: 'Clave-vendedor-1' };
const STORER = { email: 'almacen@prueba.test', password: 'Clave-almacen-1' };
const FINANCIAL = { email: 'finanzas@prueba.test', password: 'Clave-finanzas-1' };
const GREEN = 'rgb(46, 125, 50)';
// The theme's error red (#c62828, darker for contrast since issue 31).
const RED = 'rgb(198, 40, 40)';

/** Today in the business's calendar (the server's and the browser's time zone), and a day 30 days on. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const IN_30_DAYS = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
  new Date(Date.now() + 30 * 24 * 3600 * 1000),
);

/** A calendar day as the purchase screens write it: long es-ES, '21 de noviembre de 2026'. */
const longDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
};

interface Purchase {
  id: number;
  number_shopping: number;
  total: string;
  total_paid: string;
  status: string;
}

/** The POSTs the page sends to a purchase's payments from now on. */
const paymentPosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/shoppings\/\d+\/payments$/.test(new URL(request.url()).pathname))
      posts.push(request.url());
  });
  return posts;
};

/** The detail page's figures. */
const owed = (page: Page) => page.getByTestId('shopping-owed');
const statusBadge = (page: Page) => page.getByTestId('shopping-data').locator('[data-status]');
const newPayment = (page: Page) => page.getByTestId('shopping-new-payment');

describe('purchases in the browser', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let oilFilter: number;
  let bulb: number;

  const provider = async (company_name: string, tax_id: string) => {
    const answer = await admin.post('/api/providers', { name: 'Ana Pérez', company_name, tax_id });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body.id as number;
  };

  /** A credit purchase registered over HTTP: `lines` of [product, cost, quantity] into Galpón Central. */
  const creditPurchase = async (
    providerId: number,
    invoice: string,
    lines: Array<[number, string, number]>,
  ): Promise<Purchase> => {
    const answer = await admin.post('/api/shoppings', {
      provider_id: providerId,
      date: TODAY,
      invoice_number: invoice,
      payment_type: 'credit',
      due_date: IN_30_DAYS,
      deposit_id: catalogue.deposit,
      products: lines.map(([product_id, cost, quantity]) => ({ product_id, cost, quantity })),
      payments: [],
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201, body: { status: 'pending' } });
    return answer.body as Purchase;
  };

  /** A payment in dollars (Efectivo) over HTTP. */
  const payOverHttp = async (purchase: Purchase, amount_usd: string) => {
    const answer = await admin.post(`/api/shoppings/${purchase.id}/payments`, { method: 1, amount_usd });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
  };

  const purchaseNow = async (purchase: Purchase) => (await admin.get(`/api/shoppings/${purchase.id}`)).body as Purchase;
  const stockOf = async (productId: number) => Number((await admin.get(`/api/products/${productId}`)).body.quantity);

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    // A rate of 36.50 Bs per dollar, Galpón Central, and two products without stock.
    catalogue = await salesCatalogue(admin);
    oilFilter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 0, '12.00');
    bulb = await catalogue.product('OSR-100', 'Bombillo Osram', '30.00', 0, '18.00');
    await server.createUser({ ...SELLER, role: 'sales', first_name: 'Carla', last_name: 'Mendoza' });
    await server.createUser({ ...STORER, role: 'storer', first_name: 'Luis', last_name: 'Rojas' });
    await server.createUser({ ...FINANCIAL, role: 'financial', first_name: 'Marta', last_name: 'Salas' });
  });

  it("a credit purchase is paid from its detail page, in bolivars then dollars, until 'COMPRA PAGADA'", async () => {
    const { server } = suite;
    const providerId = await provider('Autopartes del Centro C.A.', 'J-12345678-9');
    // 4 filters at $25.00: $100.00 owed.
    const purchase = await creditPurchase(providerId, 'F-1001', [[oilFilter, '25.00', 4]]);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const posts = paymentPosts(page);
    await page.goto(`${server.baseUrl}/shoppings/${purchase.id}`);

    // The purchase: number, provider, invoice, dates, total, balance owed, status, products, no payments.
    await visible(page.getByRole('heading', { name: `Compra #${purchase.number_shopping}` }));
    const providerData = page.getByTestId('shopping-provider');
    await visible(providerData.getByText('Autopartes del Centro C.A.'));
    await visible(providerData.getByText('J-12345678-9'));
    const data = page.getByTestId('shopping-data');
    await visible(data.getByText('F-1001'));
    await visible(data.getByText(longDate(TODAY)));
    await visible(data.getByText(longDate(IN_30_DAYS)));
    await visible(page.getByTestId('shopping-total').getByText('$100.00'));
    await visible(owed(page).getByText('$100.00'));
    await visible(statusBadge(page).getByText('Pendiente'));
    const products = page.getByRole('table', { name: 'Productos' });
    await visible(products.getByRole('row', { name: /Filtro de aceite FIL-100 4 \$25\.00 \$100\.00/ }));
    await visible(page.getByTestId('shopping-totals').getByText('$100.00').last());
    await visible(page.getByRole('table', { name: 'Pagos' }).getByText('No hay pagos registrados'));
    expect(await page.getByText('COMPRA PAGADA').count()).toBe(0);

    // 'Registrar Nuevo Pago' with the pending balance; a method first, and its reference.
    const form = newPayment(page);
    await visible(form.getByText('Saldo pendiente: $100.00'));
    expect(await form.getByLabel('Monto en dólares (USD)').inputValue()).toBe('0');
    expect(await form.getByLabel('Monto en bolívares (VES)').inputValue()).toBe('0');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await visible(form.getByText('Debe seleccionar un método de pago'));
    await form.getByRole('combobox', { name: 'Método de pago' }).click();
    // Only methods that pay the provider: no 'Crédito', no 'Nota de Crédito'.
    await visible(page.getByRole('option', { name: 'Efectivo', exact: true }));
    expect(await page.getByRole('option', { name: /Crédito/ }).count()).toBe(0);
    await page.getByRole('option', { name: 'Transferencia (Bs)' }).click();
    await form.getByLabel('Monto en bolívares (VES)').fill('1460');
    // Bs 1.460,00 at the current 36.50 is $40.00.
    expect(await form.getByLabel('Monto en dólares (USD)').inputValue()).toBe('40.00');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await visible(form.getByText('Debe ingresar una referencia'));
    await form.getByLabel('Referencia').fill('0042');
    await form.getByRole('button', { name: 'Registrar pago' }).click();

    // Accepted: the payment is listed, the balance is $60.00, the form is empty again; no reload.
    const payments = page.getByRole('table', { name: 'Pagos' });
    await visible(payments.getByRole('row', { name: /Transferencia \(Bs\) \$40\.00 Bs 1\.460,00 36,50 0042/ }));
    await visible(owed(page).getByText('$60.00'));
    await visible(form.getByText('Saldo pendiente: $60.00'));
    expect(await form.getByLabel('Monto en bolívares (VES)').inputValue()).toBe('0');
    expect(await form.getByLabel('Monto en dólares (USD)').inputValue()).toBe('0');
    expect(posts).toHaveLength(1);

    // $61.00 in cash is above what is owed: 'Monto excedido', and nothing is sent.
    await form.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    expect(await form.getByLabel('Referencia').count()).toBe(0);
    await form.getByLabel('Monto en dólares (USD)').fill('61');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    const exceeded = page.getByRole('dialog', { name: 'Monto excedido' });
    await visible(exceeded.getByText('El monto del pago excede el saldo adeudado'));
    await exceeded.getByRole('button', { name: 'Entendido' }).click();
    await exceeded.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    expect((await purchaseNow(purchase)).total_paid).toBe('40.00');

    // The $60.00 left: paid.
    await form.getByLabel('Monto en dólares (USD)').fill('60');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await visible(page.getByText('COMPRA PAGADA'));
    await visible(statusBadge(page).getByText('Pagada'));
    await visible(owed(page).getByText('$0.00'));
    await visible(payments.getByRole('row', { name: /Efectivo \$60\.00/ }));
    // Nothing more to pay nor to mark as paid.
    await newPayment(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Marcar como pagada' }).count()).toBe(0);
    expect(await purchaseNow(purchase)).toMatchObject({ total_paid: '100.00', status: 'paid' });

    // The list shows it paid; its row leads back to it.
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL(`${server.baseUrl}/shoppings`);
    const row = page.getByRole('row', { name: /F-1001/ });
    await visible(row.getByText('Pagada'));
    await row.click();
    await page.waitForURL(`${server.baseUrl}/shoppings/${purchase.id}`);
    await visible(page.getByText('COMPRA PAGADA'));
  });

  it("the provider's page: its balance, its pending invoices and 'Marcar como Pagada'", async () => {
    const { server } = suite;
    const providerId = await provider('Repuestos Andinos C.A.', 'J-87654321-0');
    // $30.00 with $10.00 paid, and $20.00 unpaid: $40.00 owed.
    const first = await creditPurchase(providerId, 'RA-01', [[bulb, '15.00', 2]]);
    await payOverHttp(first, '10.00');
    const second = await creditPurchase(providerId, 'RA-02', [[oilFilter, '10.00', 2]]);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/providers/${providerId}`);

    const balance = page.getByTestId('provider-balance');
    await visible(balance.getByText('$40.00'));
    expect(await balance.evaluate((element) => getComputedStyle(element).color)).toBe(RED);
    expect(await page.getByText('Sin compras').count()).toBe(0);
    const pending = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Acciones' }) });
    const firstRow = pending.getByRole('row', { name: new RegExp(`#${first.number_shopping}\\b`) });
    const secondRow = pending.getByRole('row', { name: new RegExp(`#${second.number_shopping}\\b`) });
    // Each row: the provider's invoice number, the purchase's number as a link, what is still owed.
    await visible(pending.getByRole('columnheader', { name: 'Monto adeudado' }));
    await visible(firstRow.getByText('RA-01'));
    await visible(firstRow.getByText('$20.00'));
    expect(await firstRow.getByText('$30.00').count()).toBe(0);
    await visible(firstRow.getByText('Pendiente'));
    await visible(secondRow.getByText('RA-02'));
    await visible(secondRow.getByText('$20.00'));
    expect(await secondRow.getByRole('link', { name: `#${second.number_shopping}` }).getAttribute('href')).toBe(
      `/shoppings/${second.id}`,
    );
    expect(await page.getByRole('link', { name: 'Ver factura' }).count()).toBe(0);

    // The first one marked as paid, after the confirmation: it leaves the table, $20.00 remain.
    await firstRow.getByRole('button', { name: 'Marcar como Pagada' }).click();
    await visible(page.getByText('¿Desea marcar esta factura como pagada?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await firstRow.waitFor({ state: 'detached' });
    await visible(balance.getByText('$20.00'));
    expect(page.url()).toBe(`${server.baseUrl}/providers/${providerId}`);
    expect((await purchaseNow(first)).status).toBe('paid');

    // The second one's row opens the purchase, marked as paid there after its confirmation.
    await secondRow.click();
    await page.waitForURL(`${server.baseUrl}/shoppings/${second.id}`);
    // Clicked once the page's reads (and the provider page's refresh still in flight) have
    // answered: on a loaded CI run, a click made while they were arriving opened no confirmation
    // (2 of 3 full runs; never alone). A person sees the page settle before acting.
    await visible(page.getByRole('heading', { name: `Compra #${second.number_shopping}` }));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Marcar como pagada' }).click();
    await visible(page.getByText('¿Desea marcar esta compra como pagada?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('COMPRA PAGADA'));
    // Marked paid with nothing paid: the server's balance, nothing owed.
    await visible(owed(page).getByText('$0.00'));

    // Nothing owed any more: green, and no pending invoice.
    await page.goto(`${server.baseUrl}/providers/${providerId}`);
    await visible(page.getByText('No hay facturas pendientes'));
    await visible(balance.getByText('$0.00'));
    expect(await balance.evaluate((element) => getComputedStyle(element).color)).toBe(GREEN);
  });

  it("a purchase is cancelled only after '¿Desea anular esta compra?': its stock leaves, its payments stay", async () => {
    const { server } = suite;
    const providerId = await provider('Lubricantes Lara C.A.', 'J-11223344-5');
    const purchase = await creditPurchase(providerId, 'LL-77', [[bulb, '18.00', 3]]);
    await payOverHttp(purchase, '5.00');
    const stockBefore = await stockOf(bulb);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/shoppings/${purchase.id}`);
    await visible(statusBadge(page).getByText('Pendiente'));

    // Declined: nothing changes.
    await page.getByRole('button', { name: 'Anular compra' }).click();
    await visible(page.getByText('¿Desea anular esta compra?'));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('¿Desea anular esta compra?').waitFor({ state: 'detached' });
    expect((await purchaseNow(purchase)).status).toBe('pending');

    // Confirmed: 'COMPRA ANULADA', no payment form nor commands; the payment stays on record.
    await page.getByRole('button', { name: 'Anular compra' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText('COMPRA ANULADA'));
    await visible(statusBadge(page).getByText('Cancelada'));
    // $54.00 with $5.00 paid, cancelled: nothing is owed.
    await visible(owed(page).getByText('$0.00'));
    await visible(page.getByRole('table', { name: 'Pagos' }).getByRole('row', { name: /Efectivo \$5\.00/ }));
    await newPayment(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Anular compra' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Marcar como pagada' }).count()).toBe(0);
    expect(await stockOf(bulb)).toBe(stockBefore - 3);
  });

  it("a cancel the server refuses (its stock is gone) shows the server's message and changes nothing", async () => {
    const { server } = suite;
    const providerId = await provider('Frenos del Zulia C.A.', 'J-55667788-1');
    const pads = await catalogue.product('FRE-200', 'Pastillas de freno', '40.00', 0, '22.00');
    const purchase = await creditPurchase(providerId, 'FZ-09', [[pads, '22.00', 2]]);
    // The 2 pads leave the deposit through an approved exit.
    const exit = await admin.post('/api/inventories', {
      type: 'return',
      lines: [{ product_id: pads, deposit_id: catalogue.deposit, quantity: 2 }],
    });
    expect(exit.status).toBe(201);
    expect((await admin.post(`/api/inventories/${exit.body.id}/approve`, {})).status).toBe(200);

    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/shoppings/${purchase.id}`);
    await page.getByRole('button', { name: 'Anular compra' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(/No hay stock disponible de este producto: Pastillas de freno/));
    await visible(statusBadge(page).getByText('Pendiente'));
    expect(await page.getByText('COMPRA ANULADA').count()).toBe(0);
    expect((await purchaseNow(purchase)).status).toBe('pending');
  });

  it("the list: columns, 'Nueva Compra', and 'Buscar compras' by provider or invoice number", async () => {
    const { server } = suite;
    const northId = await provider('Distribuidora Norte C.A.', 'J-99887766-5');
    const southId = await provider('Comercial Sur C.A.', 'J-44332211-0');
    const north = await creditPurchase(northId, 'DN-5001', [[oilFilter, '12.00', 1]]);
    const south = await creditPurchase(southId, 'CS-7002', [[bulb, '18.00', 1]]);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await sidebar(page).getByRole('link', { name: 'Compras' }).click();
    await page.waitForURL(`${server.baseUrl}/shoppings`);

    await visible(page.getByRole('link', { name: 'Nueva Compra' }));
    const northRow = page.getByRole('row', { name: /DN-5001/ });
    const southRow = page.getByRole('row', { name: /CS-7002/ });
    await visible(northRow.getByText('Distribuidora Norte C.A.'));
    await visible(northRow.getByText(longDate(IN_30_DAYS)));
    await visible(northRow.getByText('$12.00'));
    await visible(northRow.getByText('Pendiente'));
    await visible(southRow);
    const headers = await page.locator('thead th').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual([
      '#',
      'Proveedor',
      'Factura',
      'Fecha',
      'Vencimiento',
      'Total',
      'Estado',
    ]);

    // The search is hidden until 'Buscar compras'.
    const search = page.getByPlaceholder('Proveedor o número de factura');
    expect(await search.count()).toBe(0);
    await page.getByRole('button', { name: 'Buscar compras' }).click();
    await search.fill('Norte');
    await southRow.waitFor({ state: 'detached' });
    await visible(northRow);
    await search.fill('CS-7002');
    await northRow.waitFor({ state: 'detached' });
    await visible(southRow.getByText('Comercial Sur C.A.'));
    await search.fill('zzz-ninguna');
    await visible(page.getByText('No hay compras disponibles'));

    // Hiding the search shows them all again; a row opens its purchase.
    await page.getByRole('button', { name: 'Ocultar búsqueda' }).click();
    await visible(northRow);
    await visible(southRow);
    await southRow.click();
    await page.waitForURL(`${server.baseUrl}/shoppings/${south.id}`);
    await visible(page.getByRole('heading', { name: `Compra #${south.number_shopping}` }));
    expect(north.number_shopping).not.toBe(south.number_shopping);

    // Back to the dashboard from the list.
    await page.goto(`${server.baseUrl}/shoppings`);
    await page.getByRole('link', { name: 'Volver' }).click();
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
  });

  it("sales and storer neither see 'Compras' nor open a purchase; financial does", async () => {
    const { server } = suite;
    const providerId = await provider('Cauchos Oriente C.A.', 'J-10203040-5');
    const purchase = await creditPurchase(providerId, 'CO-1', [[oilFilter, '12.00', 1]]);
    for (const user of [SELLER, STORER]) {
      const page = await suite.signedIn(user.email, user.password);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/shoppings')) calls.push(request.url());
      });
      await visible(sidebar(page).getByRole('link', { name: 'Escritorio' }));
      expect(await sidebar(page).getByRole('link', { name: 'Compras' }).count()).toBe(0);
      await page.goto(`${server.baseUrl}/shoppings`);
      await visible(page.getByRole('heading', { name: FORBIDDEN }));
      expect(await page.getByText('No hay compras disponibles').count()).toBe(0);
      await page.goto(`${server.baseUrl}/shoppings/${purchase.id}`);
      await visible(page.getByRole('heading', { name: FORBIDDEN }));
      expect(await page.getByText('CO-1').count()).toBe(0);
      expect(calls).toEqual([]);
    }

    const financial = await suite.signedIn(FINANCIAL.email, FINANCIAL.password);
    await sidebar(financial).getByRole('link', { name: 'Compras' }).click();
    await visible(financial.getByRole('row', { name: /CO-1/ }));
    await visible(financial.getByRole('link', { name: 'Nueva Compra' }));
  });
  it("a payment in bolivars refused for a stale rate follows today's rate, keeps the bolivars, and is then accepted", async () => {
    const { server } = suite;
    const providerId = await provider('Baterías Barinas C.A.', 'J-40506070-8');
    const purchase = await creditPurchase(providerId, 'BB-3', [[oilFilter, '50.00', 2]]);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/shoppings/${purchase.id}`);
    // The page's reads (the purchase, the methods, the rate) done first, as a user sees the form settled:
    // on a loaded machine a method chosen before they answered was lost (the VES field stayed disabled).
    await page.waitForLoadState('networkidle');
    const form = newPayment(page);
    await form.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Transferencia (Bs)' }).click();
    await form.getByLabel('Monto en bolívares (VES)').fill('730');
    await form.getByLabel('Referencia').fill('0777');
    expect(await form.getByLabel('Monto en dólares (USD)').inputValue()).toBe('20.00');

    // A new rate registered meanwhile: refused, the rate read again, the dollars follow it.
    expect((await admin.post('/api/taxes', { change: '40.00', cop_change: '110' })).status).toBe(201);
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'La tasa de cambio cambió' });
    await visible(dialog.getByText(/se actualizó el monto en dólares a la tasa de hoy \(1\$ = 40,00 Bs\)/));
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    expect(await form.getByLabel('Monto en bolívares (VES)').inputValue()).toBe('730');
    expect(await form.getByLabel('Monto en dólares (USD)').inputValue()).toBe('18.25');
    expect(await form.getByLabel('Tasa de cambio actual').inputValue()).toBe('40,00');
    expect(await form.getByLabel('Referencia').inputValue()).toBe('0777');
    await visible(page.getByTestId('current-rate').getByText('1$ = 40,00 BsD'));

    await form.getByRole('button', { name: 'Registrar pago' }).click();
    const payments = page.getByRole('table', { name: 'Pagos' });
    await visible(payments.getByRole('row', { name: /Transferencia \(Bs\) \$18\.25 Bs 730,00 40,00 0777/ }));
    expect(await purchaseNow(purchase)).toMatchObject({ total_paid: '18.25' });
    expect((await admin.post('/api/taxes', { change: '36.50', cop_change: '110' })).status).toBe(201);
  });
  it("on a phone (390 px) 'Marcar como pagada' and 'Anular compra' keep their text", async () => {
    const { server } = suite;
    const providerId = await provider('Tornillería Móvil C.A.', 'J-70809010-2');
    const purchase = await creditPurchase(providerId, 'TM-1', [[bulb, '2.00', 1]]);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/shoppings/${purchase.id}`);
    for (const name of ['Marcar como pagada', 'Anular compra']) {
      const button = page.getByRole('button', { name });
      await visible(button.getByText(name));
    }
  });
});
