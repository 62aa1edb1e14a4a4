/**
 * Rebuilding the orders read model (`projections:rebuild`) and upgrading it (its version changed)
 * while a client keeps reading it: the copy is built beside the live tables and swapped in, so no
 * read ever sees fewer orders than there were, commands made meanwhile show at once and after,
 * and the result equals a fresh rebuild.
 */
import { Position } from '@bo/event-store';
import { readCheckpoint } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { ordersProjection } from './orders/orders.projection';
import { Projection } from './projection';
import { ProjectionsHost } from './projections-host';
import { rebuildProjections } from './rebuild-projections';
import {
  commandAppends,
  event,
  metadata,
  openTestContext,
  rows,
  sleep,
  StreamEvent,
  TestContext,
  untilReadable,
} from './testing/fixtures.test';
import { verifyProjections } from './verify-projections';

const ORDERS = 3000;

function orderCreated(id: number): StreamEvent {
  const at = new Date(Date.UTC(2026, 0, 15, 12, 0, id)).toISOString();
  return event(
    `order-${id}`,
    'OrderCreated',
    {
      id: String(id),
      client_id: String(10 + (id % 5)),
      client_name: `Cliente ${10 + (id % 5)}`,
      client_identification: `V-${10 + (id % 5)}`,
      date: '2026-01-15',
      state: 'delivery',
      isCredit: true,
      comentary: 'Venta',
      order_buy: null,
      exchange_rate: '36.50',
      cop_change: null,
      organization_id: null,
      lines: [
        {
          id: '1',
          product_id: '71',
          quick: false,
          code: 'P-1',
          name: 'Producto 1',
          deposit_id: '2',
          quantity: 2,
          price: '10.00',
          cost: '6.00',
        },
      ],
      subtotal: '20.00',
      discount: null,
      total: '20.00',
    },
    metadata(at, '1'),
  );
}

/** Many orders, a few hundred per atomic append (a large history in seconds). */
async function appendOrders(ctx: TestContext, from: number, count: number): Promise<Position> {
  let last!: Position;
  for (let start = from; start < from + count; start += 500) {
    const events = Array.from({ length: Math.min(500, from + count - start) }, (_, i) => orderCreated(start + i));
    last = (await ctx.store.append(commandAppends(events))).position;
  }
  await untilReadable(ctx.pool, last);
  return last;
}

interface Reads {
  counts: number[];
  errors: unknown[];
  stop(): Promise<void>;
}

/** A client reading the orders list over and over (on connections of its own) until stopped. */
function keepReading(ctx: TestContext): Reads {
  const reader = ctx.openKnex('reader');
  const reads: Reads = { counts: [], errors: [], stop: async () => undefined };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const [{ count }] = await rows<{ count: string }>(reader, `select count(*)::text as count from rm.orders`);
        reads.counts.push(Number(count));
      } catch (error) {
        reads.errors.push(error);
      }
    }
  })();
  reads.stop = async () => {
    stopped = true;
    await loop;
  };
  return reads;
}

/** Commands made while something else goes on: each must show in the live orders once its wait ends. */
async function commandsDuring(ctx: TestContext, host: ProjectionsHost, from: number, work: Promise<unknown>) {
  const seen: { id: number; shown: boolean }[] = [];
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  for (let id = from; !done || seen.length < 3; id++) {
    const { position } = await ctx.store.append(commandAppends([orderCreated(id)]));
    const reached = await host.waitFor(position, 10_000);
    const found = await rows(ctx.knex, `select id from rm.orders where id = ?`, [id]);
    seen.push({ id, shown: reached && found.length === 1 });
    await sleep(5);
  }
  await work;
  return seen;
}

async function startHost(ctx: TestContext, projection: Projection, logs: string[] = []): Promise<ProjectionsHost> {
  const host = new ProjectionsHost({
    knex: ctx.openKnex('live'),
    store: ctx.store,
    projections: [projection],
    log: (message) => logs.push(message),
  });
  await host.start();
  while (!host.runners.every((runner) => runner.holdsLock)) await sleep(10);
  return host;
}

const shadows = (ctx: TestContext) =>
  rows(ctx.knex, `select nspname from pg_namespace where nspname like 'rm_shadow_%'`).then((found) => found.length);

describe('rebuilding the orders read model while it is read', () => {
  let ctx: TestContext;
  let host: ProjectionsHost;

  beforeAll(async () => {
    ctx = await openTestContext('shadow');
    await migrateReadModels(ctx.knex, 'rm', [ordersProjection]);
    const last = await appendOrders(ctx, 1, ORDERS);
    host = await startHost(ctx, ordersProjection);
    expect(await host.waitFor(last, 30_000)).toBe(true);
  });
  afterAll(async () => {
    await host?.stop();
    await ctx.close();
  });

  it('given a live runner and a reader, when rebuilt, then every read saw all the orders, the commands made meanwhile showed, and it equals a fresh rebuild', async () => {
    const reads = keepReading(ctx);
    const rebuild = rebuildProjections(ctx.knex, ctx.store, ['orders'], 'rm', {
      projections: [ordersProjection],
      batchSize: 100,
    });
    const commands = await commandsDuring(ctx, host, 100_000, rebuild);
    await reads.stop();

    expect(await rebuild).toEqual([expect.objectContaining({ name: 'orders', replayedBy: 'shadow' })]);
    expect(reads.errors).toEqual([]);
    expect(reads.counts.length).toBeGreaterThan(10);
    expect(Math.min(...reads.counts)).toBeGreaterThanOrEqual(ORDERS);
    expect(commands.every((command) => command.shown)).toBe(true);
    const ids = commands.map((command) => command.id);
    expect(await rows(ctx.knex, `select id from rm.orders where id = any(?::bigint[])`, [ids])).toHaveLength(
      ids.length,
    );
    expect(await verifyProjections(ctx.knex, ctx.store, { projections: [ordersProjection] })).toEqual({
      ok: true,
      differences: [],
    });
    expect(await shadows(ctx)).toBe(0);
    expect(host.canServe).toBe(true);
  });

  it('given version 9 served and fed by a runner, when version 10 is migrated while reads go on, then no read is short, the old runner stops saying why, and version 10 equals a fresh rebuild', async () => {
    const bumped: Projection = { ...ordersProjection, version: ordersProjection.version + 1 };
    const logs: string[] = [];
    await host.stop();
    host = await startHost(ctx, ordersProjection, logs);
    const before = Number((await rows<{ n: string }>(ctx.knex, `select count(*) as n from rm.orders`))[0].n);
    const reads = keepReading(ctx);
    const upgrade = migrateReadModels(ctx.knex, 'rm', [bumped], { store: ctx.store, batchSize: 100 });
    const commands = await commandsDuring(ctx, host, 200_000, upgrade);
    await reads.stop();

    expect(await upgrade).toEqual(['orders']);
    expect(reads.errors).toEqual([]);
    expect(Math.min(...reads.counts)).toBeGreaterThanOrEqual(before);
    expect((await readCheckpoint(ctx.knex, 'rm', 'orders'))?.version).toBe(bumped.version);
    // The version 9 runner fed the old tables until the swap; then it stopped, and said so.
    while (host.canServe) await sleep(20);
    expect(host.outdatedProjections()).toEqual(['orders']);
    expect(logs.join('\n')).toContain(`otro proceso la actualizó a la versión ${bumped.version}`);
    expect(logs.join('\n')).toContain(`another process upgraded it to version ${bumped.version}`);

    await host.stop();
    host = await startHost(ctx, bumped);
    const { position } = await ctx.store.append(commandAppends([orderCreated(300_000)]));
    expect(await host.waitFor(position, 10_000)).toBe(true);
    const ids = [...commands.map((command) => command.id), 300_000];
    expect(await rows(ctx.knex, `select id from rm.orders where id = any(?::bigint[])`, [ids])).toHaveLength(
      ids.length,
    );
    expect(await verifyProjections(ctx.knex, ctx.store, { projections: [bumped] })).toEqual({
      ok: true,
      differences: [],
    });
    expect(await shadows(ctx)).toBe(0);
  });
});
