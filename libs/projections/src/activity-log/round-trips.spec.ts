/**
 * The log's share of a sale's cost is its statements: each is a round trip on loopback TCP. A
 * batch reads what it needs of the log's tables in one statement (two when it goes on with a
 * command whose main event names what its own events do not) and writes them all in one.
 */
import { EventMetadata } from '@bo/domain';
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { Projection } from '../projection';
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
import { activityLogProjection } from './activity-log.projection';

const meta = (request: string, minute: number): EventMetadata =>
  commandMetadata(request, new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString());

const sold = (order: string, client: string, total: string) => ({
  id: order,
  client_id: client,
  client_name: `Cliente ${client}`,
  client_identification: `V-${client}`,
  date: '2026-03-01',
  state: 'delivery',
  isCredit: false,
  comentary: '',
  order_buy: null,
  exchange_rate: '36.50',
  cop_change: null,
  organization_id: null,
  lines: [
    {
      id: '1',
      product_id: '31',
      quick: false,
      code: 'P-31',
      name: 'Producto 31',
      deposit_id: '2',
      quantity: 1,
      price: total,
      cost: '1.00',
    },
  ],
  subtotal: total,
  discount: null,
  total,
});

const paid = (order: string, id: string, amount: string, clientPayment: string | null = null) => ({
  id: order,
  payment_id: id,
  method_id: '1',
  method_code: 'efectivo',
  method_name: 'Efectivo',
  amount,
  amount_bs: '0.00',
  exchange_rate: null,
  reference: '',
  client_payment_id: clientPayment,
  paid: amount,
  state: 'delivery',
});

const stockOut = (order: string, metadata: EventMetadata) =>
  event(
    'stock-31-2',
    'StockRemoved',
    { product_id: '31', deposit_id: '2', quantity: 1, document: { type: 'order', id: order, label: 'Venta' } },
    metadata,
  );

/** Two sales (the first creates its client) and a client payment over both. */
function commands(): StreamEvent[][] {
  const [m1, m2, m3] = [meta('sale', 1), meta('second-sale', 2), meta('client-payment', 3)];
  return [
    [
      event('client-77', 'ClientCreated', { id: '77', name: 'Cliente 77', identification: 'V-77' }, m1),
      event('unique-client-v77', 'UniqueValueClaimed', { scope: 'client', value: 'V-77', owner_id: '77' }, m1),
      event('order-501', 'OrderCreated', sold('501', '77', '100.00'), m1),
      event('order-501', 'OrderPaymentRecorded', paid('501', '801', '100.00'), m1),
      stockOut('501', m1),
      event('idempotency-1-abc', 'IdempotencyKeyRecorded', { key: 'abc', status: 201 }, m1),
    ],
    [
      event('order-502', 'OrderCreated', sold('502', '77', '50.00'), m2),
      event('order-502', 'OrderPaymentRecorded', paid('502', '802', '20.00'), m2),
      stockOut('502', m2),
    ],
    // Split after its first event, the next batch's payment names neither the client nor order 501.
    [
      event(
        'client_payment-60',
        'ClientPaymentRecorded',
        {
          id: '60',
          client_id: '77',
          method_id: '1',
          method_code: 'efectivo',
          method_name: 'Efectivo',
          amount: '30.00',
          reference: '',
          date: '2026-03-01',
          allocations: [
            { order_id: '502', payment_id: '803', amount: '30.00' },
            { order_id: '501', payment_id: '804', amount: '0.00' },
          ],
        },
        m3,
      ),
      event('order-502', 'OrderPaymentRecorded', paid('502', '803', '30.00', '60'), m3),
      event('order-501', 'OrderPaymentRecorded', paid('501', '804', '0.00', '60'), m3),
    ],
  ];
}

describe('the activity log: round trips per batch', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('log_round_trips');
    let last;
    for (const command of commands()) last = await ctx.store.append(commandAppends(command));
    await untilReadable(ctx.pool, last!.position);
  });
  afterAll(() => ctx.close());

  /** The projection, counting the statements each `apply` sends (all of them: knex's 'query' event). */
  function counting(): { projection: Projection; statements: number[] } {
    const statements: number[] = [];
    const projection: Projection = {
      ...activityLogProjection,
      async apply(events, trx) {
        let sent = 0;
        const count = () => (sent += 1);
        ctx.knex.on('query', count);
        try {
          await activityLogProjection.apply(events, trx);
        } finally {
          ctx.knex.off('query', count);
        }
        statements.push(sent);
      },
    };
    return { projection, statements };
  }

  it('reads once and writes once when the sales come in one batch', async () => {
    await migrateReadModels(ctx.knex, 'whole', [activityLogProjection]);
    const { projection, statements } = counting();
    await catchUp(ctx.knex, ctx.store, projection, 'whole', { batchSize: 1000 });
    expect(statements).toEqual([2]);
    const logs = await rows<{ description: string }>(ctx.knex, `select description from whole.logs order by id`);
    expect(logs.map((log) => log.description)).toEqual([
      'Registró la venta #1 por $100.00',
      'Registró la venta #2 por $50.00',
      'Registró un pago de $30.00 del cliente Cliente 77',
    ]);
  });

  it('sends at most 3 statements per batch and writes the same rows, wherever the batches end', async () => {
    for (const batchSize of [1, 2, 3]) {
      const schema = `split_${batchSize}`;
      await migrateReadModels(ctx.knex, schema, [activityLogProjection]);
      const { projection, statements } = counting();
      await catchUp(ctx.knex, ctx.store, projection, schema, { batchSize });
      expect(statements.length).toBeGreaterThan(0);
      expect(Math.max(...statements)).toBeLessThanOrEqual(3);
      for (const table of activityLogProjection.tables)
        expect(await compareTable(ctx.knex, table, 'whole', schema)).toEqual([]);
    }
  });
});
