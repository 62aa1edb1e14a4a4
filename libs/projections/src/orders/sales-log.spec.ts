import { activityLogProjection } from '../activity-log/activity-log.projection';
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, TestContext } from '../testing/fixtures.test';
import { sale, salesHistory } from './sales-history.test';

describe('the activity log of sales', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('sales_log');
    // The log names a client by what the client's own events call it.
    const client = (id: string) =>
      event(
        `client-${id}`,
        'ClientCreated',
        { id, name: `Cliente ${id}`, identification: `V-${id}`, typeClient: 'a' },
        metadata('2026-01-01T00:00:00.000Z', null),
      );
    await appendAll(ctx, [
      client('10'),
      client('11'),
      ...salesHistory(),
      sale('100', 'OrderDiscountRemoved', { total: '30.00', state: 'request' }),
    ]);
    for (const schema of ['one_by_one', 'all_at_once'])
      await migrateReadModels(ctx.knex, schema, [activityLogProjection]);
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'one_by_one', { batchSize: 1 });
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'all_at_once', { batchSize: 1000 });
  });
  afterAll(() => ctx.close());

  it('names each sale by its number (1, 2, 3... as created) and its dollars as the screens write them', async () => {
    const logs = await ctx.knex('all_at_once.logs').whereIn('category', ['Ventas', 'Clientes']).orderBy('id');
    expect(logs.map((log) => [log.description, log.category])).toEqual([
      ['Registró el cliente V-10 Cliente 10', 'Clientes'],
      ['Registró el cliente V-11 Cliente 11', 'Clientes'],
      ['Registró la venta #1 por $20.00', 'Ventas'],
      ['Registró el presupuesto #2 por $30.00', 'Ventas'],
      ['Registró la venta #3 por $50.00', 'Ventas'],
      ['Registró un pago de $20.00 en la venta #3', 'Ventas'],
      ['Procesó el presupuesto #2', 'Ventas'],
      ['Registró un pago de $40.00 del cliente Cliente 10', 'Clientes'],
      ['Registró un pago de $30.00 en la venta #3', 'Ventas'],
      ['Registró un pago de $10.00 en la venta #2', 'Ventas'],
      ['Despachó 2 productos de la venta #3', 'Ventas'],
      ['Aplicó un descuento de $5.00 a la venta #2', 'Ventas'],
      ['Despachó 1 producto de la venta #1', 'Ventas'],
      ['Asignó la factura F-0001 a la venta #1', 'Ventas'],
      ['Registró la venta #4 por $15.00', 'Ventas'],
      ['Anuló la venta #4', 'Ventas'],
      // A devolution's effects, here each its own command (an approval appends them together).
      ['Descontó $15.00 de la venta #3 por la devolución #70 y devolvió $15.00 al saldo a favor del cliente', 'Ventas'],
      ['Abonó $15.00 al saldo a favor del cliente Cliente 10 por la devolución #70', 'Clientes'],
      ['Registró un pago de $5.00 con saldo a favor del cliente en la venta #2', 'Ventas'],
      ['Usó $5.00 del saldo a favor del cliente Cliente 10', 'Clientes'],
      ['Eliminó el descuento de la venta #2', 'Ventas'],
    ]);
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const table of activityLogProjection.tables)
      expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
  });
});
