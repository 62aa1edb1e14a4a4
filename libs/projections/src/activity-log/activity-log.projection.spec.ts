import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, rows, TestContext } from '../testing/fixtures.test';
import { sampleHistory } from '../testing/sample-history.test';
import { activityLogProjection, ROWS_SENT_AT_ONCE } from './activity-log.projection';

describe('activity_log projection', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('activity_log');
    await migrateReadModels(ctx.knex, 'rm', [activityLogProjection]);
  });
  afterAll(() => ctx.close());

  it('writes one row per command (one event each here): when, who, what and its category', async () => {
    const appended = await appendAll(ctx, sampleHistory());
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'rm');
    const logs = await rows(
      ctx.knex,
      `select id, created_at, user_id, user_name, description, category, event_type, stream_id from rm.logs order by id`,
    );
    expect(logs.map((log) => log.id)).toEqual(appended.map((result) => result.position.position));
    expect(logs.map((log) => [log.user_name, log.description, log.category])).toEqual([
      ['Sistema', 'Registró al usuario Ana Pérez (ana@example.com) como Administrador', 'Usuarios'],
      ['Ana Pérez', 'Registró el método de pago Efectivo', 'Sistema'],
      ['Ana Pérez', 'Registró el método de pago Transferencia (Bs)', 'Sistema'],
      ['Ana Pérez', 'Registró la tasa de cambio #1: 1$ = 36,50 BsD y 1 Bs = 0,009 COP', 'Tasas'],
      ['Ana Pérez', 'Registró al usuario Luis Gómez (luis@example.com) como Vendedor', 'Usuarios'],
      ['Luis Gómez', 'Registró la tasa de cambio #2: 1$ = 37,10 BsD y 1 Bs = 0,0089 COP', 'Tasas'],
      ['Luis Gómez', 'Modificó la tasa de cambio #1: 1$ = 36,50 → 40,25 BsD; 1 Bs = 0,009 → 0,008123 COP', 'Tasas'],
      ['Sistema', 'Registró la tasa de cambio #3: 1$ = 1.234,00 BsD y 1 Bs = 0,01 COP', 'Tasas'],
      ['Ana Pérez', 'Eliminó la tasa de cambio #3', 'Tasas'],
      ['Luis Gómez', 'Registró el evento OrderShipped en order-5', 'Sistema'],
    ]);
    expect(logs[0]).toMatchObject({ user_id: null, event_type: 'UserRegistered', stream_id: 'user-1' });
    expect(logs[7]).toMatchObject({ user_id: '99', user_name: 'Sistema' });
    expect(logs[3].created_at).toEqual(new Date('2024-01-15T12:03:00.000Z'));
  });

  it('names the user only from the event that registered them on, whatever the batch size', async () => {
    await appendAll(ctx, [
      event(
        'taxe-10',
        'TaxeCreated',
        { id: '10', change: '50.00', cop_change: '0.007000' },
        metadata('2024-03-01T00:00:00.000Z', '5'),
      ),
      event(
        'user-5',
        'UserRegistered',
        {
          id: '5',
          first_name: 'Eva',
          last_name: 'Ruiz',
          email: 'eva@example.com',
          role: 'storer',
          password_hash: 'h',
          owner: false,
        },
        metadata('2024-03-01T00:01:00.000Z', '1'),
      ),
      event('taxe-10', 'TaxeDeleted', { id: '10' }, metadata('2024-03-01T00:02:00.000Z', '5')),
    ]);
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'rm', { batchSize: 1000 });
    const logs = await rows(
      ctx.knex,
      `select user_name from rm.logs where stream_id in ('taxe-10', 'user-5') order by id`,
    );
    expect(logs.map((log) => log.user_name)).toEqual(['Sistema', 'Ana Pérez', 'Eva Ruiz']);
  });

  it('names a renamed user by the new name from the rename on, and keeps the old name on earlier rows', async () => {
    const profile = { email: 'eva@example.com', role: 'storer', owner: false, photo: null, organization_id: null };
    await appendAll(ctx, [
      event(
        'taxe-11',
        'TaxeCreated',
        { id: '11', change: '51.00', cop_change: '0.007000' },
        metadata('2024-03-02T00:00:00.000Z', '5'),
      ),
      event(
        'user-5',
        'UserUpdated',
        { id: '5', first_name: 'Eva', last_name: 'Ruiz de Paz', ...profile },
        metadata('2024-03-02T00:01:00.000Z', '1'),
      ),
      event('taxe-11', 'TaxeDeleted', { id: '11' }, metadata('2024-03-02T00:02:00.000Z', '5')),
    ]);
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'rm', { batchSize: 1000 });
    const logs = await rows(ctx.knex, `select user_name from rm.logs where stream_id = 'taxe-11' order by id`);
    expect(logs.map((log) => log.user_name)).toEqual(['Eva Ruiz', 'Eva Ruiz de Paz']);
  });

  it('names products and deposits as they were called at each move, whatever the batch size', async () => {
    const at = (minute: number) => metadata(`2024-03-03T00:0${minute}:00.000Z`, '1');
    const battery = { code: 'BAT-12', name: 'Batería 12V', product_category_id: '1' };
    const removed = (quantity: number, minute: number) =>
      event(
        'stock-256-3',
        'StockRemoved',
        {
          product_id: '256',
          deposit_id: '3',
          quantity,
          document: { type: 'inventory', id: '4', label: 'Salida de inventario #4' },
        },
        at(minute),
      );
    await appendAll(ctx, [
      event('deposit-3', 'DepositCreated', { id: '3', name: 'Depósito Central' }, at(0)),
      event('product-256', 'ProductCreated', { id: '256', ...battery }, at(1)),
      removed(2, 2),
      event(
        'product-256',
        'ProductUpdated',
        { id: '256', ...battery, name: 'Batería 12V Mitsubishi Lancer', previous: battery },
        at(3),
      ),
      removed(1, 4),
      event('product-256', 'ProductDeleted', { id: '256' }, at(5)),
    ]);
    for (const [schema, batchSize] of [
      ['rm', 1000],
      ['one_by_one', 1],
    ] as const) {
      if (schema !== 'rm') await migrateReadModels(ctx.knex, schema, [activityLogProjection]);
      await catchUp(ctx.knex, ctx.store, activityLogProjection, schema, { batchSize });
    }
    const logs = await rows(
      ctx.knex,
      `select description from rm.logs where stream_id in ('stock-256-3', 'product-256') order by id`,
    );
    expect(logs.map((log) => log.description)).toEqual([
      'Registró el producto BAT-12 Batería 12V',
      'Salieron 2 unidades de Batería 12V del Depósito Central por la salida de inventario #4',
      'Modificó el producto BAT-12 Batería 12V → BAT-12 Batería 12V Mitsubishi Lancer',
      'Salió 1 unidad de Batería 12V Mitsubishi Lancer del Depósito Central por la salida de inventario #4',
      'Eliminó el producto Batería 12V Mitsubishi Lancer',
    ]);
    for (const table of activityLogProjection.tables)
      expect(await compareTable(ctx.knex, table, 'rm', 'one_by_one')).toEqual([]);
  });

  it('finds rows by a piece of the description, the user or the category', async () => {
    const found = await rows(
      ctx.knex,
      `select description from rm.logs where description ilike ? or user_name ilike ? or category ilike ? order by id`,
      ['%luis gómez%', '%luis gómez%', '%luis gómez%'],
    );
    expect(found.map((row) => row.description)).toEqual([
      'Registró al usuario Luis Gómez (luis@example.com) como Vendedor',
      'Registró la tasa de cambio #2: 1$ = 37,10 BsD y 1 Bs = 0,0089 COP',
      'Modificó la tasa de cambio #1: 1$ = 36,50 → 40,25 BsD; 1 Bs = 0,009 → 0,008123 COP',
      'Registró el evento OrderShipped en order-5',
    ]);
    const indexes = await rows(
      ctx.knex,
      `select indexname from pg_indexes where schemaname = 'rm' and tablename = 'logs'`,
    );
    // The trigram indexes come once the projection has caught up (catchUp ends with them).
    expect(indexes.map((index) => index.indexname).sort()).toEqual([
      'logs_category_search',
      'logs_description_search',
      'logs_newest',
      'logs_pkey',
      'logs_user_name_search',
    ]);
  });

  it("given a replay's batch of more commands than it sends at once, when applied, then its rows go out in several statements and are those of small batches", async () => {
    const commands = 2 * ROWS_SENT_AT_ONCE + 500;
    const rates = Array.from({ length: commands }, (_, i) => ({
      streamId: `taxe-${1000 + i}`,
      expectedVersion: 'any' as const,
      events: [
        {
          type: 'TaxeCreated',
          data: { id: String(1000 + i), change: '40.00', cop_change: '0.008000' },
          metadata: metadata(new Date(Date.UTC(2024, 4, 1, 0, 0, i)).toISOString(), '1'),
        },
      ],
    }));
    await ctx.store.append(rates);
    for (const schema of ['replay_big', 'replay_small'])
      await migrateReadModels(ctx.knex, schema, [activityLogProjection]);

    const sent: string[] = [];
    const listen = (query: { sql: string }) => sent.push(query.sql);
    ctx.knex.on('query', listen);
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'replay_big', { batchSize: 10_000 }).finally(() =>
      ctx.knex.off('query', listen),
    );
    await catchUp(ctx.knex, ctx.store, activityLogProjection, 'replay_small', { batchSize: 100 });

    expect(sent.filter((sql) => sql.includes('insert into "logs"'))).toHaveLength(3);
    const [{ n }] = await rows<{ n: number }>(ctx.knex, `select count(*)::int as n from replay_big.logs`);
    expect(n).toBeGreaterThanOrEqual(commands);
    for (const table of activityLogProjection.tables)
      expect(await compareTable(ctx.knex, table, 'replay_big', 'replay_small')).toEqual([]);
  });
});
