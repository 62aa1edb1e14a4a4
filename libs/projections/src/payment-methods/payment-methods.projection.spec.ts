import { catchUp } from '../catch-up';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, openTestContext, rows, TestContext } from '../testing/fixtures.test';
import { sampleHistory } from '../testing/sample-history.test';
import { paymentMethodsProjection } from './payment-methods.projection';

describe('payment_methods projection', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('payment_methods');
    await migrateReadModels(ctx.knex, 'rm', [paymentMethodsProjection]);
  });
  afterAll(() => ctx.close());

  it('adds a row per payment method', async () => {
    await appendAll(ctx, sampleHistory());
    await catchUp(ctx.knex, ctx.store, paymentMethodsProjection, 'rm');
    expect(await rows(ctx.knex, `select * from rm.payment_methods order by id`)).toEqual([
      { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null },
      { id: '2', code: 'transferencia', name: 'Transferencia (Bs)', change: false, change_currency: 'VES' },
    ]);
  });
});
