import { ALL_PROJECTIONS } from './all-projections';
import { catchUp } from './catch-up';
import { migrateReadModels } from './migrate-read-models';
import { ProjectionsHost } from './projections-host';
import { rebuildProjections } from './rebuild-projections';
import { verifyProjections } from './verify-projections';
import { appendAll, event, metadata, openTestContext, rows, sleep, TestContext } from './testing/fixtures.test';
import { sampleHistory } from './testing/sample-history.test';

describe('verifyProjections and rebuildProjections', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('verify');
    await migrateReadModels(ctx.knex, 'rm');
    await appendAll(ctx, sampleHistory());
    for (const projection of ALL_PROJECTIONS) await catchUp(ctx.knex, ctx.store, projection, 'rm');
  });
  afterAll(() => ctx.close());

  const scratchSchemas = () =>
    rows(ctx.knex, `select nspname from pg_namespace where nspname like 'rm_verify_%'`).then((found) => found.length);

  it('is ok when the live read models equal a rebuild, and leaves no scratch schema behind', async () => {
    expect(await verifyProjections(ctx.knex, ctx.store)).toEqual({ ok: true, differences: [] });
    expect(await scratchSchemas()).toBe(0);
  });

  it('reports a tampered row, a missing row and an extra row, table by table', async () => {
    await ctx.knex.raw(`update rm.taxes set change = 1.00 where id = 1`);
    await ctx.knex.raw(`delete from rm.logs where id = (select min(id) from rm.logs)`);
    await ctx.knex.raw(`insert into rm.payment_methods values (9, 'falso', 'Falso', true, null)`);
    const result = await verifyProjections(ctx.knex, ctx.store);
    expect(await verifyProjections(ctx.knex, ctx.store, { snapshotAttempts: 0 })).toEqual(result);
    expect(result.ok).toBe(false);
    expect(result.differences).toEqual([
      expect.stringMatching(/^taxes: solo en rm: \{"id":1,"change":1.00,"cop_change":0.008123,/),
      expect.stringMatching(/^taxes: solo en la reconstrucción: \{"id":1,"change":40.25,"cop_change":0.008123,/),
      expect.stringMatching(/^payment_methods: solo en rm: \{"id":9,"code":"falso"/),
      expect.stringMatching(
        /^logs: solo en la reconstrucción: \{"id":\d+,.*"description":"Registró al usuario Ana Pérez/,
      ),
    ]);
    expect(await scratchSchemas()).toBe(0);
  });

  it('rebuild puts the named projection back in line with the events', async () => {
    const results = await rebuildProjections(ctx.knex, ctx.store, ['taxes']);
    expect(results).toEqual([expect.objectContaining({ name: 'taxes', replayedBy: 'shadow', events: 10 })]);
    const after = await verifyProjections(ctx.knex, ctx.store);
    expect(after.differences.some((line) => line.startsWith('taxes'))).toBe(false);
    expect(after.ok).toBe(false);
    await rebuildProjections(ctx.knex, ctx.store);
    expect(await verifyProjections(ctx.knex, ctx.store)).toEqual({ ok: true, differences: [] });
  });

  it('refuses an unknown projection name', async () => {
    await expect(rebuildProjections(ctx.knex, ctx.store, ['nope'])).rejects.toThrow('Proyección desconocida: nope');
  });

  it('works while live runners are running: rebuild swaps in beside the runner, verify compares at its checkpoint', async () => {
    const host = new ProjectionsHost({ knex: ctx.openKnex('live'), store: ctx.store, projections: ALL_PROJECTIONS });
    await host.start();
    while (!host.runners.every((runner) => runner.holdsLock)) await sleep(10);
    try {
      const writes = appendAll(
        ctx,
        Array.from({ length: 60 }, (_, i) =>
          event(
            `taxe-${100 + i}`,
            'TaxeCreated',
            { id: String(100 + i), change: '36.50', cop_change: '0.009000' },
            metadata('2024-05-01T00:00:00.000Z', '1'),
          ),
        ),
      );
      const rebuilt = await rebuildProjections(ctx.knex, ctx.store, ['activity_log']);
      expect(rebuilt).toEqual([expect.objectContaining({ name: 'activity_log', replayedBy: 'shadow' })]);
      expect((await verifyProjections(ctx.knex, ctx.store)).differences).toEqual([]);
      // The other way to compare at the live checkpoint: holding the runner's next commit.
      expect(await verifyProjections(ctx.knex, ctx.store, { snapshotAttempts: 0 })).toEqual({
        ok: true,
        differences: [],
      });
      const last = (await writes).pop()!;
      expect(await host.waitFor(last.position, 5000)).toBe(true);
      expect(await verifyProjections(ctx.knex, ctx.store)).toEqual({ ok: true, differences: [] });
    } finally {
      await host.stop();
    }
  });
});
