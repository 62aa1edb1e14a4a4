/**
 * RULES.md 'One log row per command': each accepted command (one atomic append) is one row of
 * the activity log, about its main record, whatever the batches its events were applied in.
 */
import { EventMetadata } from '@bo/domain';
import { AppendResult, PostgresEventStore } from '@bo/event-store';
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
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
import { verifyProjections } from '../verify-projections';
import { activityLogProjection } from './activity-log.projection';

const meta = (request: string, minute: number, userId: string | null = '1'): EventMetadata =>
  commandMetadata(request, new Date(Date.UTC(2026, 1, 1, 9, minute)).toISOString(), userId);

const line = (id: string, product: string, price: string, quantity: number) => ({
  id,
  product_id: product,
  quick: false,
  code: `P-${product}`,
  name: `Producto ${product}`,
  deposit_id: '2',
  quantity,
  price,
  cost: '1.00',
});

const orderCreated = (id: string, client: string, total: string, lines: ReturnType<typeof line>[]) => ({
  id,
  client_id: client,
  client_name: `Cliente ${client}`,
  client_identification: `V-${client}`,
  date: '2026-02-01',
  state: 'delivery',
  isCredit: false,
  comentary: '',
  order_buy: null,
  exchange_rate: '36.50',
  cop_change: null,
  organization_id: null,
  lines,
  subtotal: total,
  discount: null,
  total,
});

const payment = (order: string, id: string, amount: string, paid: string, clientPayment: string | null = null) => ({
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
  paid,
  state: 'delivery',
});

const stockMove = (type: 'StockAdded' | 'StockRemoved', product: string, quantity: number, label: string) =>
  ({
    streamId: `stock-${product}-2`,
    type,
    data: { product_id: product, deposit_id: '2', quantity, document: { type: 'order', id: '1', label } },
  }) as const;

/** The commands, each one append; the sale of order 501 also creates its client, like the POS may. */
function commands(): StreamEvent[][] {
  const m1 = meta('sale', 1);
  const m2 = meta('credit-sale', 2);
  const m3 = meta('client-payment', 3);
  const m4 = meta('inventory', 4);
  const m5 = meta('user', 5);
  const m6 = meta('seed', 6, null);
  const m7 = meta('purchase', 7);
  const m8 = meta('purchase-payment', 8);
  const m9 = meta('purchase-paid', 9);
  const m10 = meta('purchase-cancel', 10);
  return [
    [
      event('client-77', 'ClientCreated', { id: '77', name: 'Cliente 77', identification: 'V-77' }, m1),
      event('unique-client-v77', 'UniqueValueClaimed', { scope: 'client', value: 'V-77', owner_id: '77' }, m1),
      event(
        'order-501',
        'OrderCreated',
        orderCreated('501', '77', '163.10', [
          line('1', '31', '100.00', 1),
          line('2', '32', '25.55', 2),
          line('3', '33', '12.00', 1),
        ]),
        m1,
      ),
      event('order-501', 'OrderPaymentRecorded', payment('501', '801', '163.10', '163.10'), m1),
      { ...stockMove('StockRemoved', '31', 1, 'Venta #1'), metadata: m1 },
      { ...stockMove('StockRemoved', '32', 2, 'Venta #1'), metadata: m1 },
      { ...stockMove('StockRemoved', '33', 1, 'Venta #1'), metadata: m1 },
      event('idempotency-1-abc', 'IdempotencyKeyRecorded', { key: 'abc', status: 201 }, m1),
    ],
    [
      event('order-502', 'OrderCreated', orderCreated('502', '77', '1202.98', [line('1', '31', '1202.98', 1)]), m2),
      { ...stockMove('StockRemoved', '31', 1, 'Venta #2'), metadata: m2 },
    ],
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
          amount: '1250.00',
          reference: '',
          date: '2026-02-01',
          allocations: [
            { order_id: '502', payment_id: '802', amount: '1202.98' },
            { order_id: '501', payment_id: '803', amount: '47.02' },
          ],
        },
        m3,
      ),
      event('order-502', 'OrderPaymentRecorded', payment('502', '802', '1202.98', '1202.98', '60'), m3),
      event('order-501', 'OrderPaymentRecorded', payment('501', '803', '47.02', '210.12', '60'), m3),
    ],
    [
      event('inventory-9', 'InventoryApproved', { id: '9' }, m4),
      { ...stockMove('StockAdded', '31', 10, 'Entrada de inventario #9'), metadata: m4 },
      { ...stockMove('StockAdded', '32', 5, 'Entrada de inventario #9'), metadata: m4 },
    ],
    [
      event('user_email-eva@example.com', 'UserEmailReserved', { email: 'eva@example.com', user_id: '8' }, m5),
      event(
        'user-8',
        'UserRegistered',
        {
          id: '8',
          first_name: 'Eva',
          last_name: 'Ruiz',
          email: 'eva@example.com',
          role: 'storer',
          password_hash: 'h',
          owner: false,
        },
        m5,
      ),
    ],
    [
      event('payment_method-1', 'PaymentMethodAdded', { id: '1', code: 'efectivo', name: 'Efectivo' }, m6),
      event('payment_method-2', 'PaymentMethodAdded', { id: '2', code: 'zelle', name: 'Zelle' }, m6),
      event('payment_method-3', 'PaymentMethodAdded', { id: '3', code: 'pago-movil', name: 'Pago móvil' }, m6),
    ],
    // A purchase: it reprices its product and its stock enters, all in its one append; the row is
    // about the purchase even when the product's update comes first.
    [
      event(
        'product-31',
        'ProductUpdated',
        { id: '31', code: 'P-31', name: 'Producto 31', cost: '50.00', previous: { cost: '40.00' } },
        m7,
      ),
      event('shopping-70', 'ShoppingRegistered', shoppingRegistered('70', '1250.00'), m7),
      { ...shoppingMove('StockAdded', '31', 25, '70'), metadata: m7 },
    ],
    [
      event(
        'shopping-70',
        'ShoppingPaymentRecorded',
        { id: '70', payment: shoppingPayment('50.00'), total_paid: '50.00', status: 'pending' },
        m8,
      ),
    ],
    [event('shopping-70', 'ShoppingMarkedPaid', { id: '70' }, m9)],
    [
      event('shopping-70', 'ShoppingCancelled', { id: '70' }, m10),
      { ...shoppingMove('StockRemoved', '31', 25, '70'), metadata: m10 },
    ],
  ];
}

const shoppingPayment = (amount: string) => ({
  payment_id: '71',
  method_id: '1',
  method_code: 'efectivo',
  method_name: 'Efectivo',
  amount_usd: amount,
  amount_ves: '0.00',
  exchange_rate: null,
  reference: '',
  date: '2026-02-01',
});

const shoppingRegistered = (id: string, total: string) => ({
  id,
  provider_id: '9',
  provider_name: 'Repuestos El Llanero',
  invoice_number: 'F-77',
  date: '2026-02-01',
  due_date: '2026-03-01',
  payment_type: 'credit',
  deposit_id: '2',
  comentary: '',
  exchange_rate: '36.50',
  lines: [
    {
      id: '1',
      product_id: '31',
      code: 'P-31',
      name: 'Producto 31',
      quantity: 25,
      cost: '50.00',
      percentage: null,
      price: null,
      total,
    },
  ],
  sub_total: total,
  discount_percentage: null,
  discount: '0.00',
  total,
  payments: [],
  total_paid: '0.00',
  status: 'pending',
});

const shoppingMove = (type: 'StockAdded' | 'StockRemoved', product: string, quantity: number, shopping: string) =>
  ({
    streamId: `stock-${product}-2`,
    type,
    data: {
      product_id: product,
      deposit_id: '2',
      quantity,
      document: { type: 'shopping', id: shopping, label: `Compra #${shopping}` },
    },
  }) as const;

describe('the activity log: one row per command', () => {
  let ctx: TestContext;
  let appended: AppendResult[];
  let all: StreamEvent[][];

  beforeAll(async () => {
    ctx = await openTestContext('log_commands');
    all = commands();
    appended = [];
    for (const command of all) appended.push(await ctx.store.append(commandAppends(command)));
    await untilReadable(ctx.pool, appended[appended.length - 1].position);
    await migrateReadModels(ctx.knex, 'rm', [activityLogProjection]);
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'rm', { batchSize: 1000 });
  });
  afterAll(() => ctx.close());

  const logs = (schema = 'rm') =>
    rows<{ id: string; description: string; category: string; event_type: string; stream_id: string }>(
      ctx.knex,
      `select id, user_name, description, category, event_type, stream_id from ${schema}.logs order by id`,
    );

  it('gives each command one row about its main record, its dollars as the screens write them', async () => {
    expect((await logs()).map((log) => [log.description, log.event_type, log.stream_id])).toEqual([
      ['Registró la venta #1 por $163.10', 'OrderCreated', 'order-501'],
      ['Registró la venta #2 por $1,202.98', 'OrderCreated', 'order-502'],
      ['Registró un pago de $1,250.00 del cliente Cliente 77', 'ClientPaymentRecorded', 'client_payment-60'],
      ['Procesó el inventario #9', 'InventoryApproved', 'inventory-9'],
      ['Registró al usuario Eva Ruiz (eva@example.com) como Almacenista', 'UserRegistered', 'user-8'],
      ['Registró el método de pago Efectivo (y 2 más)', 'PaymentMethodAdded', 'payment_method-1'],
      ['Registró la compra #1 de Repuestos El Llanero por $1,250.00', 'ShoppingRegistered', 'shopping-70'],
      ['Registró un pago de $50.00 en la compra #1', 'ShoppingPaymentRecorded', 'shopping-70'],
      ['Marcó como pagada la compra #1', 'ShoppingMarkedPaid', 'shopping-70'],
      ['Anuló la compra #1', 'ShoppingCancelled', 'shopping-70'],
    ]);
  });

  it('files the purchase commands under Compras', async () => {
    const purchases = (await logs()).filter((log) => log.stream_id.startsWith('shopping-'));
    expect(purchases.map((log) => log.category)).toEqual(['Compras', 'Compras', 'Compras', 'Compras']);
  });

  it("numbers a row by its command's first logged event, so it keeps its place among the others", async () => {
    const first = (await ctx.store.readAllPage({ commit: '0', position: '0' }, 100)).events;
    const ids = (await logs()).map((log) => log.id);
    // The sale's first event is its client (a claim would not count); the user's, the e-mail.
    expect(ids[0]).toBe(first.find((e) => e.type === 'ClientCreated')!.position.position);
    expect(ids[4]).toBe(first.find((e) => e.type === 'UserEmailReserved')!.position.position);
  });

  it('gives the same rows when a batch ends in the middle of a command, at every place it can', async () => {
    const events = all.flat().length;
    for (const batchSize of [1, 2, 3, 5]) {
      const schema = `split_${batchSize}`;
      await migrateReadModels(ctx.knex, schema, [activityLogProjection]);
      const caught = await catchUp(ctx.knex, ctx.store, activityLogProjection, schema, { batchSize });
      expect(caught.events).toBe(events);
      for (const table of activityLogProjection.tables)
        expect(await compareTable(ctx.knex, table, 'rm', schema)).toEqual([]);
      expect((await logs(schema)).length).toBe(10);
    }
  });

  it('verifies: a rebuild in batches that split commands equals the live rows', async () => {
    for (const batchSize of [1, 4])
      expect(await verifyProjections(ctx.knex, ctx.store, { projections: [activityLogProjection], batchSize })).toEqual(
        { ok: true, differences: [] },
      );
  });

  it('gives two rows to two requests that group commit put in one transaction', async () => {
    const grouped = new PostgresEventStore(ctx.pool, { groupCommit: { maxInFlight: 1 } });
    const rate = (id: string, request: string) =>
      commandAppends([
        event(`taxe-${id}`, 'TaxeCreated', { id, change: '40.00', cop_change: '0.009' }, meta(request, 9)),
      ]);
    // The first goes alone; the two that arrive while it runs go together in one transaction.
    const [, second, third] = await Promise.all([
      grouped.append(rate('21', 'rate-a')),
      grouped.append(rate('22', 'rate-b')),
      grouped.append(rate('23', 'rate-c')),
    ]);
    await grouped.close();
    expect(second.position.commit).toBe(third.position.commit);
    await untilReadable(ctx.pool, third.position);
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'rm');
    const rates = (await logs()).filter((log) => log.stream_id.startsWith('taxe-'));
    expect(rates.map((log) => log.description)).toEqual([
      'Registró la tasa de cambio #21: 1$ = 40,00 BsD y 1 Bs = 0,009 COP',
      'Registró la tasa de cambio #22: 1$ = 40,00 BsD y 1 Bs = 0,009 COP',
      'Registró la tasa de cambio #23: 1$ = 40,00 BsD y 1 Bs = 0,009 COP',
    ]);
  });
});
