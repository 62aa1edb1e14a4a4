/**
 * Catch-up speed of the projections: 1,000,000 events written straight into the event store's
 * tables (a mix of TaxeCreated / TaxeUpdated / UserRegistered over many streams), then the `taxes`
 * and `activity_log` runners (each its own, sharing their reads of $all as in production) replay them
 * to the end.
 * `node bench/dist/projection-catchup.js`; BENCH_CATCHUP_EVENTS and BENCH_CATCHUP_BATCH tune it.
 */
import { knex as createKnex, Knex } from 'knex';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { Pool } from 'pg';
import { comparePositions, lastStoredPosition, migrateEventStore, Position, PostgresEventStore } from '@bo/event-store';
import {
  activityLogProjection,
  createDeferredIndexes,
  migrateReadModels,
  Projection,
  ProjectionRunner,
  SharedCommits,
  SharedReads,
  taxesProjection,
} from '@bo/projections';
import { insertEvents } from './support/generated-events';
import { fmt } from './support/stats';

const EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? 1_000_000);
const BATCH_SIZE = Number(process.env.BENCH_CATCHUP_BATCH ?? 5000);
/** Starts a runner and resolves with the seconds it took to reach `end`. */
function timeCatchUp(
  knex: Knex,
  store: PostgresEventStore,
  reads: SharedReads,
  commits: SharedCommits,
  projection: Projection,
  end: Position,
): Promise<number> {
  const runner = new ProjectionRunner({ knex, store, reads, commits, projection, batchSize: BATCH_SIZE });
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    runner.onProgress((progress) => {
      if (comparePositions(progress.position, end) < 0) return;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      void runner.stop().then(() => resolve(seconds));
    });
    runner.start();
  });
}

export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const pool = new Pool({ connectionString: scratch.url, max: 6 });
  pool.on('error', () => undefined);
  const knex = createKnex({ client: 'pg', connection: scratch.url, pool: { min: 0, max: 6 } });
  const store = new PostgresEventStore(pool);
  try {
    await migrateEventStore(pool);
    let started = Date.now();
    await insertEvents(pool, EVENTS);
    console.log(
      `\nProjection catch-up: ${EVENTS.toLocaleString('en')} events inserted in ${fmt((Date.now() - started) / 1000)} s`,
    );
    const projections = [taxesProjection, activityLogProjection];
    await migrateReadModels(knex, 'rm', projections);
    const end = await lastStoredPosition(pool);

    started = Date.now();
    // The runners share their reads of $all and their commits, as the API's ProjectionsHost has them do.
    const reads = new SharedReads(store);
    const commits = new SharedCommits(knex);
    const seconds = await Promise.all(
      projections.map((projection) => timeCatchUp(knex, store, reads, commits, projection, end)),
    );
    const wall = (Date.now() - started) / 1000;
    projections.forEach((projection, i) => {
      console.log(
        `  ${projection.name.padEnd(13)} ${fmt(seconds[i])} s  ${Math.round(EVENTS / seconds[i]).toLocaleString('en')} events/s`,
      );
    });
    console.log(
      `  both, in parallel: ${fmt(wall)} s until every projection reached the end: ` +
        `${Math.round(EVENTS / wall).toLocaleString('en')} events/s ` +
        `(${Math.round((EVENTS * projections.length) / wall).toLocaleString('en')} event applications/s), batch ${BATCH_SIZE}`,
    );
    started = Date.now();
    await createDeferredIndexes(knex, 'rm', activityLogProjection);
    console.log(
      `  then the log's trigram search indexes, built once caught up: ${fmt((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await store.close();
    await knex.destroy();
    await pool.end();
    await scratch.close();
  }
}

runWhenMain(module, run);
