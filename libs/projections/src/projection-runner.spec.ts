import { START } from '@bo/event-store';
import { applyBatch, CheckpointMovedError } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { ProjectionRunner } from './projection-runner';
import { appendAll, event, metadata, openTestContext, rows, sleep, TestContext } from './testing/fixtures.test';
import { positionLogProjection } from './testing/position-log.projection.test';

const at = '2024-01-01T00:00:00.000Z';
const someEvents = (count: number, type = 'Tick') =>
  Array.from({ length: count }, (_, i) => event(`tick-${i % 3}`, type, { i }, metadata(at)));

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('La condición no se cumplió a tiempo');
    await sleep(20);
  }
}

describe('ProjectionRunner', () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  it('applies a batch and moves its checkpoint in one transaction: a failing batch leaves neither', async () => {
    ctx = await openTestContext('runner_atomic');
    let poison: string | null = 'Poison';
    const projection = positionLogProjection({ failOn: () => poison });
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    await appendAll(ctx, [...someEvents(5), event('tick-9', 'Poison', {}, metadata(at)), ...someEvents(2)]);
    const runner = new ProjectionRunner({
      knex: ctx.knex,
      store: ctx.store,
      projection,
      lockRetryMs: 50,
      log: () => undefined,
    });
    runner.start();
    await sleep(400);
    // Every batch held the poison (batch size 2000): nothing was written, the checkpoint did not move.
    expect(await rows(ctx.knex, 'select * from rm.seen')).toEqual([]);
    expect((await readCheckpoint(ctx.knex, 'rm', 'position_log'))?.position).toEqual(START);

    poison = null;
    await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 8);
    const last = await rows<{ commit: string; position: string }>(
      ctx.knex,
      `select transaction_id::text as commit, global_position::text as position from events
       order by transaction_id desc, global_position desc limit 1`,
    );
    await until(async () => JSON.stringify(runner.position) === JSON.stringify(last[0]));
    expect((await readCheckpoint(ctx.knex, 'rm', 'position_log'))?.position).toEqual(last[0]);
    await runner.stop();
  });

  it('vacuums its tables and refreshes their statistics once a long catch-up ends, not after a short one', async () => {
    ctx = await openTestContext('runner_analyze');
    const projection = positionLogProjection();
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    const analyzed = async () =>
      (
        await rows<{ n: string }>(
          ctx.knex,
          `select least(analyze_count, vacuum_count) as n from pg_stat_user_tables where relname = 'seen'`,
        )
      )[0].n;
    const before = await analyzed();
    await appendAll(ctx, someEvents(3));
    const options = { knex: ctx.knex, store: ctx.store, projection, analyzeAfterEvents: 6, log: () => undefined };
    let runner = new ProjectionRunner(options);
    runner.start();
    await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 3);
    await runner.stop();
    await sleep(1500); // a backend reports its statistics within a second of going idle
    expect(await analyzed()).toBe(before);

    await appendAll(ctx, someEvents(6));
    runner = new ProjectionRunner(options);
    runner.start();
    await until(async () => Number(await analyzed()) > Number(before), 5_000);
    await runner.stop();
  });

  it('passes batches it does not handle without a transaction, then writes the checkpoint once idle', async () => {
    ctx = await openTestContext('runner_skips');
    const projection = { ...positionLogProjection(), handles: ['Tick'] };
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    const runner = new ProjectionRunner({ knex: ctx.knex, store: ctx.store, projection, log: () => undefined });
    const announced: string[] = [];
    runner.onProgress((progress) => announced.push(progress.position.position));
    runner.start();
    await appendAll(ctx, someEvents(2));
    await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 2);

    await appendAll(ctx, someEvents(3, 'Unrelated'));
    const last = await rows<{ commit: string; position: string }>(
      ctx.knex,
      `select transaction_id::text as commit, global_position::text as position from events
       order by transaction_id desc, global_position desc limit 1`,
    );
    // Announced at once (read-your-writes does not wait); the projection (which writes every event
    // it is given) was not given the unrelated ones…
    await until(async () => announced.includes(last[0].position));
    expect(await rows(ctx.knex, `select type from rm.seen where type = 'Unrelated'`)).toEqual([]);
    // …and the stored checkpoint follows when the runner is idle.
    await until(
      async () => (await readCheckpoint(ctx.knex, 'rm', 'position_log'))?.position.position === last[0].position,
    );
    await runner.stop();
  });

  describe('after a read, it reads again', () => {
    let started: ProjectionRunner | null = null;
    // Stopped even when a test fails, before the context closes.
    afterEach(() => started?.stop());

    /** A runner polling once a minute, counting its reads of $all. */
    function countingRunner() {
      const projection = positionLogProjection();
      const reads = {
        count: 0,
        readAllPage: (...args: Parameters<typeof ctx.store.readAllPage>) => {
          reads.count++;
          return ctx.store.readAllPage(...args);
        },
      };
      const runner = new ProjectionRunner({
        knex: ctx.knex,
        store: ctx.store,
        reads,
        projection,
        pollIntervalMs: 60_000,
        log: () => undefined,
      });
      started = runner;
      return { projection, reads, runner };
    }

    it('only when an append wakes it, once its read held nothing back', async () => {
      ctx = await openTestContext('runner_no_rereads');
      const { projection, reads, runner } = countingRunner();
      await migrateReadModels(ctx.knex, 'rm', [projection]);
      runner.start();
      await appendAll(ctx, someEvents(3));
      await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 3);
      await sleep(200);
      const settled = reads.count;
      // Woken with nothing new: one read, and no re-reads after it while nothing is held back.
      runner.wake();
      await sleep(400);
      expect(reads.count).toBe(settled + 1);
      await appendAll(ctx, someEvents(2));
      await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 5, 2_000);
    });

    it('soon and until they show, while an older transaction that wakes nobody holds events back', async () => {
      ctx = await openTestContext('runner_held_back');
      const { projection, runner } = countingRunner();
      await migrateReadModels(ctx.knex, 'rm', [projection]);
      runner.start();
      const other = ctx.openKnex('psql');
      const trx = await other.transaction();
      try {
        await trx.raw('create table busy (n integer)');
        // Appended and committed, but ordered after the open transaction: held back while it lasts.
        for (const { streamId, ...rest } of someEvents(2)) {
          await ctx.store.append([{ streamId, expectedVersion: 'any', events: [rest] }]);
        }
        await sleep(500);
        expect(await rows(ctx.knex, 'select * from rm.seen')).toEqual([]);
      } finally {
        await trx.rollback();
      }
      // Its end notifies no one; the runner, polling once a minute, still applies them at once.
      await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 2, 2_000);
    });
  });

  it('refuses a batch when the stored checkpoint is not where the runner thought', async () => {
    ctx = await openTestContext('runner_moved');
    const projection = positionLogProjection();
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    await appendAll(ctx, someEvents(3));
    const all = (await ctx.store.readAllPage(START, 10)).events;
    await applyBatch(ctx.knex, 'rm', projection, START, all.slice(0, 2));
    // A second runner still at START tries to apply the same events again.
    await expect(applyBatch(ctx.knex, 'rm', projection, START, all.slice(0, 2))).rejects.toBeInstanceOf(
      CheckpointMovedError,
    );
    expect(await rows(ctx.knex, 'select position from rm.seen order by position')).toHaveLength(2);
  });

  it('runs one runner per projection and schema at a time; another takes over when it stops', async () => {
    ctx = await openTestContext('runner_lock');
    const projection = positionLogProjection();
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    const first = new ProjectionRunner({ knex: ctx.openKnex('first'), store: ctx.store, projection, lockRetryMs: 50 });
    const second = new ProjectionRunner({
      knex: ctx.openKnex('second'),
      store: ctx.store,
      projection,
      lockRetryMs: 50,
    });
    first.start();
    await until(async () => first.holdsLock);
    second.start();
    await appendAll(ctx, someEvents(10));
    await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 10);
    expect(second.holdsLock).toBe(false);

    await first.stop();
    await until(async () => second.holdsLock);
    await appendAll(ctx, someEvents(5));
    await until(async () => (await rows(ctx.knex, 'select * from rm.seen')).length === 15);
    expect(second.position).not.toBeNull();
    await second.stop();
  });

  it('stop() lets the batch in progress commit', async () => {
    ctx = await openTestContext('runner_stop');
    // The batch signals that it began and then waits, inside its transaction, until stop() was asked.
    let began!: () => void;
    const batchBegan = new Promise<void>((resolve) => (began = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const projection = positionLogProjection({
      duringBatch: () => {
        began();
        return released;
      },
    });
    await migrateReadModels(ctx.knex, 'rm', [projection]);
    await appendAll(ctx, someEvents(4));
    const runner = new ProjectionRunner({ knex: ctx.knex, store: ctx.store, projection });
    runner.start();
    await batchBegan;
    const stopped = runner.stop();
    release();
    await stopped;
    expect(await rows(ctx.knex, 'select * from rm.seen')).toHaveLength(4);
    expect(runner.holdsLock).toBe(false);
  });
});
