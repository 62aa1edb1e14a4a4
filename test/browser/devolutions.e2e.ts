/**
 * Devolutions in the browser (issue 13): a partial return by cash registered on the form,
 * approved after its confirmation, and seen on the sale (its paid amount lowered by a refund, its
 * returned amount) and in the stock; a complete return by credit note putting the sale in
 * 'Devolución' and the client's credit on the client's page; a refusal of the server told with
 * everything typed kept; a seller who registers but may not approve (the admin rejects); and a
 * role without the screen. The sales are made over HTTP (POST /api/orders, API.md).
 */
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, sidebar, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(300_000);
const suite = browserSuite();

const FORBIDDEN = 'No tiene permiso para ver esta página';
const SELLER = { email: 'vendedor@prueba.test', password: 'Clave-vendedor-1' };
const ENDLINE = { email: 'linea@prueba.test', password: 'Clave-linea-1' };
const FINANCIAL = { email: 'finanzas@prueba.test', password: 'Clave-finanzas-1' };
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

interface Sale {
  id: number;
  number_order: number;
  order_state: string;
  total: number;
  balance: number;
  products: { id: number; quantity: number }[];
}

/** The POSTs the page sends to /api/devolutions (the registrations) from now on. */
const registrations = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/devolutions')
      posts.push(request.postData() ?? '');
  });
  return posts;
};

/** Picks the sale in the return form by its number. */
const pickSale = async (page: Page, sale: Sale) => {
  const picker = page.getByRole('combobox', { name: 'Venta' });
  await picker.fill(String(sale.number_order));
  await page.getByRole('option', { name: new RegExp(`^#${sale.number_order} · `) }).click();
};

/** The return form's line of a product, by its name. */
const lineOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Productos de la venta' }).getByRole('row', { name: new RegExp(name) });

const chooseRefund = async (page: Page, method: string) => {
  await page.getByRole('combobox', { name: 'Método de reembolso' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
};

/** The detail page's own badge (next to its heading). */
const detailStatus = (page: Page) => page.getByTestId('devolution-data').locator('[data-status]');

describe('devolutions in the browser', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let bulb: number;
  let clientId: number;
  let cash: number;

  /** A sale to Taller Medina from Galpón Central, paid in full in cash ([product, quantity] lines). */
  const paidSale = async (lines: Array<[number, number]>, amount: string): Promise<Sale> => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta con devolución',
      client_id: clientId,
      estimate: false,
      isCredit: false,
      products: lines.map(([product_id, quantity]) => ({ product_id, deposit_id: catalogue.deposit, quantity })),
      payment: { method: cash, amount, reference: '' },
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Sale;
  };
  const saleNow = async (sale: Sale) => (await admin.get(`/api/orders/${sale.id}`)).body as Sale;
  const stockOf = async (productId: number) => {
    const product = (await admin.get(`/api/products/${productId}`)).body as {
      product_deposits: { deposit_id: number; quantity: number }[];
    };
    return product.product_deposits.find((stock) => stock.deposit_id === catalogue.deposit)?.quantity ?? 0;
  };

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    // A rate of 36.50 Bs per dollar, Galpón Central with 10 filters at $20.00 and 10 bulbs at $30.00.
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 10, '12.00');
    bulb = await catalogue.product('OSR-100', 'Bombillo Osram', '30.00', 10, '18.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
    const client = await admin.post('/api/clients', {
      name: 'Taller Medina',
      identification: 'J-41222333-1',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    clientId = client.body.id;
    await server.createUser({ ...SELLER, role: 'sales', first_name: 'Carla', last_name: 'Mendoza' });
    await server.createUser({ ...ENDLINE, role: 'endline', first_name: 'Pedro', last_name: 'Línea' });
    await server.createUser({ ...FINANCIAL, role: 'financial', first_name: 'Marta', last_name: 'Salas' });
  });

  it('a partial return by cash, approved: the sale is refunded what it was paid beyond its new total, the units come back', async () => {
    const { server } = suite;
    // 3 filters, $60.00, paid in cash: 7 filters left in Galpón Central.
    const sale = await paidSale([[filter, 3]], '60.00');
    expect(await stockOf(filter)).toBe(7);
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const posts = registrations(page);

    // 'Devoluciones' in the sidebar: none yet, and 'Nueva Devolución'.
    await sidebar(page).getByRole('link', { name: 'Devoluciones' }).click();
    await page.waitForURL(`${server.baseUrl}/devolutions`);
    await visible(page.getByText('No hay devoluciones registradas.'));
    await page.getByRole('link', { name: 'Nueva Devolución' }).first().click();
    await page.waitForURL(`${server.baseUrl}/devolutions/create`);
    await visible(page.getByRole('heading', { name: 'Nueva Devolución' }));

    // The sale, by its number: its line with what was sold, returned and is left, and its price.
    await pickSale(page, sale);
    const line = lineOf(page, 'Filtro de aceite');
    await visible(line);
    expect((await line.locator('td').allInnerTexts()).slice(0, 6)).toEqual([
      'FIL-100',
      'Filtro de aceite',
      '3',
      '0',
      '3',
      '$20.00',
    ]);
    const quantity = page.getByLabel('Cantidad a devolver de Filtro de aceite');
    const amount = page.getByLabel('Monto a devolver de Filtro de aceite');
    expect(await quantity.inputValue()).toBe('0');
    expect(await amount.inputValue()).toBe('0');
    expect(await page.getByRole('radio', { name: 'Parcial' }).isChecked()).toBe(true);

    // Nothing is sent without a unit, a refund method, then a reference.
    const save = page.getByRole('button', { name: 'Registrar Devolución' });
    await save.click();
    await visible(page.getByText('Debe devolver al menos un producto'));
    await visible(page.getByText('Debe seleccionar un método de reembolso'));
    // One filter: its price suggested as the amount; more than the 3 left is refused.
    await quantity.fill('4');
    await save.click();
    await visible(page.getByText('La cantidad a devolver de Filtro de aceite supera lo que queda por devolver (3)'));
    await quantity.fill('1');
    expect(await amount.inputValue()).toBe('20.00');
    await page.getByLabel('Motivo de Filtro de aceite').fill('Defectuoso');
    await chooseRefund(page, 'Efectivo');
    await save.click();
    await visible(page.getByText('Debe ingresar una referencia'));
    expect(posts).toHaveLength(0);
    await page.getByLabel('Referencia').fill('R-001');
    await visible(page.getByText('Total a devolver: $20.00'));
    await save.click();

    // Registered pending: its page.
    await visible(page.getByRole('heading', { name: /^Devolución #\d+$/ }));
    expect(page.url()).toMatch(/\/devolutions\/\d+$/);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0])).toEqual({
      order_id: sale.id,
      return_type: 'partial',
      products: { [sale.products[0].id]: { return_quantity: 1, return_amount: '20.00', reason: 'Defectuoso' } },
      refund_method: 'cash',
      refund_reference: 'R-001',
      notes: null,
    });
    const data = page.getByTestId('devolution-data');
    await visible(detailStatus(page).getByText('Pendiente'));
    await visible(data.getByRole('link', { name: `#${sale.number_order}` }));
    await visible(data.getByText('Taller Medina'));
    await visible(data.getByText('Parcial'));
    await visible(data.getByText('Efectivo'));
    await visible(data.getByText('R-001'));
    await visible(data.getByText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/));
    const returned = page.getByRole('table', { name: 'Productos devueltos' });
    await visible(
      returned.getByRole('row', { name: /Filtro de aceite FIL-100 Galpón Central 1 de 3 \$20\.00 Defectuoso/ }),
    );
    // Nothing moved yet.
    expect(await stockOf(filter)).toBe(7);
    const order = page.getByTestId('devolution-order');
    await visible(order.getByText('$60.00').first());

    // 'Aprobar' after its confirmation: approved, no more buttons; the sale's total and paid are $40.00.
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await visible(page.getByText('¿Está seguro de aprobar esta devolución?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(detailStatus(page).getByText('Aprobada'));
    await page.getByRole('button', { name: 'Aprobar' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Rechazar' }).count()).toBe(0);
    expect((await order.innerText()).replace(/\s+/g, ' ')).toContain(
      'Total de la venta $40.00 Pagado $40.00 Devuelto $20.00',
    );
    // The filter is back in Galpón Central.
    expect(await stockOf(filter)).toBe(8);

    // The sale's page: paid lowered by a refund, the returned amount, the line's returned unit, the devolution.
    await data.getByRole('link', { name: `#${sale.number_order}` }).click();
    await page.waitForURL(`${server.baseUrl}/orders/${sale.id}`);
    const balances = page.getByTestId('order-balances');
    await visible(balances.getByTestId('order-returned').getByText(/^\$20\.00/));
    expect((await balances.innerText()).replace(/\s+/g, ' ')).toMatch(/Pagado \$40\.00 .*Devuelto \$20\.00/);
    const payments = page.getByRole('table', { name: 'Pagos' });
    await visible(payments.getByRole('row', { name: /Efectivo \$60\.00/ }));
    await visible(payments.getByRole('row', { name: /Efectivo Reembolso -\$20\.00 .*R-001/ }));
    await visible(page.getByTestId('order-totals').getByText('-$20.00'));
    await visible(page.getByTestId('order-totals').getByText('$40.00'));
    const devolutions = page.getByRole('table', { name: 'Devoluciones' });
    await visible(devolutions.getByRole('row', { name: /Parcial Aprobada \$20\.00/ }));
    expect((await saleNow(sale)).balance).toBe(40);

    // The list: the sale's number, the type, the amount, approved; nothing to approve.
    await page.goto(`${server.baseUrl}/devolutions`);
    const row = page.getByRole('row', { name: new RegExp(`#${sale.number_order} .*Parcial`) });
    await visible(row.getByText('$20.00'));
    await visible(row.getByText('Aprobada'));
    expect(await row.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
  });

  it("a complete return by credit note puts the sale in 'Devolución' and gives the client a credit", async () => {
    const { server } = suite;
    // 2 bulbs, $60.00, paid in cash.
    const sale = await paidSale([[bulb, 2]], '60.00');
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);

    // From the sale's page: none yet, 'Registrar devolución' opens the form with the sale picked.
    await page.goto(`${server.baseUrl}/orders/${sale.id}`);
    const devolutions = page.getByRole('table', { name: 'Devoluciones' });
    await visible(devolutions.getByText('No hay devoluciones registradas.'));
    await page.getByRole('link', { name: 'Registrar devolución' }).click();
    await page.waitForURL(/\/devolutions\/create\?order_id=/);
    await visible(lineOf(page, 'Bombillo Osram'));
    await page.waitForFunction(
      (label) => (document.querySelector('input[role="combobox"]') as HTMLInputElement | null)?.value.startsWith(label),
      `#${sale.number_order} · Taller Medina`,
      { timeout: 5000 },
    );

    // Completa: every unit left and its worth.
    await page.getByRole('radio', { name: 'Completa' }).check();
    expect(await page.getByLabel('Cantidad a devolver de Bombillo Osram').inputValue()).toBe('2');
    expect(await page.getByLabel('Monto a devolver de Bombillo Osram').inputValue()).toBe('60.00');
    await visible(page.getByText('Total a devolver: $60.00'));
    await chooseRefund(page, 'Nota de Crédito');
    await page.getByLabel('Referencia').fill('NC-1');
    await page.getByLabel('Observaciones').fill('El cliente no los necesitó');
    await page.getByRole('button', { name: 'Registrar Devolución' }).click();

    await visible(page.getByRole('heading', { name: /^Devolución #\d+$/ }));
    const data = page.getByTestId('devolution-data');
    await visible(data.getByText('Completa'));
    await visible(data.getByText('Nota de Crédito'));
    await visible(page.getByText('El cliente no los necesitó'));
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await visible(page.getByText('¿Está seguro de aprobar esta devolución?'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await visible(detailStatus(page).getByText('Aprobada'));
    await visible(page.getByTestId('devolution-order').getByText('Devolución'));

    // The sale is returned: 'Devolución', and its payments still add up (the credit note as a refund).
    await data.getByRole('link', { name: `#${sale.number_order}` }).click();
    await page.waitForURL(`${server.baseUrl}/orders/${sale.id}`);
    await visible(page.getByTestId('order-balances').locator('[data-state="return"]').getByText('Devolución'));
    await visible(
      page.getByRole('table', { name: 'Pagos' }).getByRole('row', { name: /Nota de Crédito Reembolso -\$60\.00/ }),
    );
    expect(await saleNow(sale)).toMatchObject({ order_state: 'return', balance: 0 });

    // The orders list's state filter has 'Devolución', and the sale shows there with its badge.
    await page.goto(`${server.baseUrl}/orders`);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Devolución' }).click();
    const returnedRow = page.getByRole('row', { name: /DEVOLUCIÓN/ });
    await visible(returnedRow);
    expect(await returnedRow.locator('td').first().innerText()).toBe(String(sale.number_order));

    // The client's page: 'Saldo a favor' $60.00, the balance is net of it, and the cards still add up.
    await page.goto(`${server.baseUrl}/clients/${clientId}`);
    const card = (label: string) => page.getByRole('group', { name: label });
    await visible(card('Saldo a favor').getByText('$60.00', { exact: true }));
    const client = (await admin.get(`/api/clients/${clientId}`)).body as {
      balance: number;
      credit: number;
      total_spent: number;
    };
    expect(client.credit).toBe(60);
    const ordersTable = page.getByRole('table').filter({ has: page.getByText('Número de orden') });
    // The state badge in capitals like every other ('FINALIZADA', 'PENDIENTE POR PAGO').
    await visible(ordersTable.getByRole('row', { name: /DEVOLUCIÓN/ }));
    // Each card is the sum of the history's column (docs/rules.md 'Client page'), the balance less the credit.
    const column = async (index: number) =>
      (await ordersTable.locator(`tbody tr td:nth-child(${index})`).allInnerTexts()).reduce(
        (total, text) => total + Math.round(Number(text.trim().replace(/[$,]/g, '')) * 100),
        0,
      );
    const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
    const balance = (await column(6)) - 6000;
    await visible(card('Saldo pendiente').getByText(usd(balance), { exact: true }));
    expect(Math.round(client.balance * 100)).toBe(balance);
    // What was paid: this sale's $60.00 less the $60.00 credited back (and any earlier sale's net).
    const paid = await column(5);
    await visible(card('Total pagado').getByText(usd(paid), { exact: true }));
    expect(Math.round(client.total_spent * 100)).toBe(paid);
    // ...which is what the payment history lists, the refunds negative among them.
    const paymentsTable = page.getByRole('table').filter({ has: page.getByText('Referencia') });
    // A refund marked as on the sale's page.
    await visible(paymentsTable.getByRole('row', { name: /Nota de Crédito Reembolso NC-1 -\$60\.00/ }));
    const amounts = await paymentsTable.locator('tbody tr td:nth-child(5)').allInnerTexts();
    const listed = amounts.reduce(
      (total, text) => total + Math.round(Number(text.trim().replace(/[$,]/g, '')) * 100),
      0,
    );
    expect(listed).toBe(paid);
  });

  it('a refusal of the server is told, and what was typed stays', async () => {
    const { server } = suite;
    const sale = await paidSale([[filter, 2]], '40.00');
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/devolutions/create');
    await pickSale(page, sale);
    await page.getByLabel('Cantidad a devolver de Filtro de aceite').fill('2');
    await chooseRefund(page, 'Transferencia');
    await page.getByLabel('Referencia').fill('T-9');

    // Meanwhile, one of the two filters comes back by another devolution.
    const other = await admin.post('/api/devolutions', {
      order_id: sale.id,
      return_type: 'partial',
      products: { [sale.products[0].id]: { return_quantity: 1, return_amount: '20.00' } },
      refund_method: 'cash',
      refund_reference: 'R-2',
    });
    expect(other.status).toBe(201);
    expect((await admin.post(`/api/devolutions/${other.body.id}/approve`, {})).status).toBe(200);

    await page.getByRole('button', { name: 'Registrar Devolución' }).click();
    const refused = page.getByRole('dialog', { name: 'No se pudo registrar la devolución' });
    await visible(refused.getByText('La cantidad a devolver de Filtro de aceite supera lo que queda por devolver (1)'));
    await refused.getByRole('button', { name: 'Entendido' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/devolutions\/create$/);
    expect(await page.getByLabel('Cantidad a devolver de Filtro de aceite').inputValue()).toBe('2');
    expect(await page.getByLabel('Referencia').inputValue()).toBe('T-9');

    // 'Cancelar' goes back to the list.
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.waitForURL(`${server.baseUrl}/devolutions`);
  });

  it('a seller registers a return but may not approve it; the admin rejects it', async () => {
    const { server } = suite;
    const sale = await paidSale([[filter, 1]], '20.00');
    const page = await suite.signedIn(SELLER.email, SELLER.password);
    // The seller's sidebar is the spec's (no 'Devoluciones'); the list opens by its address.
    await visible(sidebar(page).getByRole('link', { name: 'Ventas' }));
    expect(await sidebar(page).getByRole('link', { name: 'Devoluciones' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/devolutions`);
    await page.getByRole('link', { name: 'Nueva Devolución' }).first().click();
    await pickSale(page, sale);
    await page.getByLabel('Cantidad a devolver de Filtro de aceite').fill('1');
    await page.getByLabel('Monto a devolver de Filtro de aceite').fill('15');
    await chooseRefund(page, 'Sin reembolso');
    // 'Sin reembolso' asks no reference.
    expect(await page.getByLabel('Referencia').count()).toBe(0);
    await page.getByRole('button', { name: 'Registrar Devolución' }).click();
    await visible(page.getByRole('heading', { name: /^Devolución #\d+$/ }));
    await visible(detailStatus(page).getByText('Pendiente'));
    await visible(page.getByTestId('devolution-amount').getByText('$15.00'));
    const url = page.url();
    // Neither approve nor reject for a seller, here or in the list.
    expect(await page.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Rechazar' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Volver' }).click();
    const row = page.getByRole('row', { name: new RegExp(`#${sale.number_order} .*Pendiente`) });
    await visible(row);
    expect(await row.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);

    // The admin rejects it after its confirmation: nothing moves.
    const stock = await stockOf(filter);
    const adminPage = await suite.signedIn(server.adminEmail, server.adminPassword);
    await adminPage.goto(url);
    await adminPage.getByRole('button', { name: 'Rechazar' }).click();
    await visible(adminPage.getByText('¿Está seguro de rechazar esta devolución?'));
    await adminPage.getByRole('button', { name: 'Confirmar' }).click();
    await visible(detailStatus(adminPage).getByText('Rechazada'));
    await adminPage.getByRole('button', { name: 'Aprobar' }).waitFor({ state: 'detached' });
    expect(await stockOf(filter)).toBe(stock);
    expect(await saleNow(sale)).toMatchObject({ total: 20, balance: 20 });

    // The list's status filter.
    await adminPage.goto(`${server.baseUrl}/devolutions`);
    await adminPage.getByRole('combobox', { name: 'Estado' }).click();
    await adminPage.getByRole('option', { name: 'Rechazada' }).click();
    await visible(adminPage.getByRole('row', { name: new RegExp(`#${sale.number_order} .*Rechazada`) }));
    await adminPage
      .getByRole('row', { name: /Aprobada/ })
      .first()
      .waitFor({ state: 'detached' });
  });

  it('a role without devolutions gets the forbidden page; finance reads them without registering', async () => {
    const { server } = suite;
    const endline = await suite.signedIn(ENDLINE.email, ENDLINE.password);
    expect(await sidebar(endline).getByRole('link', { name: 'Devoluciones' }).count()).toBe(0);
    await endline.goto(`${server.baseUrl}/devolutions`);
    await visible(endline.getByRole('alert').getByText(FORBIDDEN));
    expect(await endline.getByText('No hay devoluciones registradas.').count()).toBe(0);
    await endline.goto(`${server.baseUrl}/devolutions/create`);
    await visible(endline.getByRole('alert').getByText(FORBIDDEN));

    const financial = await suite.signedIn(FINANCIAL.email, FINANCIAL.password);
    // Finance reads them by their address: its sidebar is the spec's, without 'Devoluciones'.
    await visible(sidebar(financial).getByRole('link', { name: 'Ventas' }));
    expect(await sidebar(financial).getByRole('link', { name: 'Devoluciones' }).count()).toBe(0);
    await financial.goto(`${server.baseUrl}/devolutions`);
    await visible(financial.getByRole('row', { name: /Aprobada/ }));
    expect(await financial.getByRole('link', { name: 'Nueva Devolución' }).count()).toBe(0);
    await financial.goto(`${server.baseUrl}/devolutions/create`);
    await visible(financial.getByRole('alert').getByText(FORBIDDEN));
  });

  it("on a phone (390 px) the sale's lines scroll inside the card with the product's name kept in view", async () => {
    const { server } = suite;
    const sale = await paidSale([[filter, 1]], '20.00');
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/devolutions/create?order_id=${sale.id}`);
    const reason = page.getByLabel('Motivo de Filtro de aceite');
    const row = page.locator(`tr[data-line="${sale.products[0].id}"]`);
    // Swiped until the field is whole at the card's right edge, as a user reaching it would.
    await reason.evaluate((field) => field.scrollIntoView({ inline: 'end', block: 'nearest' }));
    const [name, field] = [
      await row.getByRole('cell', { name: 'Filtro de aceite', exact: true }).boundingBox(),
      await reason.boundingBox(),
    ];
    expect(field!.x).toBeGreaterThanOrEqual(0);
    expect(field!.x).toBeLessThan(390);
    expect(name!.x).toBeGreaterThanOrEqual(0);
    expect(name!.x + name!.width).toBeLessThanOrEqual(field!.x + 1);
    await reason.fill('Defectuoso');
    expect(await reason.inputValue()).toBe('Defectuoso');
  });
});
