/**
 * The devolutions read model and the log rows of their commands: numbered in the order they are
 * registered, one log row per command (an approval's order return, stock and credit note are
 * part of its row), the same rows whatever the batches.
 */
import { EventMetadata } from '@bo/domain';
import { activityLogProjection } from '../activity-log/activity-log.projection';
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { ordersProjection } from '../orders/orders.projection';
import {
  commandAppends,
  commandMetadata,
  event,
  openTestContext,
  rows,
  StreamEvent,
  TestContext,
  untilReadable,
} from '../testing/fixtures.test';
import { devolutionsProjection } from './devolutions.projection';

const meta = (request: string, minute: number): EventMetadata =>
  commandMetadata(request, new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString());

const filter = {
  id: '1',
  product_id: '31',
  quick: false,
  code: 'F-1',
  name: 'Filtro',
  deposit_id: '2',
  quantity: 2,
  price: '10.00',
  cost: '6.00',
};

const requested = (id: string, quantity: number, amount: string, method: string) => ({
  id,
  order_id: '700',
  client_id: '77',
  return_type: 'partial',
  lines: [
    {
      id: '1',
      order_line_id: '1',
      product_id: '31',
      deposit_id: '2',
      code: 'F-1',
      name: 'Filtro',
      price: '10.00',
      ordered: 2,
      quantity,
      amount,
      reason: 'Defectuoso',
    },
  ],
  total_amount: amount,
  refund_method: method,
  refund_reference: method === 'none' ? null : 'NC-1',
  notes: null,
});

function commands(): StreamEvent[][] {
  const [m1, m2, m3, m4, m5, m6] = [1, 2, 3, 4, 5, 6].map((minute) => meta(`r${minute}`, minute));
  return [
    [
      event(
        'order-700',
        'OrderCreated',
        {
          id: '700',
          client_id: '77',
          client_name: 'Taller 77',
          client_identification: 'V-77',
          date: '2026-03-01',
          state: 'request',
          isCredit: false,
          comentary: '',
          order_buy: null,
          exchange_rate: '36.50',
          cop_change: null,
          organization_id: null,
          lines: [filter],
          subtotal: '20.00',
          discount: null,
          total: '20.00',
        },
        m1,
      ),
      event(
        'order-700',
        'OrderPaymentRecorded',
        {
          id: '700',
          payment_id: '800',
          method_id: '1',
          method_code: 'efectivo',
          method_name: 'Efectivo',
          amount: '20.00',
          amount_bs: '0.00',
          exchange_rate: null,
          reference: '',
          client_payment_id: null,
          paid: '20.00',
          state: 'delivery',
        },
        m1,
      ),
    ],
    [event('devolution-41', 'DevolutionRequested', requested('41', 1, '10.00', 'credit_note'), m2)],
    [event('devolution-40', 'DevolutionRequested', requested('40', 1, '10.00', 'cash'), m3)],
    // The approval of 41, as the kit appends it: the order's event (an `also`), the devolution's, the stock's, the credit's.
    [
      event(
        'order-700',
        'OrderReturned',
        {
          id: '700',
          devolution_id: '41',
          amount: '10.00',
          returned: '10.00',
          total: '10.00',
          returned_cost: '6.00',
          lines: [{ line_id: '1', quantity: 1 }],
          refund: {
            payment_id: '801',
            method: 'credit_note',
            method_id: '8',
            method_code: 'nota-credito',
            method_name: 'Nota de Crédito',
            amount: '10.00',
            reference: 'NC-1',
          },
          credit_note: '10.00',
          paid: '10.00',
          state: 'delivery',
        },
        m4,
      ),
      event(
        'client_credit-77',
        'ClientCreditIssued',
        { client_id: '77', amount: '10.00', devolution_id: '41', order_id: '700', balance: '10.00' },
        m4,
      ),
      event('devolution-41', 'DevolutionApproved', { id: '41', order_id: '700', total_amount: '10.00' }, m4),
      event(
        'stock-31-2',
        'StockAdded',
        {
          product_id: '31',
          deposit_id: '2',
          quantity: 1,
          document: { type: 'devolution', id: '41', label: 'Devolución #41' },
        },
        m4,
      ),
    ],
    [event('devolution-40', 'DevolutionRejected', { id: '40', order_id: '700' }, m5)],
    [
      event(
        'client_credit-77',
        'ClientCreditUsed',
        { client_id: '77', amount: '4.00', order_id: null, payment_id: null, client_payment_id: '90', balance: '6.00' },
        m6,
      ),
    ],
  ];
}

describe('the devolutions read model and their log', () => {
  let ctx: TestContext;
  let all: StreamEvent[][];
  const projections = [ordersProjection, devolutionsProjection, activityLogProjection];

  beforeAll(async () => {
    ctx = await openTestContext('devolutions_projection');
    all = commands();
    let last;
    for (const command of all) last = await ctx.store.append(commandAppends(command));
    await untilReadable(ctx.pool, last!.position);
    for (const schema of ['one_by_one', 'all_at_once']) await migrateReadModels(ctx.knex, schema, projections);
    for (const projection of projections) {
      await catchUp(ctx.knex, ctx.store, projection, 'one_by_one', { batchSize: 1 });
      await catchUp(ctx.knex, ctx.store, projection, 'all_at_once', { batchSize: 1000 });
    }
  });
  afterAll(() => ctx.close());

  it('numbers the devolutions 1, 2... as they were registered, with their state and lines', async () => {
    const found = await rows<Record<string, unknown>>(
      ctx.knex,
      `select id, number::int, order_id, status, total_amount, refund_method, refund_reference, quantity, decided_by
       from all_at_once.devolutions order by number`,
    );
    expect(found).toEqual([
      {
        id: '41',
        number: 1,
        order_id: '700',
        status: 'approved',
        total_amount: '10.00',
        refund_method: 'credit_note',
        refund_reference: 'NC-1',
        quantity: 1,
        decided_by: '1',
      },
      {
        id: '40',
        number: 2,
        order_id: '700',
        status: 'rejected',
        total_amount: '10.00',
        refund_method: 'cash',
        refund_reference: 'NC-1',
        quantity: 1,
        decided_by: '1',
      },
    ]);
    const lines = await rows(ctx.knex, `select * from all_at_once.devolution_lines order by devolution_id`);
    expect(lines[0]).toMatchObject({
      devolution_id: '40',
      order_line_id: '1',
      quantity: 1,
      amount: '10.00',
      reason: 'Defectuoso',
    });
  });

  it("keeps the order's new total, its returned amount and line, the refund and the client's credit", async () => {
    const [order] = await rows(ctx.knex, `select total, balance, returned, cost_total from all_at_once.orders`);
    expect(order).toEqual({ total: '10.00', balance: '10.00', returned: '10.00', cost_total: '6.00' });
    const pays = await rows(ctx.knex, `select id, amount, method_code from all_at_once.order_payments order by id`);
    expect(pays).toEqual([
      { id: '800', amount: '20.00', method_code: 'efectivo' },
      { id: '801', amount: '-10.00', method_code: 'nota-credito' },
    ]);
    const [client] = await rows(ctx.knex, `select balance, credit, total_spent from all_at_once.client_balances`);
    // Owes nothing on its orders and holds 6.00 of credit.
    expect(client).toEqual({ balance: '-6.00', credit: '6.00', total_spent: '10.00' });
  });

  it('writes one log row per command, the approval named by the devolution', async () => {
    const logs = await rows<{ description: string; event_type: string; stream_id: string }>(
      ctx.knex,
      `select description, event_type, stream_id from all_at_once.logs order by id`,
    );
    expect(logs.map((log) => [log.description, log.event_type, log.stream_id])).toEqual([
      ['Registró la venta #1 por $20.00', 'OrderCreated', 'order-700'],
      ['Registró la devolución #1 de la venta #1 por $10.00', 'DevolutionRequested', 'devolution-41'],
      ['Registró la devolución #2 de la venta #1 por $10.00', 'DevolutionRequested', 'devolution-40'],
      [
        'Aprobó la devolución #1 de la venta #1 por $10.00: abonó $10.00 al saldo a favor del cliente',
        'DevolutionApproved',
        'devolution-41',
      ],
      ['Rechazó la devolución #2', 'DevolutionRejected', 'devolution-40'],
      ['Usó $4.00 del saldo a favor del cliente #77', 'ClientCreditUsed', 'client_credit-77'],
    ]);
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const projection of projections)
      for (const table of projection.tables)
        expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
  });
});
