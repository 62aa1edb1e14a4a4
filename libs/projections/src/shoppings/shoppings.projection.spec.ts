/** The purchases read model: numbering without gaps, figures, and the same rows whatever the batches. */
import { validateEvent } from '@bo/domain';
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, openTestContext, TestContext } from '../testing/fixtures.test';
import { shoppingHistory } from './shopping-history.test';
import { shoppingsProjection } from './shoppings.projection';
import { verifyProjections } from '../verify-projections';

describe('the purchases read model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('shoppings_projection');
    await appendAll(ctx, shoppingHistory());
    for (const schema of ['one_by_one', 'in_threes', 'all_at_once']) await migrateReadModels(ctx.knex, schema);
    await catchUp(ctx.knex, ctx.store, shoppingsProjection, 'one_by_one', { batchSize: 1 });
    await catchUp(ctx.knex, ctx.store, shoppingsProjection, 'in_threes', { batchSize: 3 });
    await catchUp(ctx.knex, ctx.store, shoppingsProjection, 'all_at_once', { batchSize: 1000 });
    await migrateReadModels(ctx.knex, 'rm', [shoppingsProjection]);
    await catchUp(ctx.knex, ctx.store, shoppingsProjection, 'rm');
  });
  afterAll(() => ctx.close());

  it('is made of events the domain accepts', () => {
    for (const event of shoppingHistory()) expect(() => validateEvent(event)).not.toThrow();
  });

  it('numbers the purchases 1, 2, 3... in the order they were registered, without gaps', async () => {
    const rows = await ctx.knex('all_at_once.shoppings').orderBy('number_shopping');
    expect(rows.map((row) => [row.id, Number(row.number_shopping)])).toEqual([
      ['40', 1],
      ['38', 2],
      ['41', 3],
      ['39', 4],
    ]);
  });

  it('keeps each purchase’s status, totals and what was paid', async () => {
    const rows = await ctx.knex('all_at_once.shoppings').orderBy('number_shopping');
    expect(
      rows.map((s) => [s.id, s.status, s.payment_type, s.sub_total, s.discount, s.total, s.total_paid, s.lines_count]),
    ).toEqual([
      ['40', 'paid', 'cash', '100.00', '0.00', '100.00', '100.00', 1],
      ['38', 'paid', 'credit', '50.00', '0.00', '50.00', '50.00', 1],
      ['41', 'paid', 'credit', '75.00', '0.00', '75.00', '0.00', 1],
      ['39', 'cancelled', 'credit', '100.00', '10.00', '90.00', '10.00', 2],
    ]);
  });

  it('keeps the lines and every payment, those of the registration and of the detail page', async () => {
    const lines = await ctx.knex('all_at_once.shopping_lines').orderBy(['shopping_id', 'id']);
    expect(lines.map((l) => [l.shopping_id, l.id, l.product_id, l.quantity, l.cost, l.price, l.total])).toEqual([
      ['38', '1', '7', 2, '25.00', null, '50.00'],
      ['39', '1', '7', 1, '60.00', '80.00', '60.00'],
      ['39', '2', '8', 4, '10.00', null, '40.00'],
      ['40', '1', '7', 2, '50.00', null, '100.00'],
      ['41', '1', '7', 2, '37.50', null, '75.00'],
    ]);
    const payments = await ctx.knex('all_at_once.shopping_payments').orderBy('id');
    expect(payments.map((p) => [p.id, p.shopping_id, p.amount_usd, p.amount_ves, p.exchange_rate, p.user_id])).toEqual([
      ['381', '38', '20.00', '0.00', null, '2'],
      ['382', '38', '30.00', '0.00', null, '1'],
      ['390', '39', '10.00', '365.00', '36.5', '1'],
      ['400', '40', '100.00', '0.00', null, '1'],
    ]);
  });

  it('verifies: a rebuild in any batch size equals the live rows', async () => {
    for (const batchSize of [1, 2, 1000])
      expect(await verifyProjections(ctx.knex, ctx.store, { projections: [shoppingsProjection], batchSize })).toEqual({
        ok: true,
        differences: [],
      });
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const table of shoppingsProjection.tables) {
      expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
      expect(await compareTable(ctx.knex, table, 'in_threes', 'all_at_once')).toEqual([]);
    }
  });
});
