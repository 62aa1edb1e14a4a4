/** Runners that read the same batch commit it together; a failure of one never costs the others. */
import { RecordedEvent } from '@bo/event-store';
import { activityLogProjection } from './activity-log/activity-log.projection';
import { applyBatchTogether, CheckpointMovedError, SIDE_BY_SIDE_FROM } from './apply-batch';
import { catchUp } from './catch-up';
import { readCheckpoint } from './checkpoints';
import { compareTable } from './compare-tables';
import { ordersProjection } from './orders/orders.projection';
import { salesHistory } from './orders/sales-history.test';
import { stockProjection } from './stock/stock.projection';
import { migrateReadModels } from './migrate-read-models';
import { Projection } from './projection';
import { ProjectionsHost } from './projections-host';
import { SharedCommits } from './shared-commits';
import { appendAll, event, metadata, openTestContext, rows, TestContext } from './testing/fixtures.test';
import { positionLogProjection } from './testing/position-log.projection.test';

const at = '2024-01-01T00:00:00.000Z';
const ticks = (count: number) =>
  Array.from({ length: count }, (_, i) => event(`tick-${i}`, 'Tick', { i }, metadata(at)));

/** Who wrote each of a table's rows: the distinct transactions, and how many rows. */
async function writers(ctx: TestContext, table: string) {
  const found = await rows<{ written_by: string }>(ctx.knex, `select distinct written_by::text from rm.${table}`);
  const [{ n }] = await rows<{ n: number }>(ctx.knex, `select count(*)::int as n from rm.${table}`);
  return { transactions: found.map((row) => row.written_by), rows: n };
}

describe('SharedCommits', () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  const orders = () => positionLogProjection({ name: 'orders_like', table: 'seen_orders' });
  const stock = (failOn?: () => string | null) =>
    positionLogProjection({ name: 'stock_like', table: 'seen_stock', failOn });

  /** A database with two projections at the start, `count` events appended, and those events read. */
  async function twoProjections(label: string, second: Projection, count: number) {
    ctx = await openTestContext(label);
    const first = orders();
    await migrateReadModels(ctx.knex, 'rm', [first, second]);
    // One append: a replay's batch of a thousand events takes no thousand round trips.
    const events = ticks(count).map(({ streamId: _, ...tick }) => tick);
    await ctx.store.append([{ streamId: 'ticks', expectedVersion: 'any', events }]);
    const batch: RecordedEvent[] = (await ctx.store.readAllPage({ commit: '0', position: '0' }, count)).events;
    const start = (await readCheckpoint(ctx.knex, 'rm', first.name))!.position;
    return { first, second, batch, start, commits: new SharedCommits(ctx.knex) };
  }

  it('given two projections with the same batch in one turn, when committed, then one transaction writes both and moves both checkpoints', async () => {
    const { first, second, batch, start, commits } = await twoProjections('commits_together', stock(), 4);

    const ends = await Promise.all([
      commits.apply('rm', first, start, batch),
      commits.apply('rm', second, start, batch),
    ]);

    const last = batch[batch.length - 1].position;
    expect(ends).toEqual([last, last]);
    const [a, b] = [await writers(ctx, 'seen_orders'), await writers(ctx, 'seen_stock')];
    expect([a.rows, b.rows]).toEqual([4, 4]);
    expect(a.transactions).toHaveLength(1);
    expect(b.transactions).toEqual(a.transactions);
    expect((await readCheckpoint(ctx.knex, 'rm', first.name))?.position).toEqual(last);
    expect((await readCheckpoint(ctx.knex, 'rm', second.name))?.position).toEqual(last);
  });

  it('given one projection whose apply fails, when committed together, then the other still commits and only the failing one sees its error', async () => {
    const { first, second, batch, start, commits } = await twoProjections(
      'commits_one_fails',
      stock(() => 'Tick'),
      3,
    );

    const [ok, failed] = await Promise.allSettled([
      commits.apply('rm', first, start, batch),
      commits.apply('rm', second, start, batch),
    ]);

    expect(ok).toEqual({ status: 'fulfilled', value: batch[2].position });
    expect(failed.status).toBe('rejected');
    expect(String((failed as PromiseRejectedResult).reason)).toContain('Evento venenoso Tick');
    expect((await writers(ctx, 'seen_orders')).rows).toBe(3);
    expect((await writers(ctx, 'seen_stock')).rows).toBe(0);
    expect((await readCheckpoint(ctx.knex, 'rm', second.name))?.position).toEqual(start);
  });

  it('given one checkpoint moved under its runner, when committed together, then that one gets CheckpointMovedError and the other commits', async () => {
    const { first, second, batch, start, commits } = await twoProjections('commits_one_moved', stock(), 3);
    // Another process moved the second projection's checkpoint past the first event.
    await ctx.knex.raw(
      `update rm.projection_checkpoints set "commit" = ?::xid8, "position" = ?::bigint where name = ?`,
      [batch[0].position.commit, batch[0].position.position, second.name],
    );

    const [ok, moved] = await Promise.allSettled([
      commits.apply('rm', first, start, batch),
      commits.apply('rm', second, start, batch),
    ]);

    expect(ok.status).toBe('fulfilled');
    expect((moved as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointMovedError);
    expect((await writers(ctx, 'seen_orders')).rows).toBe(3);
    expect((await writers(ctx, 'seen_stock')).rows).toBe(0);
    expect((await readCheckpoint(ctx.knex, 'rm', second.name))?.position).toEqual(batch[0].position);
  });

  /** The second projection notes whether it started before the first had finished its apply. */
  function startOrder() {
    const order = { firstDone: false, secondStartedFirst: null as boolean | null };
    const first = positionLogProjection({
      name: 'orders_like',
      table: 'seen_orders',
      duringBatch: async () => void (order.firstDone = true),
    });
    const base = stock();
    const second: Projection = {
      ...base,
      apply(events, trx) {
        order.secondStartedFirst = !order.firstDone;
        return base.apply(events, trx);
      },
    };
    return { order, first, second };
  }

  it("given a replay's batch committed together, when the first projection waits on its statement, then the second is already computing its rows", async () => {
    const { order, first, second } = startOrder();
    const { batch, start } = await twoProjections('commits_side_by_side', second, SIDE_BY_SIDE_FROM);
    const members = [first, second].map((projection) => ({ projection, from: start }));

    const to = await applyBatchTogether(ctx.knex, 'rm', members, batch);

    expect(order.secondStartedFirst).toBe(true);
    expect(to).toEqual(batch[batch.length - 1].position);
    const [a, b] = [await writers(ctx, 'seen_orders'), await writers(ctx, 'seen_stock')];
    expect([a.rows, b.rows]).toEqual([SIDE_BY_SIDE_FROM, SIDE_BY_SIDE_FROM]);
    expect(b.transactions).toEqual(a.transactions);
  });

  it("given a command's few events committed together, when applied, then one projection after the other", async () => {
    const { order, first, second } = startOrder();
    const { batch, start } = await twoProjections('commits_one_after_other', second, 3);
    const members = [first, second].map((projection) => ({ projection, from: start }));

    await applyBatchTogether(ctx.knex, 'rm', members, batch);

    expect(order.secondStartedFirst).toBe(false);
    expect((await writers(ctx, 'seen_stock')).rows).toBe(3);
  });

  it("given a replay's batch committed together, when one statement fails and the other then meets the aborted transaction, then the error is the first one and nothing is written", async () => {
    const base = stock();
    // Sends its insert a turn later: by then the other one's statement has failed.
    const late: Projection = {
      ...base,
      async apply(events, trx) {
        await new Promise((resolve) => setImmediate(resolve));
        await base.apply(events, trx);
      },
    };
    const failing: Projection = { ...orders(), apply: async (_events, trx) => void (await trx.raw('select 1 / 0')) };
    const { batch, start } = await twoProjections('commits_first_failure', late, SIDE_BY_SIDE_FROM);

    const attempt = applyBatchTogether(
      ctx.knex,
      'rm',
      [
        { projection: late, from: start },
        { projection: failing, from: start },
      ],
      batch,
    );

    await expect(attempt).rejects.toThrow(/division by zero/);
    expect((await writers(ctx, 'seen_stock')).rows).toBe(0);
    expect((await readCheckpoint(ctx.knex, 'rm', late.name))?.position).toEqual(start);
    expect((await readCheckpoint(ctx.knex, 'rm', failing.name))?.position).toEqual(start);
  });

  it("given a host's runners woken by one append, when both projections act on it, then they commit it in one transaction", async () => {
    ctx = await openTestContext('commits_host');
    const [first, second] = [orders(), stock()];
    await migrateReadModels(ctx.knex, 'rm', [first, second]);
    const host = new ProjectionsHost({ knex: ctx.knex, store: ctx.store, projections: [first, second], schema: 'rm' });
    await host.start();
    try {
      // Caught up on nothing first, so both runners stand at the same place when the event comes.
      const [{ position: warm }] = await appendAll(ctx, ticks(1));
      expect(await host.waitFor(warm, 5000)).toBe(true);
      const [{ position }] = await appendAll(ctx, [event('sale-1', 'Tick', {}, metadata(at))]);
      expect(await host.waitFor(position, 5000)).toBe(true);
    } finally {
      await host.stop();
    }
    const written = async (table: string) =>
      rows<{ written_by: string }>(ctx.knex, `select written_by::text from rm.${table} order by position desc limit 1`);
    expect(await written('seen_stock')).toEqual(await written('seen_orders'));
  });

  it('given a history of sales, when orders, stock and the log commit each batch together, then their tables are those each gives alone', async () => {
    ctx = await openTestContext('commits_same_rows');
    await appendAll(ctx, salesHistory());
    const together = [ordersProjection, stockProjection, activityLogProjection];
    for (const schema of ['alone', 'together_1', 'together_3']) await migrateReadModels(ctx.knex, schema, together);
    for (const projection of together) await catchUp(ctx.knex, ctx.store, projection, 'alone', { batchSize: 1000 });
    for (const [schema, size] of [
      ['together_1', 1],
      ['together_3', 3],
    ] as const) {
      let from = (await readCheckpoint(ctx.knex, schema, ordersProjection.name))!.position;
      for (
        let batch = (await ctx.store.readAllPage(from, size)).events;
        batch.length > 0;
        batch = (await ctx.store.readAllPage(from, size)).events
      ) {
        const members = together.map((projection) => ({ projection, from }));
        from = await applyBatchTogether(ctx.knex, schema, members, batch);
      }
      for (const projection of together) {
        expect((await readCheckpoint(ctx.knex, schema, projection.name))?.position).toEqual(from);
        for (const table of projection.tables) expect(await compareTable(ctx.knex, table, 'alone', schema)).toEqual([]);
      }
    }
    expect((await rows(ctx.knex, 'select count(*)::int as n from together_3.orders'))[0]).toEqual({ n: 4 });
  });
});
