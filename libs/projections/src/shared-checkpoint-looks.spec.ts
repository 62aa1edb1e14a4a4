import { START } from '@bo/event-store';
import { applyBatch } from './apply-batch';
import { resetCheckpoint } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { ProjectionRunner } from './projection-runner';
import { SharedCheckpointLooks } from './shared-checkpoint-looks';
import { appendAll, event, metadata, openTestContext, rows, sleep, TestContext } from './testing/fixtures.test';
import { positionLogProjection } from './testing/position-log.projection.test';
import { nextStamp } from './wake-signal';

const at = '2024-01-01T00:00:00.000Z';
const ticks = (count: number) =>
  Array.from({ length: count }, (_, i) => event(`tick-${i}`, 'Tick', { i }, metadata(at)));

describe('SharedCheckpointLooks', () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  /** Two projections' checkpoints in rm, and a count of the statements the looks send. */
  async function twoCheckpoints() {
    ctx = await openTestContext('checkpoint_looks');
    const first = positionLogProjection({ name: 'first_log', table: 'first_seen' });
    const second = positionLogProjection({ name: 'second_log', table: 'second_seen' });
    await migrateReadModels(ctx.knex, 'rm', [first, second]);
    const statements = { count: 0 };
    ctx.knex.on('query', () => statements.count++);
    return { first, second, statements, looks: new SharedCheckpointLooks(ctx.knex, 'rm') };
  }

  it("answers every runner's look with one read, and reads again for one that wrote its checkpoint since", async () => {
    const { first, statements, looks } = await twoCheckpoints();
    const since = nextStamp();
    const [a, b] = await Promise.all([looks.look('first_log', since), looks.look('second_log', since)]);
    expect([a?.position, b?.position]).toEqual([START, START]);
    expect(await looks.look('second_log', since)).toEqual(b);
    expect(statements.count).toBe(1);

    await appendAll(ctx, ticks(2));
    const [e1, e2] = (await ctx.store.readAllPage(START, 10)).events.slice(-2);
    const moved = await applyBatch(ctx.knex, 'rm', first, START, [e1, e2]);
    const written = nextStamp();
    const counted = statements.count;
    expect((await looks.look('first_log', written))?.position).toEqual(moved);
    expect(statements.count).toBe(counted + 1);
  });

  it('reads again once its last read is a second old', async () => {
    const { statements, looks } = await twoCheckpoints();
    await looks.look('first_log', 0);
    await sleep(1050);
    await looks.look('first_log', 0);
    expect(statements.count).toBe(2);
  });

  it('lets an idle runner notice that another process reset its checkpoint, as a look of its own did', async () => {
    const { first, looks } = await twoCheckpoints();
    const runner = new ProjectionRunner({
      knex: ctx.knex,
      store: ctx.store,
      looks,
      projection: first,
      log: () => undefined,
    });
    runner.start();
    try {
      await appendAll(ctx, ticks(3));
      const seen = async () => (await rows(ctx.knex, 'select * from rm.first_seen')).length;
      for (let deadline = Date.now() + 5000; (await seen()) < 3 && Date.now() < deadline;) await sleep(20);
      await sleep(1200); // it has looked once since, and found its checkpoint where it left it
      // A rebuild elsewhere empties the table and puts the checkpoint back at the start...
      await ctx.knex.transaction(async (trx) => {
        await trx.raw('truncate rm.first_seen');
        await resetCheckpoint(trx, 'rm', 'first_log', first.version);
      });
      // ...and the idle runner, looking once a second, replays every event.
      for (let deadline = Date.now() + 5000; (await seen()) < 3 && Date.now() < deadline;) await sleep(50);
      expect(await seen()).toBe(3);
    } finally {
      await runner.stop();
    }
  });
});
