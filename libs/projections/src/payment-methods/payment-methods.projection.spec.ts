import { catchUp } from '../catch-up';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, rows, TestContext } from '../testing/fixtures.test';
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
      { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null, foreign_currency: null },
      {
        id: '2',
        code: 'transferencia',
        name: 'Transferencia (Bs)',
        change: false,
        change_currency: 'VES',
        foreign_currency: null,
      },
    ]);
  });

  it('changes a method and removes a deleted one, in one batch or across batches', async () => {
    const at = metadata('2024-02-01T00:00:00Z', '1');
    const binance = { id: '8', code: 'binance', name: 'Binance', change: false, change_currency: null };
    await appendAll(ctx, [
      event('payment_method-8', 'PaymentMethodAdded', binance, at),
      event(
        'payment_method-8',
        'PaymentMethodUpdated',
        {
          id: '8',
          name: 'Binance Pay',
          change: false,
          change_currency: null,
          previous: { name: 'Binance', change: false, change_currency: null },
        },
        at,
      ),
      event(
        'payment_method-9',
        'PaymentMethodAdded',
        { id: '9', code: 'paypal', name: 'PayPal', change: false, change_currency: null },
        at,
      ),
      event('payment_method-9', 'PaymentMethodDeleted', { id: '9', code: 'paypal', name: 'PayPal' }, at),
    ]);
    await catchUp(ctx.knex, ctx.store, paymentMethodsProjection, 'rm');
    await appendAll(ctx, [
      event(
        'payment_method-2',
        'PaymentMethodUpdated',
        {
          id: '2',
          name: 'Transferencia',
          change: false,
          change_currency: null,
          previous: { name: 'Transferencia (Bs)', change: false, change_currency: 'VES' },
        },
        at,
      ),
      event('payment_method-8', 'PaymentMethodDeleted', { id: '8', code: 'binance', name: 'Binance Pay' }, at),
    ]);
    await catchUp(ctx.knex, ctx.store, paymentMethodsProjection, 'rm');
    expect(await rows(ctx.knex, `select * from rm.payment_methods order by id`)).toEqual([
      { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null, foreign_currency: null },
      {
        id: '2',
        code: 'transferencia',
        name: 'Transferencia',
        change: false,
        change_currency: null,
        foreign_currency: null,
      },
    ]);
  });
});
