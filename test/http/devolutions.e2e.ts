/**
 * Devolutions over HTTP (RULES.md Devolutions, and 'what an approval does to the money'): a
 * return registered pending, approved (the units back in the line's deposit, the order's total
 * lower, what was paid beyond it refunded, credited or refused) or rejected; the client's credit
 * note and its use; the roles; odd input never a 500; the read models equal a rebuild.
 */
import { verifyProjections } from '@bo/projections';
import type { Role } from '@bo/domain';
import { EVENT_STORE, KNEX } from '../../apps/api/src/infrastructure/database/tokens';
import { HttpClient } from '../support/http-client';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { expectRoleAnswers } from '../support/role-answers';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();
const TODAY = new Date().toISOString().slice(0, 10);

interface OrderLine {
  id: number;
  quick: boolean;
  quantity: number;
  returned_quantity: number;
}
interface Order {
  id: number;
  number_order: number;
  order_state: string;
  total: number;
  balance: number;
  pending: number;
  returned: number;
  products: OrderLine[];
  pays: { amount: number; reference: string; method: { code: string } }[];
  devolutions: { id: number; number: number; status: string; total_amount: string }[];
}

describe('devolutions over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let valencia: number;
  let filter: number;
  let methods: Record<string, number>;

  /** A committed sale from the Valencia deposit: `filters` filters at 10.00 and, if asked, a quick line at 5.00. */
  const sale = async (
    options: { filters?: number; quick?: boolean; pay?: string; client?: number; estimate?: boolean } = {},
  ): Promise<Order> => {
    const answer = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Venta con devolución',
      estimate: options.estimate ?? false,
      ...(options.client ? { client_id: options.client } : { without_client: true }),
      products: [
        { product_id: filter, deposit_id: valencia, quantity: options.filters ?? 2 },
        ...(options.quick ? [{ quick: true, code: 'INS', name: 'Instalación', quantity: 1, price: '5.00' }] : []),
      ],
      ...(options.pay ? { payment: { method: methods.efectivo, amount: options.pay } } : {}),
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as Order;
  };
  const order = async (id: number): Promise<Order> => (await admin.get(`/api/orders/${id}`)).body;
  const lineOf = (sold: Order, quick = false) => sold.products.find((line) => line.quick === quick)!.id;
  const devolve = (body: Record<string, unknown>, client = admin) => client.post('/api/devolutions', body);
  /** A return of `units` filters of `sold` at 10.00 each, by `method` (reference 'R-1' unless none). */
  const returnOf = (sold: Order, units: number, method = 'cash', changes: Record<string, unknown> = {}) => ({
    order_id: sold.id,
    return_type: 'partial',
    products: {
      [lineOf(sold)]: { return_quantity: units, return_amount: (10 * units).toFixed(2), reason: 'Defectuoso' },
    },
    refund_method: method,
    refund_reference: method === 'none' ? null : 'R-1',
    ...changes,
  });
  const registered = async (body: Record<string, unknown>) => {
    const answer = await devolve(body);
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
    return answer.body as { id: number; number: number; status: string };
  };
  const approve = (id: number, client = admin) => client.post(`/api/devolutions/${id}/approve`, {});
  const inValencia = async () => {
    const product = (await admin.get(`/api/products/${filter}`)).body as {
      product_deposits: { deposit_id: number; quantity: number }[];
    };
    return product.product_deposits.find((stock) => stock.deposit_id === valencia)?.quantity ?? 0;
  };
  const newClient = async (identification: string) => {
    const answer = await admin.post('/api/clients', {
      name: `Taller ${identification}`,
      identification,
      typeClient: 'a',
    });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const clientOf = async (id: number) =>
    (await admin.get(`/api/clients/${id}`)).body as { balance: number; credit: number; total_spent: number };

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    const states = (await admin.get('/api/utils/states')).body as { id: number }[];
    valencia = (await admin.post('/api/deposits', { name: 'Valencia', alias: 'VAL', region_id: states[0].id })).body.id;
    filter = await catalogue.product('FIL-1', 'Filtro de aceite', '10.00', 0, '6.00');
    const entry = await admin.post('/api/inventories', {
      type: 'add',
      lines: [{ product_id: filter, deposit_id: valencia, quantity: 200 }],
    });
    expect((await admin.post(`/api/inventories/${entry.body.id}/approve`, {})).status).toBe(200);
    const list = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    methods = Object.fromEntries(list.map((method) => [method.code, method.id]));
  });

  it('registers a pending devolution, numbered, that moves nothing yet', async () => {
    const sold = await sale({ quick: true });
    const before = await inValencia();
    const answer = await devolve({
      ...returnOf(sold, 1),
      products: {
        [lineOf(sold)]: { return_quantity: '1', return_amount: '9.50', reason: ' Defectuoso ' },
        [lineOf(sold, true)]: { return_quantity: 0, return_amount: 0 },
      },
      notes: 'Caja golpeada',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      number: expect.any(Number),
      status: 'pending',
      return_type: 'partial',
      total_amount: '9.50',
      refund_method: 'cash',
      refund_reference: 'R-1',
      notes: 'Caja golpeada',
      order: { id: sold.id, number_order: sold.number_order, total: '25.00', balance: '0.00', returned: '0.00' },
    });
    expect(answer.body.devolutionProducts).toEqual([
      {
        id: 1,
        order_line_id: lineOf(sold),
        product: { id: filter, code: 'FIL-1', name: 'Filtro de aceite' },
        deposit: { id: valencia, name: 'Valencia' },
        quantity: 1,
        amount: '9.50',
        reason: 'Defectuoso',
        orderProduct: { name: 'Filtro de aceite', quantity: 2, price: '10.00' },
      },
    ]);
    expect(answer.body.lines).toEqual(answer.body.devolutionProducts);
    expect(await inValencia()).toBe(before);
    expect(await order(sold.id)).toMatchObject({ total: 25, returned: 0 });
    const next = await registered(returnOf(sold, 1));
    expect(next.number).toBe(answer.body.number + 1);
    expect((await admin.get(`/api/devolutions/${answer.body.id}`)).body).toEqual(answer.body);
  });

  it('approves an unpaid one (E = 0): the units back in their deposit, only the total lower, the client owes less', async () => {
    const client = await newClient('V-3000001');
    const sold = await sale({ client, quick: true });
    expect((await clientOf(client)).balance).toBe(25);
    const devolution = await registered({
      ...returnOf(sold, 2),
      products: {
        [lineOf(sold)]: { return_quantity: 2, return_amount: '20.00' },
        [lineOf(sold, true)]: { return_quantity: 1, return_amount: '5.00' },
      },
      return_type: 'complete',
      refund_method: 'none',
    });
    const before = await inValencia();
    const approved = await approve(devolution.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', order: { total: '0.00', returned: '25.00' } });
    // The quick line moves no stock; the filters come back where they left from.
    expect(await inValencia()).toBe(before + 2);
    const after = await order(sold.id);
    expect(after).toMatchObject({ order_state: 'return', total: 0, balance: 0, pending: 0, returned: 25, pays: [] });
    expect(after.products.map((line) => line.returned_quantity)).toEqual([2, 1]);
    expect(after.devolutions).toEqual([
      expect.objectContaining({
        id: devolution.id,
        number: devolution.number,
        status: 'approved',
        total_amount: '25.00',
      }),
    ]);
    expect(await clientOf(client)).toMatchObject({ balance: 0, credit: 0 });
    const card = (await admin.get(`/api/products/${filter}/stock-card`)).body as { document: { label: string } }[];
    expect(card[0].document.label).toBe(`Devolución #${devolution.number}`);
  });

  it('a partial return of a partly paid order still owing: the lower total, no refund', async () => {
    const sold = await sale({ pay: '5.00' });
    const devolution = await registered(returnOf(sold, 1, 'none'));
    expect((await approve(devolution.id)).status).toBe(200);
    expect(await order(sold.id)).toMatchObject({
      order_state: 'request',
      total: 10,
      balance: 5,
      pending: 5,
      returned: 10,
    });
  });

  it('cash: what was paid beyond the new total is a negative payment with its reference; paid = total', async () => {
    const sold = await sale({ pay: '20.00' });
    expect(sold.order_state).toBe('delivery');
    expect((await approve((await registered(returnOf(sold, 1))).id)).status).toBe(200);
    const after = await order(sold.id);
    expect(after).toMatchObject({ order_state: 'delivery', total: 10, balance: 10, pending: 0 });
    expect(after.pays.map((pay) => [pay.amount, pay.method.code, pay.reference])).toEqual([
      [20, 'efectivo', ''],
      [-10, 'efectivo', 'R-1'],
    ]);
  });

  it('transfer: the refund is recorded by the dollar transfer method', async () => {
    const sold = await sale({ pay: '20.00' });
    const devolution = await registered(returnOf(sold, 2, 'transfer', { refund_reference: 'TRX-99' }));
    expect((await approve(devolution.id)).body.order).toMatchObject({ total: '0.00', balance: '0.00' });
    const after = await order(sold.id);
    expect(after.pays[1]).toMatchObject({ amount: -20, reference: 'TRX-99', method: { code: 'transferencia-usd' } });
    // Every unit came back, on a partial return too: a returned sale, not a finished one at $0.00.
    expect(after.order_state).toBe('return');
  });

  it("credit note: a complete return puts the order in 'return' and the client's credit pays later", async () => {
    const client = await newClient('V-3000002');
    const sold = await sale({ client, pay: '20.00' });
    const devolution = await registered({
      ...returnOf(sold, 2, 'credit_note', { return_type: 'complete', refund_reference: 'NC-7' }),
    });
    expect((await approve(devolution.id)).status).toBe(200);
    expect(await order(sold.id)).toMatchObject({ order_state: 'return', total: 0, balance: 0, pending: 0 });
    expect(await clientOf(client)).toMatchObject({ credit: 20, balance: -20, total_spent: 0 });

    // A later sale owes 30: the credit pays up to what it holds, never more.
    const later = await sale({ client, filters: 3 });
    expect(await clientOf(client)).toMatchObject({ credit: 20, balance: 10 });
    const over = await admin.post(`/api/orders/${later.id}/payments`, {
      method: methods['nota-credito'],
      amount: '20.01',
    });
    expect([over.status, over.body.message]).toEqual([409, 'El monto excede el saldo a favor del cliente']);
    const paid = await admin.post(`/api/orders/${later.id}/payments`, {
      method: methods['nota-credito'],
      amount: '15.00',
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ balance: 15, pending: 15 });
    expect(await clientOf(client)).toMatchObject({ credit: 5, balance: 10 });

    // A client payment by credit note: at most the credit left.
    const tooMuch = await admin.post('/api/payments', {
      client_id: client,
      method: methods['nota-credito'],
      amount: '6.00',
      date: TODAY,
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([409, 'El monto excede el saldo a favor del cliente']);
    const byCredit = await admin.post('/api/payments', {
      client_id: client,
      method: methods['nota-credito'],
      amount: '5.00',
      date: TODAY,
    });
    expect(byCredit.status).toBe(201);
    expect(await clientOf(client)).toMatchObject({ credit: 0, balance: 10 });
    expect((await order(later.id)).balance).toBe(20);

    // A sale's first payment by credit note without credit is refused whole.
    const refused = await admin.post('/api/orders', {
      date: TODAY,
      comentary: 'Sin saldo',
      estimate: false,
      client_id: client,
      products: [{ product_id: filter, deposit_id: valencia, quantity: 1 }],
      payment: { method: methods['nota-credito'], amount: '1.00' },
    });
    expect([refused.status, refused.body.message]).toEqual([409, 'El monto excede el saldo a favor del cliente']);
  });

  it('a client with credit pays its open orders up to what they owe: in cash, or by credit note up to the credit', async () => {
    const client = await newClient('V-3000009');
    const returned = await sale({ client, pay: '20.00' });
    const devolution = await registered(returnOf(returned, 2, 'credit_note', { return_type: 'complete' }));
    expect((await approve(devolution.id)).status).toBe(200);
    const owing = await sale({ client, filters: 3 });
    // Owes 30 on the order, holds 20 of credit: the net balance is 10, the orders still owe 30.
    expect(await clientOf(client)).toMatchObject({ credit: 20, balance: 10 });
    const pay = (method: string, amount: string) =>
      admin.post('/api/payments', {
        client_id: client,
        method: methods[method],
        amount,
        reference: 'P-1',
        date: TODAY,
      });

    // By credit note: at most min(owed, credit) -- above the credit refused with its message.
    const aboveCredit = await pay('nota-credito', '20.01');
    expect([aboveCredit.status, aboveCredit.body.message]).toEqual([
      409,
      'El monto excede el saldo a favor del cliente',
    ]);
    expect((await pay('nota-credito', '15.00')).status).toBe(201);
    // Using credit lowers what the orders owe and the credit alike: the net balance does not move.
    expect(await clientOf(client)).toMatchObject({ credit: 5, balance: 10 });
    expect((await order(owing.id)).pending).toBe(15);

    // In cash: up to what the orders owe (15), above the net balance (10).
    const aboveOwed = await pay('efectivo', '15.01');
    expect(aboveOwed.status).toBe(409);
    expect((await pay('efectivo', '15.00')).status).toBe(201);
    expect(await order(owing.id)).toMatchObject({ pending: 0, order_state: 'delivery' });
    expect(await clientOf(client)).toMatchObject({ credit: 5, balance: -5 });
  });

  it('refuses none while money is owed back: nothing moves', async () => {
    const paid = await sale({ pay: '20.00' });
    const before = await inValencia();
    const refused = await approve((await registered(returnOf(paid, 1, 'none'))).id);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Esta devolución tiene un monto por reembolsar: elija cómo',
    ]);
    expect(await order(paid.id)).toMatchObject({ total: 20, balance: 20, returned: 0 });
    expect(await inValencia()).toBe(before);
  });

  it('refuses at registration: estimates, cancelled orders, more than sold or than is left, amounts above price x units', async () => {
    const estimate = await sale({ estimate: true });
    const onEstimate = await devolve(returnOf(estimate, 1));
    expect([onEstimate.status, onEstimate.body.message]).toEqual([
      409,
      'Un presupuesto no admite devoluciones: no comprometió stock',
    ]);

    const cancelled = await sale();
    expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBeLessThan(300);
    expect((await devolve(returnOf(cancelled, 1))).body.message).toBe('Una orden anulada no admite devoluciones');

    const sold = await sale();
    const line = lineOf(sold);
    const field = (answer: { status: number; body: { errors?: unknown } }) => [answer.status, answer.body.errors];
    expect(field(await devolve(returnOf(sold, 3)))).toEqual([
      400,
      { [`products.${line}.return_quantity`]: ['La cantidad a devolver no puede superar la cantidad vendida (2)'] },
    ]);
    const overAmount = { ...returnOf(sold, 1), products: { [line]: { return_quantity: 1, return_amount: '10.01' } } };
    expect(field(await devolve(overAmount))).toEqual([
      400,
      { [`products.${line}.return_amount`]: ['El monto no puede superar el precio por la cantidad devuelta (10.00)'] },
    ]);
    expect(field(await devolve(returnOf(sold, 1, 'cash', { refund_reference: ' ' })))).toEqual([
      400,
      { refund_reference: ['Debe ingresar una referencia'] },
    ]);
    expect(field(await devolve(returnOf(sold, 1, 'cash', { return_type: 'complete' })))).toEqual([
      400,
      { return_type: ['Una devolución completa debe incluir todas las unidades'] },
    ]);
    expect(field(await devolve(returnOf(sold, 0)))).toEqual([
      400,
      { products: ['Debe devolver al menos un producto'] },
    ]);
    expect(field(await devolve({ ...returnOf(sold, 1), order_id: 999999 }))).toEqual([
      400,
      { order_id: ['La venta seleccionada no existe.'] },
    ]);
    expect(
      field(await devolve({ ...returnOf(sold, 1), products: { 999: { return_quantity: 1, return_amount: 1 } } })),
    ).toEqual([400, { 'products.999': ['El producto no pertenece a esta venta'] }]);

    // After one unit is returned and approved, only one is left.
    expect((await approve((await registered(returnOf(sold, 1))).id)).status).toBe(200);
    const overLeft = await devolve(returnOf(sold, 2));
    expect([overLeft.status, overLeft.body.message]).toEqual([
      409,
      'La cantidad a devolver de Filtro de aceite supera lo que queda por devolver (1)',
    ]);
  });

  it('checks again at approval: two pending returns of the same units, the second is refused', async () => {
    const sold = await sale();
    const first = await registered(returnOf(sold, 2));
    const second = await registered(returnOf(sold, 1));
    expect((await approve(first.id)).status).toBe(200);
    const before = await inValencia();
    const refused = await approve(second.id);
    expect([refused.status, refused.body.message]).toEqual([409, 'La venta no tiene productos por devolver']);
    expect(await inValencia()).toBe(before);
    expect((await admin.get(`/api/devolutions/${second.id}`)).body.status).toBe('pending');
  });

  it('approves or rejects once; a rejection moves nothing', async () => {
    const sold = await sale();
    const approved = await registered(returnOf(sold, 1));
    expect((await approve(approved.id)).status).toBe(200);
    const twice = await approve(approved.id);
    expect([twice.status, twice.body.message]).toEqual([409, 'La devolución ya fue aprobada']);
    const rejectApproved = await admin.post(`/api/devolutions/${approved.id}/reject`, {});
    expect([rejectApproved.status, rejectApproved.body.message]).toEqual([409, 'La devolución ya fue aprobada']);

    const rejected = await registered(returnOf(sold, 1));
    const money = async () => {
      const { total, balance, returned, order_state, pays } = await order(sold.id);
      return { total, balance, returned, order_state, pays };
    };
    const before = [await inValencia(), await money()];
    const answer = await admin.post(`/api/devolutions/${rejected.id}/reject`, {});
    expect([answer.status, answer.body.status]).toEqual([200, 'rejected']);
    expect([await inValencia(), await money()]).toEqual(before);
    const approveRejected = await approve(rejected.id);
    expect([approveRejected.status, approveRejected.body.message]).toEqual([409, 'La devolución ya fue rechazada']);
    expect((await approve(987654)).status).toBe(404);
  });

  it('an approval and a sale of the same units at the same time never leave the stock negative', async () => {
    const states = (await admin.get('/api/utils/states')).body as { id: number }[];
    const small = (await admin.post('/api/deposits', { name: 'Maracay', alias: 'MAR', region_id: states[0].id })).body
      .id;
    const entry = await admin.post('/api/inventories', {
      type: 'add',
      lines: [{ product_id: filter, deposit_id: small, quantity: 2 }],
    });
    await admin.post(`/api/inventories/${entry.body.id}/approve`, {});
    const inMaracay = async () =>
      (
        (await admin.get(`/api/products/${filter}`)).body.product_deposits as { deposit_id: number; quantity: number }[]
      ).find((stock) => stock.deposit_id === small)?.quantity ?? 0;
    for (let round = 0; round < 4; round++) {
      // Sell what is there, then race a return of those units against a sale of more than is left.
      const held = await inMaracay();
      const sold = await admin.post('/api/orders', {
        date: TODAY,
        comentary: 'Carrera',
        estimate: false,
        without_client: true,
        products: [{ product_id: filter, deposit_id: small, quantity: held }],
      });
      expect(sold.status).toBe(201);
      const devolution = await registered(returnOf(sold.body as Order, held > 2 ? 2 : held));
      const [approval, rival] = await Promise.all([
        approve(devolution.id),
        admin.post('/api/orders', {
          date: TODAY,
          comentary: 'Carrera',
          estimate: false,
          without_client: true,
          products: [{ product_id: filter, deposit_id: small, quantity: 2 }],
        }),
      ]);
      expect(approval.status).toBe(200);
      expect([201, 409]).toContain(rival.status);
      const left = await inMaracay();
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBe(Math.min(held, 2) - (rival.status === 201 ? 2 : 0));
      if (left === 0) {
        const more = await admin.post('/api/inventories', {
          type: 'add',
          lines: [{ product_id: filter, deposit_id: small, quantity: 2 }],
        });
        await admin.post(`/api/inventories/${more.body.id}/approve`, {});
      }
    }
  });

  it('lists them with a search by order number or client, filters, a sort and Content-Range', async () => {
    const client = await newClient('V-3000003');
    const sold = await sale({ client });
    const mine = await registered(returnOf(sold, 1));
    const byNumber = await admin.get(`/api/devolutions${listQuery({ q: String(sold.number_order) })}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    expect(byNumber.body[0]).toMatchObject({
      status: 'pending',
      total_amount: '10.00',
      order: { id: sold.id, number_order: sold.number_order },
      client: { id: client, name: 'Taller V-3000003' },
    });
    expect(byNumber.headers.get('content-range')).toBe('devolutions 0-0/1');
    const byClient = await admin.get(`/api/devolutions${listQuery({ q: 'taller v-3000003' })}`);
    expect(byClient.body.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    const byOrder = await admin.get(`/api/devolutions${listQuery({ order_id: sold.id })}`);
    expect(totalOf(byOrder)).toBe(1);
    const pending = await admin.get(`/api/devolutions${listQuery({ status: 'pending' }, ['total_amount', 'DESC'])}`);
    expect(pending.body.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const amounts = pending.body.map((row: { total_amount: string }) => Number(row.total_amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(totalOf(await admin.get(`/api/devolutions${listQuery({ status: 'nope' })}`))).toBe(0);
    const all = await admin.get(`/api/devolutions${listQuery({}, ['created_at', 'DESC'], [0, 1])}`);
    expect(all.body).toHaveLength(2);
    expect(totalOf(all)).toBeGreaterThan(2);
  });

  it('counts net sales on the dashboard, and logs one row per command', async () => {
    const totals = async () =>
      (await admin.get('/api/dashboard/total-stats')).body as { totalSold: number; totalPaid: number };
    const month = async () => (await admin.get('/api/dashboard/main-stats')).body.orderMonthTotal as number;
    const sold = await sale({ pay: '20.00' });
    const [beforeTotals, beforeMonth] = [await totals(), await month()];
    const devolution = await registered(returnOf(sold, 1));
    expect((await approve(devolution.id)).status).toBe(200);
    expect(await totals()).toEqual({ totalSold: beforeTotals.totalSold - 10, totalPaid: beforeTotals.totalPaid - 10 });
    expect(await month()).toBe(beforeMonth - 10);

    const rejected = await registered(returnOf(sold, 1));
    await admin.post(`/api/devolutions/${rejected.id}/reject`, {});
    const logs = (await admin.get(`/api/logs${listQuery({}, ['created_at', 'DESC'], [0, 2])}`)).body as {
      description: string;
      category: string;
      record: { resource: string; id: string } | null;
    }[];
    expect(logs.map((log) => [log.description, log.category])).toEqual([
      [`Rechazó la devolución #${rejected.number}`, 'Ventas'],
      [`Registró la devolución #${rejected.number} de la venta #${sold.number_order} por $10.00`, 'Ventas'],
      [
        `Aprobó la devolución #${devolution.number} de la venta #${sold.number_order} por $10.00: reembolso en efectivo de $10.00`,
        'Ventas',
      ],
    ]);
    expect(logs[0].record).toEqual({ resource: 'devolutions', id: String(rejected.id) });
    const history = (await admin.get(`/api/devolutions/${devolution.id}/history`)).body as { description: string }[];
    expect(history.map((step) => step.description)).toEqual([
      `Registró la devolución #${devolution.number} de la venta #${sold.number_order} por $10.00`,
      `Aprobó la devolución #${devolution.number} de la venta #${sold.number_order} por $10.00`,
    ]);
  });

  it("leaves credit-note payments out of both 'Recaudado del mes' and 'Total cobrado', so they agree", async () => {
    const paidTotal = async () => (await admin.get('/api/dashboard/total-stats')).body.totalPaid as number;
    const collected = async () => (await admin.get('/api/dashboard/main-stats')).body.recaudadoTotal as number;
    const [paidBefore, collectedBefore] = [await paidTotal(), await collected()];
    const client = await newClient('V-3000010');
    // $20.00 in cash, then returned whole to the client's credit, which pays a later sale.
    const sold = await sale({ client, pay: '20.00' });
    const devolution = await registered(returnOf(sold, 2, 'credit_note', { return_type: 'complete' }));
    expect((await approve(devolution.id)).status).toBe(200);
    const later = await sale({ client, filters: 1 });
    expect(
      (await admin.post(`/api/orders/${later.id}/payments`, { method: methods['nota-credito'], amount: '7.00' }))
        .status,
    ).toBe(200);
    // Only the cash was collected: both figures grew by $20.00.
    expect(Math.round(((await paidTotal()) - paidBefore) * 100) / 100).toBe(20);
    expect(Math.round(((await collected()) - collectedBefore) * 100) / 100).toBe(20);
  });

  it('lets each role do only what the access table says', async () => {
    const sold = await sale({ filters: 4 });
    const [refusedOne, storerApproves, adminApproves, adminRejects] = await Promise.all(
      [1, 2, 3, 4].map(async () => (await registered(returnOf(sold, 1, 'none'))).id),
    );
    const approves: Partial<Record<Role, number>> = { storer: storerApproves, admin: adminApproves };
    const rejects: Partial<Record<Role, number>> = { admin: adminRejects };
    await expectRoleAnswers(
      (role) => (role === 'admin' ? Promise.resolve(admin) : suite.as(role)),
      {
        admin: '200 200 201 200 200',
        sales: '200 200 201 403 403',
        storer: '200 200 201 200 403',
        financial: '200 200 403 403 403',
        endline: '403 403 403 403 403',
      },
      [
        (client) => client.get('/api/devolutions'),
        (client) => client.get(`/api/devolutions/${refusedOne}`),
        (client) => devolve(returnOf(sold, 1, 'none'), client),
        (client, role) => approve(approves[role] ?? refusedOne, client),
        (client, role) => client.post(`/api/devolutions/${rejects[role] ?? refusedOne}/reject`, {}),
      ],
    );
    // A refused call changed nothing.
    expect((await admin.get(`/api/devolutions/${refusedOne}`)).body.status).toBe('pending');
  });

  it('answers odd input with a 400 or a 404, never a 500', async () => {
    const sold = await sale();
    const line = lineOf(sold);
    const bodies: unknown[] = [
      [],
      'texto',
      {},
      { ...returnOf(sold, 1), products: [] },
      { ...returnOf(sold, 1), products: 'x' },
      { ...returnOf(sold, 1), products: { abc: { return_quantity: 1, return_amount: 1 } } },
      { ...returnOf(sold, 1), products: { [line]: null } },
      { ...returnOf(sold, 1), products: { [line]: { return_quantity: -1, return_amount: 1 } } },
      { ...returnOf(sold, 1), products: { [line]: { return_quantity: 1.5, return_amount: 1 } } },
      { ...returnOf(sold, 1), products: { [line]: { return_quantity: 1, return_amount: '1e5' } } },
      { ...returnOf(sold, 1), products: { [line]: { return_quantity: '1e309', return_amount: 1 } } },
      { ...returnOf(sold, 1), products: { [line]: { return_quantity: 1, return_amount: 10, reason: ['x'] } } },
      { ...returnOf(sold, 1), order_id: 'abc' },
      { ...returnOf(sold, 1), order_id: '99999999999999999999' },
      { ...returnOf(sold, 1), return_type: 'todo' },
      { ...returnOf(sold, 1), refund_method: 'bitcoin' },
      { ...returnOf(sold, 1), refund_reference: { a: 1 } },
      { ...returnOf(sold, 1), notes: 'x'.repeat(3000) },
    ];
    for (const body of bodies) {
      const answer = await admin.post('/api/devolutions', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.message).toBe('Error en el formulario');
    }
    for (const path of ['/api/devolutions/abc', '/api/devolutions/0', '/api/devolutions/99999999']) {
      expect((await admin.get(path)).status).toBe(404);
    }
    expect((await approve(0)).status).toBe(404);
    expect((await admin.get(`/api/devolutions?filter=nojson&sort=[1]&range=x`)).status).toBeLessThan(500);
    // Products left out get the form's own message, as an empty choice does.
    const { products: _left, ...noProducts } = returnOf(sold, 1);
    expect((await admin.post('/api/devolutions', noProducts)).body.errors).toEqual({
      products: ['Debe indicar los productos a devolver.'],
    });
  });

  it('leaves read models equal to a rebuild from the events', async () => {
    const app = suite.server.running.app;
    expect(await verifyProjections(app.get(KNEX), app.get(EVENT_STORE))).toEqual({ ok: true, differences: [] });
  });
});
