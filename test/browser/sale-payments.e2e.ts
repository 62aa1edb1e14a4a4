/**
 * Why this file exists: issue 31, items 7, 9, 10 and 11 on the screens that sell. A payment counts
 * on its own day ('Recaudado del mes'); the sale form and the POS take several payments before
 * 'Generar Venta'; a rate changed mid-sale keeps the cart and asks to confirm the new bolivars;
 * selling on a phone keeps the total and 'Siguiente' in view and the search results usable.
 */
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, signIn, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const SELLER = { email: 'vendedora@prueba.test', password: 'Clave-vendedora-1' };
const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const TODAY = caracasDay(new Date());
const LAST_MONTH = caracasDay(new Date(Date.now() - 40 * 24 * 3600 * 1000));
const PHONE = { width: 390, height: 844 };
/** SHOTS=1 keeps screenshots of the phone and desktop screens in /tmp/payments-shots (to look at them). */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/payments-shots/${name}.png`, fullPage: true });
};

interface Pay {
  method: { code: string };
  amount: number;
  amount_bs: number;
  exchange_rate: number | null;
}

describe('selling with several payments, a rate change and a phone', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let clientId: number;
  let cash: number;

  const signedInAt = async (user: { email: string; password: string }, path: string, viewport = PHONE) => {
    const page = opened(await suite.newPage(viewport));
    await signIn(page, suite.server.baseUrl, user.email, user.password);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    await page.goto(`${suite.server.baseUrl}${path}`);
    return page;
  };
  const setRate = async (change: string) =>
    expect((await admin.post('/api/taxes', { change, cop_change: '110' })).status).toBe(201);
  /** The sale the page shows (its detail's address, or the POS receipt's number), as the API answers it. */
  const orderOn = async (page: Page) => {
    const fromUrl = /\/orders\/(\d+)$/.exec(page.url())?.[1];
    let id = fromUrl;
    if (!id) {
      const number = /Venta #(\d+)/.exec(
        (await page
          .getByRole('heading', { name: /^Venta #\d+$/ })
          .first()
          .textContent()) ?? '',
      )![1];
      const list = await admin.get('/api/orders');
      expect(list.status).toBe(200);
      id = String(
        (list.body as { id: number; number_order: number }[]).find((o) => String(o.number_order) === number)!.id,
      );
    }
    const answer = await admin.get(`/api/orders/${id}`);
    expect(answer.status).toBe(200);
    return answer.body as { exchange_rate: number; balance: number; pays: Pay[] };
  };
  const paysOf = (order: { pays: Pay[] }) =>
    order.pays.map((pay) => [pay.method.code, pay.amount, pay.amount_bs, pay.exchange_rate]);

  // Each test's page is closed once it is done: the browser keeps no earlier sale's screens busy.
  const pages: Page[] = [];
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close().catch(() => undefined)));
  });
  const opened = (page: Page) => {
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    // 36.50 Bs per dollar; 200 filters at $20.00, and two more products for the phone's cart.
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 200, '12.00');
    await catalogue.product('BUJ-200', 'Bujía de encendido iridio larga duración', '1234.56', 50, '600.00');
    await catalogue.product('COR-300', 'Correa de distribución reforzada', '987.65', 50, '500.00');
    const client = await admin.post('/api/clients', {
      name: 'Taller Dos Pagos',
      identification: 'J-31000002',
      typeClient: 'a',
    });
    clientId = client.body.id;
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
    await server.createUser({ ...SELLER, role: 'sales', first_name: 'Rosa', last_name: 'Díaz' });
  });

  /** The sale form with the client found and 2 filters ($40.00), not an estimate. */
  async function saleFormWithFilters(page: Page) {
    const client = page.getByRole('region', { name: 'Cliente' });
    // The form's code may take a while on a busy machine (several suites share it).
    await client.getByLabel('Identificación del cliente').waitFor({ timeout: 60_000 });
    await client.getByLabel('Identificación del cliente').fill('J-31000002');
    await client.getByRole('button', { name: 'Buscar' }).click();
    await visible(client.getByText('Taller Dos Pagos'));
    await page.getByRole('textbox', { name: 'Buscar productos' }).fill('FIL-100');
    const found = page.getByRole('table', { name: 'Resultados de la búsqueda' }).getByRole('row', { name: /FIL-100/ });
    await found.getByRole('button', { name: 'Agregar' }).click();
    const line = page.getByRole('table', { name: 'Productos de la venta' }).getByRole('row', { name: /FIL-100/ });
    await line.getByLabel('Cantidad').fill('2');
    await visible(page.getByTestId('sale-totals').getByText(/40\.00/));
    await page.getByLabel('Presupuesto').uncheck();
    await page.getByLabel('Observaciones').fill('Pago mixto');
    return page.getByRole('region', { name: 'Pago' });
  }

  /** Adds a payment through the shared payment entry. */
  async function addPayment(area: ReturnType<Page['getByRole']>, method: string, amount: string, bolivars = false) {
    await area
      .getByRole('group', { name: 'Métodos de pago' })
      .getByRole('button', { name: method, exact: true })
      .click();
    await area.getByLabel(bolivars ? 'Monto en bolívares' : 'Monto en dólares').fill(amount);
    await area.getByRole('button', { name: 'Agregar pago' }).click();
  }

  it('the sale form takes two payments, lists them, removes one, reduces an excess and records both', async () => {
    const page = opened(await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword, '/orders/create'));
    const payment = await saleFormWithFilters(page);
    const list = page.getByTestId('sale-payments');
    await addPayment(payment, 'Efectivo', '10');
    await visible(list.getByText('Efectivo: $10.00'));
    await visible(payment.getByText('Resta por pagar: $30.00'));
    // Bs 5.000 is more than the $30.00 left: reduced to it, $30.00 = Bs 1.095,00 at 36.50.
    await addPayment(payment, 'Biopago', '5000', true);
    await visible(list.getByText('Biopago: $30.00 (Bs 1.095,00)'));
    await visible(payment.getByText('Resta por pagar: $0.00'));
    // Nothing left: 'Monto excedido'.
    await addPayment(payment, 'Efectivo', '1');
    await visible(page.getByRole('dialog', { name: 'Monto excedido' }));
    await page.getByRole('button', { name: 'Entendido' }).click();
    await payment.getByRole('button', { name: 'Cancelar' }).click();
    // Removed, the cash leaves $10.00; $15.00 more is reduced to it.
    await list.getByRole('button', { name: 'Quitar pago Efectivo' }).click();
    await expect(list.getByText('Efectivo: $10.00').count()).resolves.toBe(0);
    await visible(payment.getByText('Resta por pagar: $10.00'));
    await addPayment(payment, 'Efectivo', '15');
    await visible(list.getByText('Efectivo: $10.00'));
    await shot(page, 'sale-form-payments-1366');
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));

    const order = await orderOn(page);
    expect(order.balance).toBe(40);
    expect(paysOf(order)).toEqual([
      ['biopago', 30, 1095, 36.5],
      ['efectivo', 10, 0, null],
    ]);
  });

  it('the POS pay step takes two payments before Generar Venta; a rate changed meanwhile keeps the cart and is confirmed', async () => {
    await setRate('36.50');
    const page = await signedInAt(SELLER, '/pos', { width: 1366, height: 900 });
    const cart = page.getByRole('table', { name: 'Carrito' });
    await page.getByLabel('Buscar productos').fill('FIL-100');
    await visible(cart.getByRole('row', { name: /FIL-100/ }));
    await cart.getByLabel('Cantidad de Filtro de aceite').fill('2');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    const pay = page.getByRole('main');
    const list = page.getByTestId('sale-payments');
    await addPayment(pay, 'Efectivo', '5');
    await visible(list.getByText('Efectivo: $5.00'));
    await addPayment(pay, 'Biopago', '365', true);
    await visible(list.getByText('Biopago: $10.00 (Bs 365,00)'));
    await list.getByRole('button', { name: 'Quitar pago Efectivo' }).click();
    await expect(list.getByText('Efectivo: $5.00').count()).resolves.toBe(0);
    // $100 in cash for the $30.00 left: the change shows, and only $30.00 is recorded.
    await pay
      .getByRole('group', { name: 'Métodos de pago' })
      .getByRole('button', { name: 'Efectivo', exact: true })
      .click();
    await pay.getByLabel('Monto en dólares').fill('100');
    await visible(page.getByText(/Vuelto a entregar: \$70\.00/));
    await pay.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(list.getByText('Efectivo: $30.00'));
    await expect(page.getByRole('heading', { name: /^Venta #/ }).count()).resolves.toBe(0);
    await visible(page.getByTestId('current-rate').getByText('1$ = 36,50 BsD'));

    // The rate changes behind the cashier's back: the sale is refused, the cart stays, the new
    // rate is shown (header too) with the new bolivars, and it is sent only once confirmed.
    await setRate('40.00');
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    const dialog = page.getByRole('dialog', { name: 'La tasa de cambio cambió' });
    await visible(dialog.getByText(/1\$ = 40,00 BsD/));
    await visible(dialog.getByText('Total a la nueva tasa: Bs 1.600,00'));
    await visible(dialog.getByText('Biopago: Bs 400,00 ($10.00)'));
    await visible(page.getByTestId('current-rate').getByText('1$ = 40,00 BsD'));
    // The cart is kept (the dialog hides the page from the accessibility tree, not from sight).
    await visible(page.getByTestId('total-Total').getByText('$40.00'));
    await visible(page.getByTestId('total-Bs').getByText('Bs 1.600,00'));
    await shot(page, 'pos-rate-changed-1366');
    await dialog.getByRole('button', { name: 'Confirmar y generar venta' }).click();
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));

    const order = await orderOn(page);
    expect(order.exchange_rate).toBe(40);
    expect(order.balance).toBe(40);
    expect(paysOf(order)).toEqual([
      ['biopago', 10, 400, 40],
      ['efectivo', 30, 0, null],
    ]);
  });

  it('the sale form after a rate change: keeps the cart, takes the new rate and sends once confirmed', async () => {
    await setRate('40.00');
    const page = opened(await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword, '/orders/create'));
    const payment = await saleFormWithFilters(page);
    await addPayment(payment, 'Biopago', '800', true);
    await visible(page.getByTestId('sale-payments').getByText('Biopago: $20.00 (Bs 800,00)'));
    await setRate('50.00');
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    const dialog = page.getByRole('dialog', { name: 'La tasa de cambio cambió' });
    await visible(dialog.getByText('Total a la nueva tasa: Bs 2.000,00'));
    await visible(dialog.getByText('Biopago: Bs 1.000,00 ($20.00)'));
    await visible(page.getByTestId('current-rate').getByText('1$ = 50,00 BsD'));
    await dialog.getByRole('button', { name: 'Confirmar y generar venta' }).click();
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));
    const order = await orderOn(page);
    expect(order.exchange_rate).toBe(50);
    expect(paysOf(order)).toEqual([['biopago', 20, 1000, 50]]);
  });

  it("on a phone (390 x 844) the POS keeps the total and 'Siguiente' in view and shows whole amounts", async () => {
    const page = await signedInAt(SELLER, '/pos');
    const cart = page.getByRole('table', { name: 'Carrito' });
    for (const code of ['FIL-100', 'BUJ-200', 'COR-300']) {
      await page.getByLabel('Buscar productos').fill(code);
      await visible(cart.getByRole('row', { name: new RegExp(code) }));
    }
    await cart.getByLabel('Cantidad de Bujía de encendido iridio larga duración').fill('40');
    // 20.00 + 40 x 1,234.56 + 987.65 = $50,390.05
    await visible(page.getByTestId('pos-bar-total').getByText('Total: $50,390.05'));
    await shot(page, 'pos-cart-390');
    const inView = async (locator: ReturnType<Page['getByRole']>) => {
      const box = (await locator.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    };
    await page.evaluate(() => window.scrollTo(0, 0));
    await inView(page.getByRole('button', { name: 'Siguiente' }));
    await inView(page.getByTestId('pos-bar-total'));
    // Every line's amount whole: inside the screen, and the cart does not scroll sideways.
    const amounts = cart.getByTestId('cart-line-amount');
    await expect(amounts.count()).resolves.toBe(3);
    for (const amount of await amounts.all()) {
      await amount.scrollIntoViewIfNeeded();
      const box = (await amount.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await amount.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const container = await cart.evaluate((table) => {
      const box = table.parentElement!;
      return { scroll: box.scrollWidth, client: box.clientWidth };
    });
    expect(container.scroll).toBeLessThanOrEqual(container.client);
    await visible(cart.getByText('$49,382.40'));
    // The next steps keep the bar too.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await inView(page.getByRole('button', { name: 'Siguiente' }));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    await inView(page.getByRole('button', { name: 'Generar Venta' }));
    await shot(page, 'pos-pay-390');
  });

  it("on a phone the new sale's search results show the available quantity and 'Agregar'", async () => {
    const page = await signedInAt(SELLER, '/orders/create');
    await page.getByRole('textbox', { name: 'Buscar productos' }).fill('FIL-100');
    const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    const found = results.getByRole('listitem').filter({ hasText: 'FIL-100' });
    await visible(found.getByText(/Disponible: \d+/));
    const add = found.getByRole('button', { name: 'Agregar' });
    await visible(add);
    await add.scrollIntoViewIfNeeded();
    const box = (await add.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const available = (await found.getByText(/Disponible: \d+/).boundingBox())!;
    expect(available.x + available.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'sale-form-search-390');
    await add.click();
    await visible(found.getByRole('button', { name: 'Agregado' }));
    await visible(page.getByRole('table', { name: 'Productos de la venta' }).getByRole('row', { name: /FIL-100/ }));
  });

  it("'Recaudado del mes' counts a payment on its day: last month's sale paid then is left out, and the client's history shows that day", async () => {
    const sell = async (date: string, amount: string) => {
      const answer = await admin.post('/api/orders', {
        date,
        comentary: 'Venta con pago',
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
        client_id: clientId,
        payments: [{ method: cash, amount }],
      });
      expect(answer.status).toBe(201);
    };
    const before = (await admin.get('/api/dashboard/main-stats')).body.recaudadoTotal as number;
    await sell(LAST_MONTH, '20.00');
    await sell(TODAY, '7.00');
    const expected = before + 7;
    const page = opened(await suite.signedIn(suite.server.adminEmail, suite.server.adminPassword));
    const figure = page.getByRole('group', { name: 'Recaudado del mes', exact: true });
    const text = `$${expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await visible(figure.getByText(text, { exact: true }));
    await shot(page, 'dashboard-1366');

    // The client's payment history lists the payment on the day it was made: the sale's.
    await page.goto(`${suite.server.baseUrl}/clients/${clientId}`);
    await visible(page.getByRole('heading', { name: 'Historial de pagos' }));
    const [year, month, day] = LAST_MONTH.split('-');
    await visible(page.getByRole('row', { name: new RegExp(`${day}/${month}/${year}.*Efectivo.*\\$20\\.00`) }));
  });
});
