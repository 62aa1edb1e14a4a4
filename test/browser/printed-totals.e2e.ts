/**
 * Issue 31, item 14: the sale's page says in bolívares what its Bs ticket prints (docs/rules.md
 * 'Printed amounts add up'): the sum of the lines at their printed unit prices less the printed
 * discount, not the USD total converted, which is a few cents off when the unit prices have half
 * a cent in Bs.
 */
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { readPdf } from '../support/pdf';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

describe("a sale's Bs total on its page", () => {
  it('is the total its Bs ticket prints, and so is what is pending', async () => {
    const { server } = suite;
    const admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin, { change: '36.50', cop_change: '110.5' });
    // $10.01, $19.97 and $0.33 at 36.50 have half a cent in Bs: 365,37, 728,91 and 12,05 printed.
    const products = [
      await catalogue.product('MED-1', 'Medio céntimo', '10.01', 50),
      await catalogue.product('MED-2', 'Otro medio céntimo', '19.97', 50),
      await catalogue.product('MED-3', 'Arandela', '0.33', 50),
    ];
    const client = await admin.post('/api/clients', {
      name: 'Luis Mora',
      identification: 'V-7654321',
      typeClient: 'a',
    });
    const sale = await admin.post('/api/orders', {
      date: new Date().toISOString().slice(0, 10),
      client_id: client.body.id,
      comentary: 'Mostrador',
      estimate: false,
      discount: { type: 'amount', value: '1.25' },
      products: products.map((product_id, index) => ({
        product_id,
        deposit_id: catalogue.deposit,
        quantity: [2, 2, 7][index],
      })),
    });
    expect(sale.status).toBe(201);

    const ticket = await fetch(`${server.baseUrl}/api/orders/${sale.body.id}/report-thermical/ves`, {
      headers: { Cookie: `bo_session=${admin.cookie('bo_session')}` },
    });
    const printed = readPdf(Buffer.from(await ticket.arrayBuffer())).text;
    // 730,74 + 1.457,82 + 84,35 - 45,63: the USD total converted ($61.02 x 36.50) would be 2.227,23.
    expect(printed).toMatch(/Total\s+Bs 2\.227,28/);

    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/orders/${sale.body.id}`);
    const balances = page.getByTestId('order-balances');
    await visible(balances);
    await visible(balances.getByText('$61.02 / Bs 2.227,28').first());
    // Nothing paid: 'Pendiente' reads the same.
    expect(await balances.getByText('$61.02 / Bs 2.227,28').count()).toBe(2);
    // On a phone the same figures, whole within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const total = balances.getByText('$61.02 / Bs 2.227,28').first();
    await total.scrollIntoViewIfNeeded();
    const box = await total.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
