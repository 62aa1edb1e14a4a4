import { HttpClient } from '../support/http-client';
import { browserSuite, visible } from '../support/browser';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(180_000);
const suite = browserSuite();

/** Today in the business's calendar (the server's and the browser's time zone). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

interface Order {
  id: number;
  number_order: number;
  total: number;
  balance: number;
  pending: number;
  order_state: string;
}

describe('client payments in the browser', () => {
  let admin: HttpClient;
  let clientId: number;
  let older: Order;
  let newer: Order;
  let filterId: number;
  let bulbId: number;
  let depositId: number;

  /** A credit sale of one unit for the client: it waits for dispatch with everything pending. */
  const creditSale = async (productId: number, deposit: number): Promise<Order> => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      client_id: clientId,
      estimate: false,
      isCredit: true,
      comentary: 'Venta a crédito',
      products: [{ product_id: productId, deposit_id: deposit, quantity: 1 }],
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Order;
  };
  const orderNow = async (order: Order) => (await admin.get(`/api/orders/${order.id}`)).body as Order;

  beforeAll(async () => {
    admin = new HttpClient(suite.server.baseUrl);
    expect((await admin.login(suite.server.adminEmail, suite.server.adminPassword)).status).toBe(200);
    const catalogue = await salesCatalogue(admin);
    const filter = await catalogue.product('BOS-300', 'Filtro de gasoil Bosch', '20.00', 5);
    const bulb = await catalogue.product('OSR-100', 'Bombillo Osram', '30.00', 5);
    const client = await admin.post('/api/clients', {
      name: 'Transportes Rojas',
      identification: 'J-30111222',
      typeClient: 'a',
    });
    expect(client.status).toBe(201);
    clientId = client.body.id;
    [filterId, bulbId, depositId] = [filter, bulb, catalogue.deposit];
    older = await creditSale(filter, catalogue.deposit);
    newer = await creditSale(bulb, catalogue.deposit);
    expect([older.total, newer.total]).toEqual([20, 30]);
  });

  it('settles two credit orders oldest first: a partial payment pays the older, the rest the newer', async () => {
    const { server } = suite;
    const page = await suite.signedIn(server.adminEmail, server.adminPassword, `/clients/${clientId}`);

    // The cards and the order history.
    const card = (label: string) => page.getByRole('group', { name: label });
    const expectCards = async (balance: string, debt: string, orders: string, spent: string) => {
      await visible(card('Saldo pendiente').getByText(balance, { exact: true }));
      await visible(card('Total de órdenes abiertas').getByText(debt, { exact: true }));
      await visible(card('Órdenes vendidas').getByText(orders, { exact: true }));
      await visible(card('Total pagado').getByText(spent, { exact: true }));
    };
    await expectCards('$50.00', '$50.00', '2', '$0.00');
    const orders = page.getByRole('table').filter({ has: page.getByText('Número de orden') });
    await visible(orders.getByRole('row', { name: /EN ESPERA DE DESPACHO/ }));
    await expect(orders.getByRole('row', { name: /EN ESPERA DE DESPACHO/ }).count()).resolves.toBe(2);
    await visible(page.getByText('No hay pagos registrados'));

    // The payment page: above the balance is refused on the field.
    await page.getByRole('link', { name: 'Registrar pagos' }).click();
    await visible(page.getByRole('heading', { name: 'Registrar Pago - Transportes Rojas' }));
    await visible(page.getByText('Saldo pendiente'));
    await visible(page.getByTestId('pending-balance').getByText('$50.00'));
    await page.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await page.getByLabel('Monto').fill('60');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    // The spec's dialog, and the field's message once it is closed.
    const exceeded = page.getByRole('dialog', { name: 'Monto excedido' });
    await visible(exceeded.getByText('El monto del pago excede el balance pendiente'));
    await exceeded.getByRole('button', { name: 'Entendido' }).click();
    await exceeded.waitFor({ state: 'detached' });
    await visible(page.getByText('El monto excede el balance pendiente'));

    // $25.00: the older order ($20.00) is paid whole, the newer gets $5.00.
    await page.getByLabel('Monto').fill('25');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Pago registrado'));
    expect(page.url()).toMatch(new RegExp(`/clients/${clientId}$`));
    await expectCards('$25.00', '$50.00', '2', '$25.00');
    expect(await orderNow(older)).toMatchObject({ balance: 20, pending: 0 });
    expect(await orderNow(newer)).toMatchObject({ balance: 5, pending: 25 });
    const payments = page.getByRole('table').filter({ has: page.getByText('Referencia') });
    await expect(payments.getByRole('row', { name: /Efectivo/ }).count()).resolves.toBe(2);

    // The rest settles both.
    await page.getByRole('link', { name: 'Registrar pagos' }).click();
    await visible(page.getByTestId('pending-balance').getByText('$25.00'));
    await page.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await page.getByLabel('Monto').fill('25');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Pago registrado'));
    await expectCards('$0.00', '$50.00', '2', '$50.00');
    expect(await orderNow(older)).toMatchObject({ balance: 20, pending: 0 });
    expect(await orderNow(newer)).toMatchObject({ balance: 30, pending: 0 });
  });

  it("a client with credit pays the orders' pending: by 'Nota de Crédito' up to the credit, in cash above the net balance", async () => {
    const { server } = suite;
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    const method = (code: string) => methods.find((candidate) => candidate.code === code)!.id;
    const client = await admin.post('/api/clients', {
      name: 'Taller Crédito',
      identification: 'J-30111333',
      typeClient: 'a',
    });
    // A paid sale of $20.00 returned whole by credit note: $20.00 of credit; then a credit sale of $30.00.
    const paid = await admin.post('/api/orders', {
      date: TODAY,
      client_id: client.body.id,
      estimate: false,
      comentary: 'Venta pagada',
      products: [{ product_id: filterId, deposit_id: depositId, quantity: 1 }],
      payment: { method: method('efectivo'), amount: '20.00' },
    });
    expect(paid.status).toBe(201);
    const line = (paid.body as { products: { id: number }[] }).products[0].id;
    const devolution = await admin.post('/api/devolutions', {
      order_id: paid.body.id,
      return_type: 'complete',
      products: { [line]: { return_quantity: 1, return_amount: '20.00', reason: 'Defectuoso' } },
      refund_method: 'credit_note',
      refund_reference: 'NC-1',
    });
    expect((await admin.post(`/api/devolutions/${devolution.body.id}/approve`, {})).status).toBe(200);
    const owing = await admin.post('/api/orders', {
      date: TODAY,
      client_id: client.body.id,
      estimate: false,
      isCredit: true,
      comentary: 'Venta a crédito',
      products: [{ product_id: bulbId, deposit_id: depositId, quantity: 1 }],
    });
    expect(owing.status).toBe(201);

    const page = await suite.signedIn(server.adminEmail, server.adminPassword);
    // The order page: 'Nota de Crédito' shows the credit and refuses above it on the field, before the server.
    await page.goto(`${server.baseUrl}/orders/${owing.body.id}`);
    await page.getByRole('button', { name: 'Nota de Crédito' }).click();
    await visible(page.getByText('Saldo a favor: $20.00'));
    await page.getByLabel('Monto en dólares').fill('25');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('El monto excede el saldo a favor del cliente'));
    expect((await admin.get(`/api/orders/${owing.body.id}`)).body).toMatchObject({ pending: 30 });

    await page.goto(`${server.baseUrl}/clients/${client.body.id}`);
    const card = (label: string) => page.getByRole('group', { name: label });
    await visible(card('Saldo pendiente').getByText('$10.00', { exact: true }));
    await visible(card('Pendiente de las órdenes').getByText('$30.00', { exact: true }));
    await visible(card('Saldo a favor').getByText('$20.00', { exact: true }));

    // The form shows both figures; by credit note the credit is shown and caps the amount.
    await page.getByRole('link', { name: 'Registrar pagos' }).click();
    await visible(page.getByTestId('orders-pending').getByText('$30.00'));
    await visible(page.getByTestId('client-credit').getByText('$20.00'));
    await page.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Nota de Crédito' }).click();
    await visible(page.getByText('Saldo a favor: $20.00'));
    await page.getByLabel('Monto').fill('25');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('El monto excede el saldo a favor del cliente'));
    // $15.00 of credit: above the net balance ($10.00), accepted; the orders owe $15.00, the credit is $5.00.
    await page.getByLabel('Monto').fill('15');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Pago registrado'));
    await visible(card('Saldo pendiente').getByText('$10.00', { exact: true }));
    await visible(card('Pendiente de las órdenes').getByText('$15.00', { exact: true }));
    await visible(card('Saldo a favor').getByText('$5.00', { exact: true }));

    // In cash the orders' whole pending ($15.00), above the net balance.
    await page.getByRole('link', { name: 'Registrar pagos' }).click();
    await page.getByRole('combobox', { name: 'Método de pago' }).click();
    await page.getByRole('option', { name: 'Efectivo' }).click();
    await page.getByLabel('Monto').fill('15');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await visible(page.getByText('Pago registrado'));
    await visible(card('Saldo pendiente').getByText('-$5.00', { exact: true }));
    expect((await admin.get(`/api/orders/${owing.body.id}`)).body).toMatchObject({ pending: 0 });
  });
});
