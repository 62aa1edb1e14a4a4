import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, signIn, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** The dashboard's figure calls a page makes. */
const statsCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/dashboard\/([\w-]+)/.exec(request.url());
    if (match) calls.push(match[1]);
  });
  return calls;
};

const block = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

describe('dashboard in the browser', () => {
  beforeAll(async () => {
    const admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    // Stock on hand after the sales: 3 filters (cost 12, price 20) and 4 bulbs (cost 10, price 30).
    const filter = await catalogue.product('BOS-300', 'Filtro de gasoil Bosch', '20.00', 5, '12.00');
    const bulb = await catalogue.product('OSR-100', 'Bombillo Osram', '30.00', 5, '10.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((method) => method.code === 'efectivo')!.id;
    const sale = async (body: Record<string, unknown>) => {
      const answer = await admin.post('/api/orders', {
        date: TODAY,
        estimate: false,
        comentary: 'Venta de prueba',
        without_client: true,
        ...body,
      });
      expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    };
    // $40.00 paid in cash, and $30.00 on credit: sold 70, paid 40, owed 30, cost 34.
    await sale({
      isCredit: false,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 2 }],
      payment: { method: cash, amount: 40, amount_bs: 0, exchange_rate: null, reference: '' },
    });
    await sale({ isCredit: true, products: [{ product_id: bulb, deposit_id: catalogue.deposit, quantity: 1 }] });
    for (const [role, name] of [
      ['sales', 'Vendedor'],
      ['financial', 'Finanzas'],
    ] as const)
      await suite.server.createUser({
        email: `${role}@prueba.test`,
        password: `Clave-${role}-1`,
        role,
        first_name: name,
        last_name: 'Prueba',
      });
  });

  it('an admin sees every block with the figures of the sales, the chart and the latest orders', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    const links = page.getByRole('region', { name: 'Accesos directos' });
    for (const name of [
      'Tiendas',
      'Depósitos',
      'Productos',
      'Marcas',
      'Inventario',
      'Ventas',
      'Gastos',
      'Tasas de Cambio',
    ])
      await visible(links.getByRole('link', { name }));
    const expected: Array<[string, string]> = [
      ['Cuentas por cobrar', '$30.00'],
      ['Ventas del mes', '$70.00'],
      ['Recaudado del mes', '$40.00'],
      ['Utilidad del mes', '$36.00'],
      ['Total de referencias', '2'],
      ['Costo del inventario', '$76.00'],
      ['Inventario a precio de venta', '$180.00'],
      ['Utilidad del inventario', '$104.00'],
      ['Total vendido', '$70.00'],
      ['Total cobrado', '$40.00'],
    ];
    for (const [label, value] of expected) await visible(block(page, label).getByText(value, { exact: true }));

    // Today's bar is the $70.00 sold; 30 days are drawn.
    const chart = page.getByRole('img', { name: 'Ventas por día (últimos 30 días)' });
    await visible(chart.locator(`rect[data-date="${TODAY}"][data-total="70"]`));
    await expect(chart.locator('rect').count()).resolves.toBe(30);

    const latest = page.getByRole('table', { name: 'Últimas órdenes' });
    await visible(latest.getByRole('row', { name: /Cliente General.*EN ESPERA DE DESPACHO.*\$40\.00 \$40\.00/ }));
    await visible(latest.getByRole('row', { name: /Cliente General.*EN ESPERA DE DESPACHO.*\$0\.00 \$30\.00/ }));
  });

  it('a failed block shows zero and the rest of the page stays', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    await page.route('**/api/dashboard/main-stats', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.reload();
    await visible(block(page, 'Cuentas por cobrar').getByText('$0.00', { exact: true }));
    await visible(block(page, 'Ventas del mes').getByText('$0.00', { exact: true }));
    await visible(block(page, 'Total vendido').getByText('$70.00', { exact: true }));
    await visible(page.getByRole('table', { name: 'Últimas órdenes' }));
  });

  it('a sales user sees the latest orders but no block; financial sees its three blocks only', async () => {
    const { server } = suite;
    const seller = await suite.newPage();
    const sellerCalls = statsCalls(seller);
    await signIn(seller, server.baseUrl, 'sales@prueba.test', 'Clave-sales-1');
    const latest = seller.getByRole('table', { name: 'Últimas órdenes' });
    await visible(latest.getByRole('row', { name: /\$30\.00/ }));
    await expect(latest.getByRole('row').count()).resolves.toBe(3);
    await expect(seller.getByText('Cuentas por cobrar').count()).resolves.toBe(0);
    await expect(seller.getByText('Accesos directos').count()).resolves.toBe(0);
    expect(sellerCalls).toEqual(['top-stats']);

    const financial = await suite.newPage();
    const financialCalls = statsCalls(financial);
    await signIn(financial, server.baseUrl, 'financial@prueba.test', 'Clave-financial-1');
    await visible(block(financial, 'Cuentas por cobrar').getByText('$30.00', { exact: true }));
    await visible(block(financial, 'Total de referencias').getByText('2', { exact: true }));
    await visible(block(financial, 'Costo del inventario').getByText('$76.00', { exact: true }));
    await expect(financial.getByText('Ventas del mes').count()).resolves.toBe(0);
    await expect(financial.getByText('Últimas órdenes').count()).resolves.toBe(0);
    expect(financialCalls.sort()).toEqual(['main-stats', 'product-stats']);
  });
});
