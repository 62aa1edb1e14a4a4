import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);

describe('client payments over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let product: number;
  let cash: number;

  const newClient = async (identification: string) => {
    const answer = await admin.post('/api/clients', {
      name: `Cliente ${identification}`,
      identification,
      typeClient: 'a',
    });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const creditSale = async (client: number, quantity: number) => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      client_id: client,
      comentary: 'A crédito',
      estimate: false,
      isCredit: true,
      products: [{ product_id: product, deposit_id: catalogue.deposit, quantity }],
    });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; total: number };
  };
  const order = async (id: number) => (await admin.get(`/api/orders/${id}`)).body;
  const clientPayment = (client: number, amount: string, reference = '') =>
    admin.post('/api/payments', { client_id: client, method: cash, amount, reference, date: TODAY });

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    product = await catalogue.product('ACE-1', 'Aceite 15W40', '10.00', 50);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
  });

  it('applies a payment to the oldest open order first, then the next, and the client owes the rest', async () => {
    const client = await newClient('V-1000001');
    const oldest = await creditSale(client, 2);
    const newest = await creditSale(client, 3);
    expect((await admin.get(`/api/clients/${client}`)).body).toMatchObject({ balance: 50, total_orders: 2 });

    const partial = await clientPayment(client, '25.00');
    expect(partial.status).toBe(201);
    expect(partial.body.allocations).toEqual([
      expect.objectContaining({ order_id: oldest.id, amount: 20 }),
      expect.objectContaining({ order_id: newest.id, amount: 5 }),
    ]);
    expect((await order(oldest.id)).balance).toBe(20);
    expect((await order(newest.id)).balance).toBe(5);
    expect((await admin.get(`/api/clients/${client}`)).body).toMatchObject({ balance: 25, total_spent: 25 });

    const rest = await clientPayment(client, '25');
    expect(rest.status).toBe(201);
    expect((await order(newest.id)).pending).toBe(0);
    expect((await admin.get(`/api/clients/${client}`)).body.balance).toBe(0);
  });

  it('refuses more than the client owes, and a client who owes nothing, keeping nothing', async () => {
    const client = await newClient('V-1000002');
    const none = await clientPayment(client, '1');
    expect([none.status, none.body.message]).toEqual([409, 'El cliente no tiene saldo pendiente']);
    const sale = await creditSale(client, 1);
    const over = await clientPayment(client, '10.01');
    expect([over.status, over.body.message]).toEqual([409, 'El monto del pago excede el saldo pendiente del cliente']);
    expect((await order(sale.id)).balance).toBe(0);
  });

  it('refuses a client or a method that does not exist on its field, the client first, keeping nothing', async () => {
    const client = await newClient('V-1000003');
    const sale = await creditSale(client, 1);
    const pay = (client_id: number, method: number) =>
      admin.post('/api/payments', { client_id, method, amount: '1', reference: '', date: TODAY });
    const noClient = await pay(999_999, cash);
    expect({ status: noClient.status, errors: noClient.body.errors }).toEqual({
      status: 400,
      errors: { client_id: ['El cliente seleccionado no existe.'] },
    });
    const noMethod = await pay(client, 999_999);
    expect({ status: noMethod.status, errors: noMethod.body.errors }).toEqual({
      status: 400,
      errors: { method: ['El método de pago seleccionado no existe.'] },
    });
    const neither = await pay(999_999, 999_999);
    expect(neither.body.errors).toEqual({ client_id: ['El cliente seleccionado no existe.'] });
    expect((await order(sale.id)).pays).toHaveLength(0);
  });

  it('answers bad input with Spanish field messages and checks roles', async () => {
    const answer = await admin.post('/api/payments', { client_id: '', amount: 'diez' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['amount', 'client_id', 'date', 'method']);
    const storer = await suite.as('storer');
    expect((await storer.post('/api/payments', { client_id: 1, method: cash, amount: '1', date: TODAY })).status).toBe(
      403,
    );
  });
});
