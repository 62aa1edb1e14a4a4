/**
 * Issue 33 in the browser, the sales side: the admin makes the account an ordinary taxpayer and
 * IGTF agent (over the API), sells at the POS a product with IVA paying in dollars, sees the base,
 * the IVA 16 % and the total with IVA before selling, 'IGTF 3 %: $…' under the payment before it
 * is added, and on the sale's detail its taxes and the payment's IGTF.
 */
import { HttpClient } from '../support/http-client';
import { browserSuite, signIn, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240_000);
const suite = browserSuite();

describe('a sale with IVA and a dollar payment with IGTF', () => {
  let admin: HttpClient;

  beforeAll(async () => {
    const { server } = suite;
    admin = new HttpClient(server.baseUrl);
    expect((await admin.login(server.adminEmail, server.adminPassword)).status).toBeLessThan(300);
    const catalogue = await salesCatalogue(admin);
    await catalogue.product('FIL-100', 'Filtro de aceite', '50.00', 20, '30.00');
    const set = await admin.put('/api/fiscal/settings', { regime: 'ordinary', igtf_agent: true, igtf_rate: '3.00' });
    expect(set.status).toBe(200);
  });

  it('shows the taxes at the POS, the IGTF before the payment is added, and both on the sale', async () => {
    const page = await suite.newPage({ width: 1366, height: 900 });
    await signIn(page, suite.server.baseUrl, suite.server.adminEmail, suite.server.adminPassword);
    await visible(page.getByRole('heading', { name: 'Panel de Control' }));
    await page.goto(`${suite.server.baseUrl}/pos`);
    const cart = page.getByRole('table', { name: 'Carrito' });
    await page.getByLabel('Buscar productos').fill('FIL-100');
    await visible(cart.getByRole('row', { name: /FIL-100/ }));
    await cart.getByLabel('Cantidad de Filtro de aceite').fill('2');
    // $100.00 of base at G: IVA 16 % $16.00, total $116.00 (Bs at 36.50).
    const taxes = page.getByTestId('sale-taxes').first();
    await visible(taxes.getByText('Base imponible'));
    await visible(page.getByTestId('sale-tax-G').getByText(/IVA 16 %/));
    await visible(page.getByTestId('sale-tax-G').getByText(/\$16\.00/));
    await visible(page.getByTestId('total-Total').getByText('$116.00'));
    await visible(page.getByTestId('total-Bs').getByText('Bs 4.234,00'));

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await visible(page.getByRole('heading', { name: 'Pago de la venta' }));
    const pay = page.getByRole('main');
    await pay
      .getByRole('group', { name: 'Métodos de pago' })
      .getByRole('button', { name: 'Efectivo', exact: true })
      .click();
    await pay.getByLabel('Monto en dólares').fill('116');
    // Before it is added: what the client pays on top.
    await visible(page.getByTestId('payment-igtf').getByText('IGTF 3 %: $3.48'));
    await pay.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByTestId('sale-payments').getByText(/Efectivo: \$116\.00/));
    await visible(page.getByTestId('payment-row-igtf').getByText(/IGTF 3 %: \$3\.48/));
    await page.getByRole('button', { name: 'Generar Venta' }).click();
    await visible(page.getByRole('heading', { name: /^Venta #\d+$/ }));

    const list = (await admin.get('/api/orders')).body as { id: number; total: number; tax_total: string }[];
    const sale = list[0];
    expect(sale).toMatchObject({ total: 116, tax_total: '16.00' });
    const detail = (await admin.get(`/api/orders/${sale.id}`)).body as { pays: { igtf: string }[] };
    expect(detail.pays.map((payment) => payment.igtf)).toEqual(['3.48']);

    await page.goto(`${suite.server.baseUrl}/orders/${sale.id}`);
    await visible(page.getByTestId('order-balances').getByText('Base imponible'));
    await visible(
      page
        .getByTestId('order-balances')
        .getByTestId('sale-tax-G')
        .getByText(/\$16\.00/),
    );
    await visible(page.getByTestId('payment-row-igtf').getByText('$3.48'));
    await page.close();
  });
});
