/**
 * The swap step of a rebuild beside the live tables (shadow-swap.ts): what the live schema holds
 * once a shadow copy is put in its place, and what becomes of a runner feeding the live copy.
 */
import { catchUp } from './catch-up';
import { readCheckpoint } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { Projection } from './projection';
import { ProjectionsHost } from './projections-host';
import { rebuildInShadow, shadowSchemaOf } from './shadow-rebuild';
import { SWAP_LOCK_TIMEOUT_MS, swapShadow } from './shadow-swap';
import { appendAll, event, metadata, openTestContext, rows, sleep, TestContext } from './testing/fixtures.test';
import { positionLogProjection } from './testing/position-log.projection.test';

const at = '2024-01-01T00:00:00.000Z';
const ticks = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => event(`tick-${(from + i) % 3}`, 'Tick', { i: from + i }, metadata(at)));
const SHADOW = shadowSchemaOf('rm', 'position_log');

describe('swapShadow', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await openTestContext('swap');
  });
  afterEach(() => ctx.close());

  it('given a shadow behind the live checkpoint, when swapped, then the live schema has the shadow rows caught up, its version, its indexes, and no shadow is left', async () => {
    const v1 = positionLogProjection();
    const v2: Projection = { ...v1, version: 2, retiredTables: ['seen_by_hour'] };
    await migrateReadModels(ctx.knex, 'rm', [v1]);
    await ctx.knex.raw(`create table rm.seen_by_hour (hour int primary key)`);
    await appendAll(ctx, ticks(5));
    await migrateReadModels(ctx.knex, SHADOW, [v2]);
    await catchUp(ctx.knex, ctx.store, v2, SHADOW);
    const last = (await appendAll(ctx, ticks(3, 5))).pop()!;
    await catchUp(ctx.knex, ctx.store, v1, 'rm');
    await ctx.knex.raw(`insert into rm.seen (position, type) values (-1, 'solo en la copia vieja')`);

    const swapped = await swapShadow(ctx.knex, ctx.store, v2, 'rm', SHADOW, 100);

    expect(swapped).toEqual({ position: last.position, events: 3 });
    expect(await readCheckpoint(ctx.knex, 'rm', 'position_log')).toMatchObject({ version: 2, position: last.position });
    const seen = await rows<{ position: string }>(ctx.knex, `select position::text from rm.seen order by position`);
    expect(seen.map((row) => row.position)).toHaveLength(8);
    expect(seen[0].position).not.toBe('-1');
    const relations = await rows<{ relname: string; nspname: string }>(
      ctx.knex,
      `select c.relname, n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relname in ('seen', 'seen_pkey', 'seen_by_hour') order by c.relname`,
    );
    expect(relations).toEqual([
      { relname: 'seen', nspname: 'rm' },
      { relname: 'seen_pkey', nspname: 'rm' },
    ]);
    expect(await rows(ctx.knex, `select 1 from pg_namespace where nspname = ?`, [SHADOW])).toEqual([]);
  });

  it('given a live runner committing batches, when the swap commits under it, then it carries on from the new checkpoint: no event lost or doubled', async () => {
    const projection = positionLogProjection();
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    await appendAll(ctx, ticks(20));
    const host = new ProjectionsHost({ knex: ctx.openKnex('live'), store: ctx.store, projections: [projection] });
    await host.start();
    try {
      await migrateReadModels(ctx.knex, SHADOW, [projection]);
      await catchUp(ctx.knex, ctx.store, projection, SHADOW);
      const writes = (async () => {
        for (let i = 0; i < 30; i++) await appendAll(ctx, ticks(1, 20 + i));
      })();
      await sleep(30);
      await swapShadow(ctx.knex, ctx.store, projection, 'rm', SHADOW, 100);
      await writes;
      const last = await rows<{ commit: string; position: string }>(
        ctx.knex,
        `select transaction_id::text as commit, global_position::text as position from events
         order by transaction_id desc, global_position desc limit 1`,
      );
      expect(await host.waitFor(last[0], 10_000)).toBe(true);
      const [{ count, distinct }] = await rows<{ count: string; distinct: string }>(
        ctx.knex,
        `select count(*)::text as count, count(distinct position)::text as distinct from rm.seen`,
      );
      expect({ count, distinct }).toEqual({ count: '50', distinct: '50' });
      expect(host.canServe).toBe(true);
    } finally {
      await host.stop();
    }
  });

  it('given a reader holding the live table longer than the swap waits for a lock, when rebuilt, then the swap gives way and succeeds once the reader is done', async () => {
    const projection = positionLogProjection();
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    await appendAll(ctx, ticks(10));
    await catchUp(ctx.knex, ctx.store, projection, 'rm');
    const reader = ctx.openKnex('long_report');
    let readerDone = 0;
    let holdsTable!: () => void;
    const reading = new Promise<void>((resolve) => (holdsTable = resolve));
    const report = reader.transaction(async (trx) => {
      await trx.raw(`select count(*) from rm.seen`);
      holdsTable();
      await sleep(SWAP_LOCK_TIMEOUT_MS + 1000);
      readerDone = Date.now();
    });
    // The rebuild starts once the report holds the table (not after a pause its connection may outlast).
    await reading;

    const rebuilt = await rebuildInShadow(ctx.knex, ctx.store, projection);
    // The swap could only commit once the report let the table go.
    expect(readerDone).toBeGreaterThan(0);
    await report;

    expect(rebuilt).toMatchObject({ events: 10 });
    expect((await ctx.knex('rm.seen').count({ n: '*' }))[0].n).toBe('10');
  });
});
