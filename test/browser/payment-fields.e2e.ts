/**
 * Why this file exists: issue 10 items 4 and 5 in the browser. The server's field rules show under
 * their field (a client payment without reference), and a client payment in bolivars is typed in
 * bolivars at the current rate and shows in the client's payment history with its Bs.
 */
import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { listQuery } from '../support/list-query';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

/** Today in the business's calendar (the server's and the browser's time zone). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

describe('payment fields in the browser', () => {
  let admin: HttpClient;
  let clientId: number;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    const catalogue = await salesCatalogue(admin); // 36.50 Bs per dollar
    const filter = await catalogue.product('BOS-301', 'Filtro de aire Bosch', '20.00', 5);
    const client = await admin.post('/api/clients', {
      name: 'Taller Mérida',
      identification: 'J-30999888',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    clientId = client.body.id;
    const sale = await admin.post('/api/orders', {
      date: TODAY,
      client_id: clientId,
      estimate: false,
      isCredit: true,
      comentary: 'Venta a crédito',
      products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
    });
    expect(sale.status).toBe(201);
  });

  it("shows the server's 'Debe ingresar una referencia' under the reference, then pays in bolivars and lists their Bs", async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/clients/${clientId}/payments/create`);
    await visible(page.getByRole('heading', { name: 'Registrar Pago - Taller Mérida' }));
    const chooseMethod = async (name: string) => {
      await page.getByRole('combobox', { name: 'Método de pago' }).click();
      await page.getByRole('option', { name, exact: true }).click();
    };

    // Zelle needs a reference: the form has no check of its own, the server's 400 shows under the field.
    await chooseMethod('Zelle');
    await page.getByLabel('Monto').fill('5');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    const referenceField = page
      .locator('.MuiFormControl-root')
      .filter({ has: page.getByRole('textbox', { name: 'Referencia' }) });
    await visible(referenceField.getByText('Debe ingresar una referencia'));
    expect((await admin.get(`/api/payments${listQuery({ client_id: clientId })}`)).body).toEqual([]);

    // Pago móvil is paid in bolivars: 365 Bs at the current 36.50 are $10.00.
    await chooseMethod('Pago móvil');
    await page.getByLabel('Monto en bolívares').fill('365');
    await visible(
      page.getByTestId('client-payment-dollars').getByText('Equivale a $10.00 a la tasa de 36,50 Bs por dólar'),
    );
    await page.getByRole('textbox', { name: 'Referencia' }).fill('PM-77');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Pago registrado'));
    expect(page.url()).toMatch(new RegExp(`/clients/${clientId}$`));

    // The client's payment history: the payment with its bolivars in the Bs column.
    const history = page.getByRole('table').filter({ has: page.getByText('Monto en Bs') });
    const row = history.getByRole('row', { name: /Pago móvil/ });
    await visible(row.getByText('Bs 365,00'));
    await visible(row.getByText('$10.00'));
    const recorded = (await admin.get(`/api/payments${listQuery({ client_id: clientId })}`)).body;
    expect(recorded).toEqual([expect.objectContaining({ amount: 10, amount_bs: 365, exchange_rate: 36.5 })]);

    // The row opens the payment's detail: its bolivars and rate, and the sale it paid.
    await row.click();
    await page.waitForURL(`**/payments/${recorded[0].id}`);
    await visible(page.getByText('Pago #' + recorded[0].id));
    await visible(page.getByText('Bs 365,00'));
    await visible(page.getByText('36,50', { exact: true }));
    await visible(page.getByText('PM-77'));
    // The sale it paid opens from there: its payments show the bolivars and the rate too.
    await page.getByRole('link', { name: /^Venta #/ }).click();
    const salePayments = page.getByRole('table', { name: 'Pagos' });
    const paid = salePayments.getByRole('row', { name: /Pago móvil/ });
    await visible(paid.getByText('Bs 365,00'));
    await visible(paid.getByText('36,50', { exact: true }));
    await visible(paid.getByText('PM-77'));
  });
});
