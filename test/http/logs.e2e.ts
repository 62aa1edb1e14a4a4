/**
 * GET /api/logs over HTTP (RULES.md 'One log row per command'): a sale with three lines and a
 * payment, a later payment and a client payment split over two sales each give ONE row, linked
 * to their record, while the record's history still lists every event; rows name things and
 * write bolivars in es-VE (docs/rules.md 'Activity log').
 */
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);

interface LogRow {
  id: number;
  user_name: string;
  description: string;
  category: string;
  stream_id: string;
  record: { resource: string; id: string } | null;
}

describe('the activity log over HTTP: one row per command', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let products: number[];
  let client: number;
  let cash: number;
  let bolivars: number;
  /** The credit sale of the second test: $1,150.00 still to pay. */
  let credit: { id: number; number_order: number };

  /** The log's rows, newest first, and how many there are. */
  const log = async () => {
    const answer = await admin.get(`/api/logs${listQuery({}, ['created_at', 'DESC'], [0, 9])}`);
    expect(answer.status).toBe(200);
    return { total: totalOf(answer), rows: answer.body as LogRow[] };
  };
  /** The rows that `write` added to the log. */
  const rowsAddedBy = async (write: () => Promise<void>) => {
    const before = await log();
    await write();
    const after = await log();
    return after.rows.slice(0, after.total - before.total);
  };
  const sale = async (body: Record<string, unknown>) => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      client_id: client,
      comentary: 'Venta del registro de actividad',
      estimate: false,
      ...body,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as { id: number; number_order: number; total: number };
  };

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    products = [
      await catalogue.product('LOG-1', 'Amortiguador', '100.00', 20),
      await catalogue.product('LOG-2', 'Pastilla de freno', '25.55', 20),
      await catalogue.product('LOG-3', 'Filtro de aire', '12.00', 20),
    ];
    const created = await admin.post('/api/clients', {
      name: 'Taller Registro',
      identification: 'V-4455667',
      typeClient: 'a',
    });
    expect(created.status).toBe(201);
    client = created.body.id;
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
    bolivars = methods.find((method) => method.code === 'transferencia')!.id;
  });

  it('shows a sale with three lines and its payment as one row, linked to the sale', async () => {
    let order!: { id: number; number_order: number };
    const added = await rowsAddedBy(async () => {
      order = await sale({
        products: [
          { product_id: products[0], deposit_id: catalogue.deposit, quantity: 1 },
          { product_id: products[1], deposit_id: catalogue.deposit, quantity: 2 },
          { product_id: products[2], deposit_id: catalogue.deposit, quantity: 1 },
        ],
        payment: { method: cash, amount: '163.10' },
      });
    });
    expect(added).toEqual([
      expect.objectContaining({
        user_name: expect.any(String),
        description: `Registró la venta #${order.number_order} por $163.10`,
        category: 'Ventas',
        stream_id: `order-${order.id}`,
        record: { resource: 'orders', id: String(order.id) },
      }),
    ]);
    // The sale's own history still has each of its events.
    const history = await admin.get(`/api/orders/${order.id}/history`);
    expect(history.body.map((event: { type: string }) => event.type)).toEqual(['OrderCreated', 'OrderPaymentRecorded']);
  });

  it('shows a later payment as its own row, in dollars as the screens write them', async () => {
    const order = await sale({
      isCredit: true,
      products: [{ product_id: products[0], deposit_id: catalogue.deposit, quantity: 12 }],
    });
    credit = order;
    const added = await rowsAddedBy(async () => {
      const paid = await admin.post(`/api/orders/${order.id}/payments`, { method: cash, amount: '50' });
      expect(paid.status).toBe(200);
    });
    expect(added.map((row) => [row.description, row.record])).toEqual([
      [`Registró un pago de $50.00 en la venta #${order.number_order}`, { resource: 'orders', id: String(order.id) }],
    ]);
    const found = await admin.get(`/api/logs${listQuery({ q: `la venta #${order.number_order} por` })}`);
    expect(found.body.map((row: LogRow) => row.description)).toEqual([
      `Registró la venta #${order.number_order} por $1,200.00`,
    ]);
  });

  it('shows a client payment split over two sales as one row, linked to the payment', async () => {
    const other = await sale({
      isCredit: true,
      products: [{ product_id: products[2], deposit_id: catalogue.deposit, quantity: 2 }],
    });
    let payment!: { id: number; allocations: { order_id: number }[] };
    const added = await rowsAddedBy(async () => {
      const answer = await admin.post('/api/payments', {
        client_id: client,
        method: cash,
        amount: '1174.00',
        reference: '',
        date: TODAY,
      });
      expect(answer.status).toBe(201);
      payment = answer.body;
    });
    // $1,150.00 to the older credit sale and $24.00 to the other.
    expect(payment.allocations.map((part) => part.order_id)).toEqual([credit.id, other.id]);
    expect(added.map((row) => [row.description, row.record])).toEqual([
      ['Registró un pago de $1,174.00 del cliente Taller Registro', { resource: 'payments', id: String(payment.id) }],
    ]);
    // Each sale's history still shows the part of the payment it got.
    const types = async (order: { id: number }) =>
      (await admin.get(`/api/orders/${order.id}/history`)).body.map((event: { type: string }) => event.type);
    expect(await types(credit)).toEqual(['OrderCreated', 'OrderPaymentRecorded', 'OrderPaymentRecorded']);
    expect(await types(other)).toEqual(['OrderCreated', 'OrderPaymentRecorded']);
  });

  it('writes a payment in bolivars with its bolivars in es-VE beside its dollars', async () => {
    const order = await sale({
      isCredit: true,
      products: [{ product_id: products[1], deposit_id: catalogue.deposit, quantity: 2 }],
    });
    const added = await rowsAddedBy(async () => {
      const paid = await admin.post(`/api/orders/${order.id}/payments`, {
        method: bolivars,
        amount_bs: '1825.00',
        exchange_rate: '36.50',
        reference: 'T-77',
      });
      expect(paid.status).toBe(200);
    });
    expect(added.map((row) => row.description)).toEqual([
      `Registró un pago de $50.00 (Bs 1.825,00) en la venta #${order.number_order}`,
    ]);
  });

  it("names an inventory's deposit and counts its products and units, never by their ids", async () => {
    let inventory!: number;
    const added = await rowsAddedBy(async () => {
      const answer = await admin.post('/api/inventories', {
        type: 'add',
        lines: [
          { product_id: products[0], deposit_id: catalogue.deposit, quantity: 1 },
          { product_id: products[2], deposit_id: catalogue.deposit, quantity: 4 },
        ],
      });
      expect(answer.status).toBe(201);
      inventory = answer.body.id;
    });
    expect(added.map((row) => [row.description, row.category])).toEqual([
      [
        `Registró la entrada de inventario #${inventory} con 2 productos (5 unidades) al depósito Galpón Central`,
        'Inventario',
      ],
    ]);
  });
});
