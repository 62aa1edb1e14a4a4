/**
 * Every screen of the admin fits the screen, on a laptop (1366 px) and on a phone (390 px): no
 * page scrolls sideways, nothing sticks out of its card, no form label is cut to 'Desc…', and on a
 * laptop no table needs to scroll inside its card (the sale's payments fit theirs). On a phone the
 * lists are SimpleList rows; a detail page's table may scroll inside its own box there.
 */
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, openScreen, signIn, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(600_000);
const suite = browserSuite();

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TODAY = new Date().toISOString().slice(0, 10);

/**
 * What overflows on the page as it stands: the page's own sideways scroll; elements of the main
 * content that reach past the right edge of their card (outside a box that scrolls them); boxes
 * that scroll sideways (`strict`: any; otherwise only cards and lists, not a detail table's box);
 * form labels cut with an ellipsis.
 */
const overflows = (page: Page, strict: boolean) =>
  page.evaluate((strict) => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].filter((c) => !c.startsWith('css-')).join('.')}` +
      ` "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const page = document.scrollingElement!;
    if (page.scrollWidth > page.clientWidth) found.push(`la página: ${page.scrollWidth} > ${page.clientWidth}`);
    const main = document.getElementById('main-content');
    if (!main) return ['falta #main-content'];
    const scrollBoxes = '.MuiTableContainer-root, .RaDataTable-tableWrapper';
    for (const element of main.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      // Pinned to the screen (the phone's form toolbar), hidden, or an animation: not content.
      if (element.closest('.RaToolbar-mobileToolbar, [aria-hidden="true"], .MuiLinearProgress-root')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const card = element.parentElement?.closest('.MuiPaper-root');
      if (card && !element.closest(scrollBoxes) && box.right > card.getBoundingClientRect().right + 1)
        found.push(`${name(element)} sale de su tarjeta`);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const isTableBox = element.matches(scrollBoxes) && !element.closest('.RaList-main');
      if (scrolls && element.scrollWidth > element.clientWidth + 1 && (strict || !isTableBox))
        found.push(`${name(element)} se desplaza de lado: ${element.scrollWidth} > ${element.clientWidth}`);
      if (
        element.matches('label') &&
        style.textOverflow === 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      )
        found.push(`etiqueta cortada: ${name(element)}`);
    }
    return found;
  }, strict);

/** Marks the forms and lists on the screen as the last screen's, before the admin opens the next. */
const leaveScreen = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll('#main-content form, #main-content .RaList-content'))
      element.setAttribute('data-left', '');
  });

describe('layout: every screen fits 1366 px and 390 px', () => {
  const ids = {} as Record<'client' | 'provider' | 'product' | 'order' | 'inventory' | 'tax' | 'user', number>;
  const firstId = async (admin: HttpClient, path: string) => {
    const answer = await admin.get(path);
    const rows = (Array.isArray(answer.body) ? answer.body : answer.body.data) as { id: number }[];
    return rows[0].id;
  };

  beforeAll(async () => {
    const { server } = suite;
    const admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    ids.product = await catalogue.product('BAT-1255', 'Batería 12V Mitsubishi Lancer', '39.01', 8, '25.00');
    const client = await admin.post('/api/clients', {
      name: 'Transportes Rodríguez Hermanos',
      identification: 'J-30111222-5',
      email: 'administracion.transportes@rodriguezhermanos.com.ve',
      phone: '0414-6499825',
      address: 'Av. Intercomunal, galpón 35, zona industrial de Valencia',
      companyName: 'Transportes Rodríguez Hermanos C.A.',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    ids.client = client.body.id;
    const provider = await admin.post('/api/providers', {
      name: 'Mariana Morales',
      company_name: 'Distribuidora Autopartes del Centro C.A.',
      tax_id: 'J-86850439-1',
      email: 'ventas.mayor@distribuidoraautopartes.com.ve',
      phone: '0212-2686756',
      website: 'https://distribuidoraautopartesdelcentro.com.ve',
      address: 'Zona industrial La Yaguara, calle 4',
      city: 'Caracas',
      country: 'Venezuela',
    });
    expect(provider.status).toBe(201);
    ids.provider = provider.body.id;
    // A sale waiting for payment, paid in two parts (cash, then bolivars with a reference).
    const order = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Entrega en el galpón',
      estimate: false,
      client_id: ids.client,
      products: [{ product_id: ids.product, deposit_id: catalogue.deposit, quantity: 2 }],
    });
    expect({ status: order.status, body: order.body }).toMatchObject({ status: 201 });
    ids.order = order.body.id;
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const method = (code: string) => methods.find((each) => each.code === code)!.id;
    const paid = await admin.post(`/api/orders/${ids.order}/payments`, { method: method('efectivo'), amount: '20' });
    expect(paid.status).toBe(200);
    const paidBs = await admin.post(`/api/orders/${ids.order}/payments`, {
      method: method('transferencia'),
      amount_bs: '730.00',
      reference: '000123456789',
    });
    expect({ status: paidBs.status, body: paidBs.body }).toMatchObject({ status: 200 });
    ids.inventory = await firstId(admin, '/api/inventories');
    ids.tax = await firstId(admin, '/api/taxes');
    ids.user = await firstId(admin, '/api/users');
  });

  /** Each screen and something only it shows, to wait for before measuring. */
  const screens = (): Array<[path: string, ready: (page: Page) => Promise<void>]> => {
    const heading = (name: string | RegExp) => (page: Page) => visible(page.getByRole('heading', { name }));
    const text = (value: string | RegExp) => (page: Page) => visible(page.getByText(value));
    // A form or a list drawn by this screen, not one the screen before left (see `leaveScreen`).
    const form = (page: Page) => visible(page.locator('#main-content form:not([data-left])'));
    const list = (page: Page) => visible(page.locator('#main-content .RaList-content:not([data-left])'));
    return [
      ['/', heading('Panel de Control')],
      ['/pos', heading('Punto de venta')],
      ['/version', text(/Cimientos/)],
      ['/taxes', list],
      ['/taxes/create', form],
      [`/taxes/${ids.tax}`, form],
      ['/logs', list],
      ['/accounts/1', form],
      ['/clients', text('Transportes Rodríguez Hermanos')],
      ['/clients/create', form],
      [`/clients/${ids.client}`, text('J-30111222-5')],
      [`/clients/${ids.client}/edit`, form],
      [`/clients/${ids.client}/payments/create`, form],
      ['/providers', text('Distribuidora Autopartes del Centro C.A.')],
      ['/providers/create', form],
      [`/providers/${ids.provider}`, text('J-86850439-1')],
      [`/providers/${ids.provider}/edit`, form],
      ['/products', text('Batería 12V Mitsubishi Lancer')],
      ['/products/create', form],
      [`/products/${ids.product}`, text('BAT-1255')],
      [`/products/${ids.product}/edit`, form],
      ['/orders', text('Transportes Rodríguez Hermanos')],
      ['/orders/create', text('Batería 12V Mitsubishi Lancer')],
      [`/orders/${ids.order}`, text('000123456789')],
      ['/inventories', list],
      ['/inventories/create', form],
      [`/inventories/${ids.inventory}`, text('BAT-1255')],
      ['/brands', text('Bosch')],
      ['/brands/create', form],
      ['/product-categories', text('Repuestos')],
      ['/product-categories/create', form],
      ['/price-groups', text('Detal')],
      ['/price-groups/create', form],
      ['/deposits', text('Galpón Central')],
      ['/deposits/create', form],
      ['/groups', list],
      ['/groups/create', form],
      ['/regions', list],
      ['/regions/create', form],
      ['/organizations', list],
      ['/organizations/create', form],
      ['/spents', list],
      ['/spents/create', form],
      ['/spent-categories', list],
      ['/spent-categories/create', form],
      ['/payment-methods', text('efectivo')],
      ['/payment-methods/create', form],
      ['/users', list],
      ['/users/create', form],
      [`/users/${ids.user}`, form],
    ];
  };

  it.each([
    ['1366 px', LAPTOP, true],
    ['390 px', PHONE, false],
  ])('at %s no screen scrolls sideways nor sticks out of its card', async (_width, viewport, strict) => {
    const { server } = suite;
    const page = await suite.newPage(viewport);
    await signIn(page, server.baseUrl, server.adminEmail, server.adminPassword);
    await visible(page.locator('h1', { hasText: 'Panel de Control' }));
    const found: string[] = [];
    // Each screen opened as the admin's links open it (no reload: the layout is the same).
    for (const [path, ready] of screens()) {
      await leaveScreen(page);
      await openScreen(page, server.baseUrl, path);
      await ready(page);
      await page.locator('.MuiLinearProgress-root[role="progressbar"]:visible').first().waitFor({ state: 'hidden' });
      for (const problem of await overflows(page, strict)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });

  it("the sale's payments table fits its card, 'Usuario' included, at both widths", async () => {
    const { server } = suite;
    for (const viewport of [LAPTOP, PHONE]) {
      const page = await suite.newPage(viewport);
      await signIn(page, server.baseUrl, server.adminEmail, server.adminPassword);
      await visible(page.locator('h1', { hasText: 'Panel de Control' }));
      await page.goto(`${server.baseUrl}/orders/${ids.order}`);
      const table = page.getByRole('table', { name: 'Pagos' });
      await visible(table.getByText('000123456789'));
      const { tableRight, boxRight, cardRight } = await table.evaluate((element) => ({
        tableRight: element.getBoundingClientRect().right,
        boxRight: element.parentElement!.getBoundingClientRect().right,
        cardRight: element.closest('.MuiCard-root')!.getBoundingClientRect().right,
      }));
      // The box the table sits in never reaches past the card; on a laptop the table itself fits.
      expect(boxRight).toBeLessThanOrEqual(cardRight);
      if (viewport === LAPTOP) {
        expect(tableRight).toBeLessThanOrEqual(cardRight);
        await visible(table.getByRole('columnheader', { name: 'Usuario' }));
      }
    }
  });

  it('on a phone the orders are rows with number, client, date, total and state, each opening its sale', async () => {
    const { server } = suite;
    const page = await suite.newPage(PHONE);
    await signIn(page, server.baseUrl, server.adminEmail, server.adminPassword);
    await visible(page.locator('h1', { hasText: 'Panel de Control' }));
    await page.goto(`${server.baseUrl}/orders`);
    const row = page.locator('#main-content').getByRole('button', { name: /Transportes Rodríguez Hermanos/ });
    await visible(row);
    expect(await page.locator('#main-content table').count()).toBe(0);
    const text = await row.innerText();
    expect(text).toMatch(/^#\d+ · Transportes Rodríguez Hermanos/);
    expect(text).toContain('$78.02');
    expect(text).toContain('PENDIENTE POR PAGO');
    expect(text).toMatch(/\d{4}/);
    await row.click();
    await page.waitForURL(`**/orders/${ids.order}`);
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));
  });

  it("on the sale form the product filters sit in one row that 'Filtros' folds", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, '/orders/create');
    const names = ['Depósito', 'Marca', 'Número de parte', 'Modelo de camión', 'Región'];
    const fields = names.map((name) => page.locator('#main-content').getByLabel(name, { exact: true }).first());
    await visible(fields[4]);
    const tops = await Promise.all(fields.map(async (field) => Math.round((await field.boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);
    const toggle = page.getByRole('button', { name: 'Filtros' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await fields[4].waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The discount reads whole.
    await visible(page.getByRole('spinbutton', { name: 'Descuento' }));
  });
});
