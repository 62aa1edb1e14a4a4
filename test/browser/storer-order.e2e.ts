/**
 * Issue 31, item 6: a storer's order pages ask only what a storer may read. The order answers
 * its client (name, identification...) itself; the client's credit (GET /api/clients/{id}) is
 * asked only by the roles that see the payments, so visiting an order is never answered 403.
 */
import type { Page, Response } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { salesCatalogue, type SalesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

const STORER = { email: 'almacen@prueba.test', password: 'Clave-almacen-1' };
const TODAY = new Date().toISOString().slice(0, 10);

/** Every answer of 403 the page gets from now on. */
function refusalsOf(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  return refused;
}

describe('a storer on an order page', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let client: number;

  const order = async (body: Record<string, unknown>) => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta para el almacén',
      estimate: false,
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 2 }],
      client_id: client,
      ...body,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as { id: number; number_order: number };
  };

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBe(200);
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-100', 'Filtro de aceite', '20.00', 10, '12.00');
    const created = await admin.post('/api/clients', {
      name: 'Transportes Rojas',
      identification: 'J-31313131',
      typeClient: 'a',
    });
    expect(created.status).toBe(201);
    client = created.body.id;
    await server.createUser({ ...STORER, role: 'storer', first_name: 'Luis', last_name: 'Rojas' });
  });

  it('shows the order’s client and gets no 403 while visiting orders pending and waiting for dispatch', async () => {
    const pending = await order({});
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const cash = methods.find((method) => method.code === 'efectivo')!.id;
    const paid = await order({ payment: { method: cash, amount: '40.00' } });

    const page = await suite.signedIn(STORER.email, STORER.password, '/orders');
    const refused = refusalsOf(page);
    // The list too, from its first request on.
    await page.goto(`${suite.server.baseUrl}/orders`);
    await visible(page.getByRole('row', { name: new RegExp(`^${pending.number_order} `) }));
    for (const shown of [pending, paid]) {
      await page.goto(`${suite.server.baseUrl}/orders/${shown.id}`);
      await visible(page.getByRole('heading', { name: `Venta #${shown.number_order}` }));
      await visible(page.getByText('Transportes Rojas').first());
      await visible(page.getByText('J-31313131').first());
      await visible(page.getByRole('table', { name: 'Despachos' }));
      // Whatever the page asks for has been answered.
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });
});
