/**
 * Issue 11, item 2: the client page adds up. The cards are computed here from the orders and
 * payments the page lists below them (docs/rules.md, 'Client page'), and the rate forms say what
 * the peso rate they are typing makes of one dollar.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, visible } from '../support/browser';
import { HttpClient } from '../support/http-client';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
/** The rate of this test: 37 Bs per dollar, 108 pesos per bolívar (COP = Bs x cop_change). */
const RATE = { change: '37.00', cop_change: '108' };

/** The state labels of the order history, by what they mean for the cards. */
const OPEN = ['PENDIENTE POR PAGO', 'EN ESPERA DE DESPACHO', 'Despachada'];
const NOT_SOLD = ['PRESUPUESTO', 'ANULADA'];

/** '$1,234.50' as cents. */
const cents = (text: string) => {
  const match = /^-?\$([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not a dollar amount: '${text}'`);
  const value = BigInt(match[1].replace(/,/g, '') + match[2]);
  return text.trim().startsWith('-') ? -value : value;
};
const usd = (amount: bigint) => `$${(amount / 100n).toLocaleString('en-US')}.${String(amount % 100n).padStart(2, '0')}`;
/** Pesos of a dollar amount as the page writes them: Bs = USD x 37 (cents), COP = Bs x 108, es-VE. */
const cop = (amount: bigint) => {
  const pesosCents = ((amount * 3700n + 50n) / 100n) * 108n;
  const whole = (pesosCents / 100n).toLocaleString('es-VE');
  return `COP ${whole},${String(pesosCents % 100n).padStart(2, '0')}`;
};

/** The cells' texts of every row of a table, by its column headers. */
async function rowsOf(table: Locator): Promise<Record<string, string>[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
      return Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
    }),
  );
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('the client page adds up', () => {
  let admin: HttpClient;
  let clientId: number;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    const catalogue = await salesCatalogue(admin, RATE);
    const filter = await catalogue.product('FIL-100', 'Filtro de aceite Bosch', '12.50', 20);
    const pads = await catalogue.product('FRE-200', 'Pastillas de freno Bosch', '38.40', 20);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((method) => method.code === 'efectivo')!.id;
    const client = await admin.post('/api/clients', {
      name: 'Taller Medina',
      identification: 'J-41222333-1',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    clientId = client.body.id;

    const sale = async (lines: [number, number][], more: Record<string, unknown> = {}) => {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        comentary: 'Venta del taller',
        client_id: clientId,
        estimate: false,
        isCredit: false,
        products: lines.map(([product_id, quantity]) => ({ product_id, deposit_id: catalogue.deposit, quantity })),
        ...more,
      });
      expect(answer.status === 201 ? 201 : answer.body).toBe(201);
      return answer.body as { id: number; products: { id: number }[] };
    };
    const ok = async (path: string, body: unknown = {}, status = 200) => {
      const answer = await admin.post(path, body);
      expect(answer.status === status ? status : { path, body: answer.body }).toBe(status);
    };

    // Paid in full and handed over: finished.
    const paid = await sale([[filter, 2]], { payment: { method: cash, amount: '25.00', reference: '' } });
    await ok(`/api/orders/${paid.id}/dispatches`, { products: paid.products.map((line) => line.id) });
    // Partly paid, waiting for the rest.
    const partly = await sale(
      [
        [pads, 1],
        [filter, 1],
      ],
      { payment: { method: cash, amount: '20.00', reference: '' } },
    );
    // On credit, handed over unpaid.
    const credit = await sale([[pads, 2]], { isCredit: true });
    await ok(`/api/orders/${credit.id}/dispatches`, { products: credit.products.map((line) => line.id) });
    // Cancelled, and an estimate.
    const cancelled = await sale([[pads, 3]]);
    await ok(`/api/orders/${cancelled.id}/cancel`);
    await sale([[filter, 4]], { estimate: true });
    // The client pays $10.00 at 'Registrar pagos': it goes to the oldest open order (the partly paid one).
    await ok('/api/payments', { client_id: clientId, method: cash, amount: '10.00', reference: '', date: TODAY }, 201);
    expect(partly.id).toBeGreaterThan(paid.id);
  });

  it('shows each card as the sum of the orders and payments listed below it', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/clients/${clientId}`);

    const ordersTable = page.getByRole('table').filter({ has: page.getByText('Número de orden') });
    const paymentsTable = page.getByRole('table').filter({ has: page.getByText('Referencia') });
    await visible(ordersTable.getByRole('row', { name: /ANULADA/ }));
    await visible(paymentsTable.getByRole('row', { name: /Efectivo/ }));
    const orders = await rowsOf(ordersTable);
    const payments = await rowsOf(paymentsTable);
    expect(orders).toHaveLength(5);

    // A cancelled order and an estimate show nothing pending; an open one what its total lacks.
    for (const order of orders) {
      const owed = OPEN.includes(order.Estado) ? cents(order.Total) - cents(order.Pagado) : 0n;
      expect({ order: order['Número de orden'], pending: order.Pendiente }).toEqual({
        order: order['Número de orden'],
        pending: usd(owed),
      });
    }

    const balance = sum(orders.map((order) => cents(order.Pendiente)));
    const openTotal = sum(orders.filter((order) => OPEN.includes(order.Estado)).map((order) => cents(order.Total)));
    const sold = orders.filter((order) => !NOT_SOLD.includes(order.Estado)).length;
    const paidTotal = sum(orders.map((order) => cents(order.Pagado)));
    // What the orders say was paid is what the payment history lists.
    expect(usd(sum(payments.map((payment) => cents(payment.Monto))))).toBe(usd(paidTotal));
    expect(balance).toBeGreaterThan(0n);

    const card = (label: string) => page.getByRole('group', { name: label });
    const expectMoneyCard = async (label: string, amount: bigint) => {
      await visible(card(label).getByText(usd(amount), { exact: true }));
      await visible(card(label).getByText(cop(amount), { exact: true }));
    };
    await expectMoneyCard('Saldo pendiente', balance);
    await expectMoneyCard('Total de órdenes abiertas', openTotal);
    await visible(card('Órdenes vendidas').getByText(String(sold), { exact: true }));
    await expectMoneyCard('Total pagado', paidTotal);

    // The cancelled order's own page shows nothing pending either.
    await ordersTable.getByRole('row', { name: /ANULADA/ }).click();
    const balances = page.getByTestId('order-balances');
    await visible(balances.getByText('ANULADA'));
    await expect(balances.textContent()).resolves.toMatch(/Pendiente\s*\$0\.00/);
  });

  it('says what the peso rate being typed makes of one dollar, on the new rate form and on the edit form', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const meaning = (p: Page) => p.getByTestId('peso-rate-meaning');
    await page.goto(`${server.baseUrl}/taxes/create`);
    await page.getByLabel('Tasa del dólar (Bs)').fill('37');
    await page.getByLabel('Tasa del peso (COP)').fill('108');
    await visible(meaning(page).getByText('1$ = 37,00 Bs = 3.996,00 COP', { exact: true }));
    // Typing the inverse (a dollar in pesos divided by the bolívar) shows how little it would be.
    await page.getByLabel('Tasa del peso (COP)').fill('0.00935');
    await visible(meaning(page).getByText('1$ = 37,00 Bs = 0,35 COP', { exact: true }));
    await page.getByLabel('Tasa del peso (COP)').fill('108.5');
    await page.getByLabel('Tasa del dólar (Bs)').fill('36.5');
    await visible(meaning(page).getByText('1$ = 36,50 Bs = 3.960,25 COP', { exact: true }));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/taxes');

    const rates = (await admin.get('/api/taxes')).body as { id: number; change: number; cop_change: number }[];
    const saved = rates.find((rate) => rate.change === 36.5 && rate.cop_change === 108.5)!;
    await page.goto(`${server.baseUrl}/taxes/${saved.id}/edit`);
    await visible(meaning(page).getByText('1$ = 36,50 Bs = 3.960,25 COP', { exact: true }));
    await page.getByLabel('Tasa del peso (COP)').fill('110');
    await visible(meaning(page).getByText('1$ = 36,50 Bs = 4.015,00 COP', { exact: true }));
  });
});
