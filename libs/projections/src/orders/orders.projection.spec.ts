import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, openTestContext, TestContext } from '../testing/fixtures.test';
import { ordersProjection } from './orders.projection';
import { salesHistory } from './sales-history.test';

describe('the orders read model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('orders_projection');
    await appendAll(ctx, salesHistory());
    for (const schema of ['one_by_one', 'in_threes', 'all_at_once']) await migrateReadModels(ctx.knex, schema);
    await catchUp(ctx.knex, ctx.store, ordersProjection, 'one_by_one', { batchSize: 1 });
    await catchUp(ctx.knex, ctx.store, ordersProjection, 'in_threes', { batchSize: 3 });
    await catchUp(ctx.knex, ctx.store, ordersProjection, 'all_at_once', { batchSize: 1000 });
  });
  afterAll(() => ctx.close());

  it('numbers the orders 1, 2, 3... in the order they were created, without gaps', async () => {
    const orders = await ctx.knex('all_at_once.orders').orderBy('number_order');
    expect(orders.map((order) => [order.id, Number(order.number_order)])).toEqual([
      ['102', 1],
      ['100', 2],
      ['101', 3],
      ['103', 4],
    ]);
  });

  it('keeps each order’s state, total, paid amount, cost and search text', async () => {
    const orders = await ctx.knex('all_at_once.orders').orderBy('number_order');
    expect(
      orders.map((o) => [
        o.id,
        o.order_state,
        o.total,
        o.balance,
        o.discount,
        o.discount_type,
        o.cost_total,
        o.lines_count,
        o.returned,
      ]),
    ).toEqual([
      ['102', 'dispatch', '20.00', '0.00', '0.00', null, '12.00', 1, '0.00'],
      ['100', 'request', '25.00', '15.00', '5.00', 'amount', '18.00', 1, '0.00'],
      // A devolution of one unit at 15.00 (cost 9.00): the total and cost after it, the amount returned.
      ['101', 'finish', '35.00', '35.00', '0.00', null, '20.50', 2, '15.00'],
      ['103', 'cancel', '15.00', '0.00', '0.00', null, '9.00', 1, '0.00'],
    ]);
    expect(orders[0].search).toBe('1 cliente 11 v-11 f-0001');
  });

  it('keeps the payments (a refund as a negative one), the dispatches and the dispatched and returned lines', async () => {
    const payments = await ctx.knex('all_at_once.order_payments').orderBy('id');
    expect(payments.map((p) => [p.id, p.order_id, p.client_id, p.client_payment_id, p.amount])).toEqual([
      ['900', '101', '10', null, '20.00'],
      ['901', '101', '10', '50', '30.00'],
      ['902', '100', '10', '50', '10.00'],
      ['903', '101', '10', null, '-15.00'],
      ['904', '100', '10', null, '5.00'],
    ]);
    const dispatches = await ctx.knex('all_at_once.order_dispatches').orderBy('id');
    expect(dispatches.map((d) => [d.id, d.order_id, d.line_ids])).toEqual([
      ['60', '101', ['1', '2']],
      ['61', '102', ['1']],
    ]);
    const lines = await ctx.knex('all_at_once.order_lines').orderBy(['order_id', 'id']);
    expect(lines.map((l) => [l.order_id, l.id, l.dispatched, l.returned])).toEqual([
      ['100', '1', false, 0],
      ['101', '1', true, 1],
      ['101', '2', true, 0],
      ['102', '1', true, 0],
      ['103', '1', false, 0],
    ]);
    const [clientPayment] = await ctx.knex('all_at_once.client_payments');
    expect(clientPayment).toMatchObject({ id: '50', client_id: '10', amount: '40.00' });
  });

  it('keeps each client’s owed balance (less its credit note), debt, orders, spending, sales and credit', async () => {
    // Client 10: #2 (100) open, 25 of which 15 paid; #3 (101) finished, 35 after a return and paid
    // 35; #4 (103) cancelled; a credit note of 15 of which 5 paid #2: 10 owed less 10 of credit.
    // Client 11: #1 (102) dispatched on credit, nothing paid.
    const balances = await ctx.knex('all_at_once.client_balances').orderBy('client_id');
    expect(
      balances.map((b) => [b.client_id, b.balance, b.debt, b.total_orders, b.total_spent, b.total_sold, b.credit]),
    ).toEqual([
      ['10', '0.00', '25.00', 2, '50.00', '60.00', '10.00'],
      ['11', '20.00', '20.00', 1, '0.00', '20.00', '0.00'],
    ]);
  });

  it('keeps, by differences, what a recount of the orders gives', async () => {
    for (const schema of ['one_by_one', 'in_threes', 'all_at_once']) {
      const recount = await ctx.knex.raw(`
        select client_id,
          sum(case when order_state in ('request', 'delivery', 'dispatch') then total - balance else 0 end) as balance,
          sum(case when order_state in ('request', 'delivery', 'dispatch') then total else 0 end) as debt,
          count(*) filter (where order_state not in ('estimate', 'cancel'))::int as total_orders,
          sum(balance) as total_spent,
          sum(case when order_state not in ('estimate', 'cancel') then total else 0 end) as total_sold
        from ${schema}.orders group by client_id order by client_id`);
      const kept = await ctx.knex.raw(`select client_id, (balance + credit)::numeric(14, 2)::text as balance, debt,
          total_orders, total_spent, total_sold from ${schema}.client_balances order by client_id`);
      expect(kept.rows).toEqual(
        recount.rows.map((row: { balance: string }) => ({ ...row, balance: Number(row.balance).toFixed(2) })),
      );
    }
  });

  it('counts the orders in each state', async () => {
    for (const schema of ['one_by_one', 'in_threes', 'all_at_once']) {
      const counted = await ctx.knex.raw(
        `select order_state, count(*)::int as orders from ${schema}.orders group by order_state order by order_state`,
      );
      const kept = await ctx.knex.raw(
        `select order_state, orders::int from ${schema}.order_state_counts order by order_state`,
      );
      expect(kept.rows).toEqual(counted.rows);
    }
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const table of ordersProjection.tables) {
      expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
      expect(await compareTable(ctx.knex, table, 'in_threes', 'all_at_once')).toEqual([]);
    }
  });
});
