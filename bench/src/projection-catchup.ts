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
import { comparePositions, migrateEventStore, Position, PostgresEventStore } from '@bo/event-store';
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
import { fmt } from './support/stats';

const EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? 1_000_000);
const BATCH_SIZE = Number(process.env.BENCH_CATCHUP_BATCH ?? 5000);
const CHUNK = 100_000;
const TAXE_STREAMS = 50_000;
/** One event in USER_EVERY registers a user; the others create or update a rate. */
const USER_EVERY = 50;

/**
 * Events g in [$1, $2]: each USER_EVERY-th registers user g/USER_EVERY; the rest walk the rate
 * streams round-robin (first event of a stream creates it, the next ones update it, with `previous`).
 * Acting users are among those registered so far (null for the first ones and every 7th event).
 */
const INSERT_EVENTS = `
with numbered as (
  select g, g % ${USER_EVERY} = 0 as is_user, g / ${USER_EVERY} as users_so_far,
         (g - g / ${USER_EVERY} - 1) % ${TAXE_STREAMS} + 1 as s,
         (g - g / ${USER_EVERY} - 1) / ${TAXE_STREAMS} + 1 as p
  from generate_series($1::bigint, $2::bigint) as g
), valued as (
  select *,
    ((3000 + (s * 7 + p * 13) % 5000) / 100.0)::numeric(18, 2)::text as change,
    ((3000 + (s * 7 + (p - 1) * 13) % 5000) / 100.0)::numeric(18, 2)::text as previous_change,
    ((8000 + (s * 11 + p * 17) % 2000) / 1000000.0)::numeric(18, 6)::text as cop_change,
    ((8000 + (s * 11 + (p - 1) * 17) % 2000) / 1000000.0)::numeric(18, 6)::text as previous_cop_change,
    jsonb_build_object(
      'user_id', case when users_so_far = 0 or g % 7 = 0 then null else ((g * 31) % users_so_far + 1)::text end,
      'correlation_id', md5(g::text)::uuid::text,
      'causation_id', null,
      'idempotency_key', null,
      'at', to_char((timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second') at time zone 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) as metadata
  from numbered
)
insert into events (stream_id, stream_position, type, data, metadata)
select
  case when is_user then 'user-' || users_so_far else 'taxe-' || s end,
  case when is_user then 1 else p end,
  case when is_user then 'UserRegistered' when p = 1 then 'TaxeCreated' else 'TaxeUpdated' end,
  case
    when is_user then jsonb_build_object(
      'id', users_so_far::text, 'first_name', 'Nombre' || users_so_far, 'last_name', 'Apellido' || users_so_far,
      'email', 'usuario' || users_so_far || '@example.com',
      'role', (array['admin', 'sales', 'storer', 'financial', 'endline'])[users_so_far % 5 + 1],
      'password_hash', '$argon2id$bench', 'owner', false)
    when p = 1 then jsonb_build_object('id', s::text, 'change', change, 'cop_change', cop_change)
    else jsonb_build_object('id', s::text, 'change', change, 'cop_change', cop_change,
      'previous', jsonb_build_object('change', previous_change, 'cop_change', previous_cop_change))
  end,
  metadata
from valued
order by g`;

/** Also used by the start-up test on a large store (test/http/startup-large-store.e2e.ts). */
export async function insertEvents(pool: Pool, count = EVENTS): Promise<void> {
  for (let from = 1; from <= count; from += CHUNK) {
    await pool.query(INSERT_EVENTS, [from, Math.min(count, from + CHUNK - 1)]);
  }
  await pool.query(`insert into streams (stream_id, version)
    select stream_id, max(stream_position) from events group by stream_id`);
  await pool.query('vacuum analyze events');
}

async function lastPosition(pool: Pool): Promise<Position> {
  const result = await pool.query(`select transaction_id::text as commit, global_position::text as position
    from events order by transaction_id desc, global_position desc limit 1`);
  return result.rows[0] as Position;
}

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
    await insertEvents(pool);
    console.log(
      `\nProjection catch-up: ${EVENTS.toLocaleString('en')} events inserted in ${fmt((Date.now() - started) / 1000)} s`,
    );
    const projections = [taxesProjection, activityLogProjection];
    await migrateReadModels(knex, 'rm', projections);
    const end = await lastPosition(pool);

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
