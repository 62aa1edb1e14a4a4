import { Pool } from 'pg';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { migrateEventStore, PostgresEventStore, PostgresEventStoreOptions } from '@bo/event-store';
import { fmt } from './support/stats';

const LEVELS = (process.env.BENCH_APPEND_LEVELS ?? '1,8,32').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_APPEND_ROUNDS ?? 3);
const WARMUP_SECONDS = 0.3;

const DATA = { product_id: 'p-0001', quantity: 3, price: '12.50', currency: 'USD' };
const METADATA = {
  user_id: 'u-bench',
  correlation_id: '00000000-0000-4000-8000-000000000000',
  causation_id: null,
  idempotency_key: null,
  at: '2025-01-01T00:00:00.000Z',
};
const TYPE = 'StockCommitted';

/** One way of appending: `append(stream, version)` appends one event at exact `version`. */
interface Contender {
  append(stream: string, version: number): Promise<void>;
  close(): Promise<void>;
}

type ContenderFactory = (url: string, concurrency: number) => Promise<Contender>;

/** A pool of `max` connections; an idle connection the server closes must not crash the run. */
function openPool(url: string, max: number): Pool {
  const pool = new Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

function ours(options: PostgresEventStoreOptions = {}): ContenderFactory {
  return async (url, concurrency) => {
    const pool = openPool(url, concurrency);
    const store = new PostgresEventStore(pool, options);
    return {
      async append(stream, version) {
        await store.append([
          { streamId: stream, expectedVersion: version, events: [{ type: TYPE, data: DATA, metadata: METADATA }] },
        ]);
      },
      async close() {
        await store.close();
        await pool.end();
      },
    };
  };
}

const PLAIN_SCHEMA = `
create table if not exists plain_streams (stream_id text primary key, version bigint not null);
create table if not exists plain_events (
  global_position bigint generated always as identity primary key,
  stream_id text not null,
  stream_position bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  transaction_id xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  unique (stream_id, stream_position)
);
create index if not exists plain_events_commit_order on plain_events (transaction_id, global_position);`;

/** The same rows by hand: BEGIN; compare-and-set the stream; INSERT the event; COMMIT. */
const plain: ContenderFactory = async (url, concurrency) => {
  const pool = openPool(url, concurrency);
  await pool.query(PLAIN_SCHEMA);
  const data = JSON.stringify(DATA);
  const metadata = JSON.stringify(METADATA);
  return {
    async append(stream, version) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const cas =
          version === 0
            ? await client.query({
                name: 'plain_create',
                text: 'insert into plain_streams (stream_id, version) values ($1, 1) on conflict do nothing',
                values: [stream],
              })
            : await client.query({
                name: 'plain_update',
                text: 'update plain_streams set version = version + 1 where stream_id = $1 and version = $2',
                values: [stream, version],
              });
        if (cas.rowCount !== 1) throw new Error(`Conflicto en ${stream}`);
        await client.query({
          name: 'plain_insert',
          text: 'insert into plain_events (stream_id, stream_position, type, data, metadata) values ($1, $2, $3, $4, $5)',
          values: [stream, version + 1, TYPE, data, metadata],
        });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};

/** emmett's PostgreSQL event store on the same database, its pool sized like ours. */
const emmett: ContenderFactory = async (url, concurrency) => {
  const pool = openPool(url, concurrency);
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
  return {
    async append(stream, version) {
      await store.appendToStream(stream, [{ type: TYPE, data: DATA, metadata: METADATA }], {
        expectedStreamVersion: BigInt(version),
      });
    },
    async close() {
      await store.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
};

/** `concurrency` workers, each appending to its own streams for `seconds`. */
async function measure(contender: Contender, label: string, concurrency: number, seconds: number) {
  let appends = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const stream = `${label}-${worker}`;
      for (let version = 0; performance.now() < until; version++) {
        await contender.append(stream, version);
        appends++;
      }
    }),
  );
  return { appends, seconds: (performance.now() - started) / 1000 };
}

/**
 * Appends per second of each contender at one concurrency. The machine may be shared, so the
 * contenders take turns in short rounds (order rotating) and each figure sums its rounds.
 */
async function rates(url: string, concurrency: number, contenders: Record<string, ContenderFactory>) {
  const names = Object.keys(contenders);
  const run = Math.random().toString(36).slice(2, 7);
  const totals = Object.fromEntries(names.map((name) => [name, { appends: 0, seconds: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length];
      const contender = await contenders[name](url, concurrency);
      try {
        await measure(contender, `${name}-${run}-${concurrency}-${round}-warm`, concurrency, WARMUP_SECONDS);
        const figure = await measure(
          contender,
          `${name}-${run}-${concurrency}-${round}`,
          concurrency,
          SECONDS / ROUNDS,
        );
        totals[name].appends += figure.appends;
        totals[name].seconds += figure.seconds;
      } finally {
        await contender.close();
      }
    }
  }
  return Object.fromEntries(names.map((name) => [name, totals[name].appends / totals[name].seconds]));
}

/**
 * Appends per second (one event per append, distinct streams, exact expected versions) at each
 * concurrency: our PostgreSQL adapter (alone and with group commit), the same rows by plain SQL
 * (one transaction per append), and emmett-postgresql. Figures only, nothing is asserted.
 */
export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  try {
    const setup = new Pool({ connectionString: scratch.url, max: 1 });
    await migrateEventStore(setup);
    await setup.end();
    console.log(`\n== Appends per second (1 event per append, ${SECONDS} s per figure in ${ROUNDS} rounds) ==`);
    const header = [
      'level',
      'ours/s',
      'group/s',
      'plain/s',
      'emmett/s',
      'ours/plain',
      'ours/emmett',
      'group/plain',
      'group/emmett',
    ];
    console.log(header.map((h) => h.padStart(13)).join(''));
    for (const level of LEVELS) {
      const figures = await rates(scratch.url, level, {
        plain,
        ours: ours(),
        group: ours({ groupCommit: true }),
        emmett,
      });
      const row = [
        String(level),
        fmt(figures.ours, 0),
        fmt(figures.group, 0),
        fmt(figures.plain, 0),
        fmt(figures.emmett, 0),
        fmt(figures.ours / figures.plain, 2),
        fmt(figures.ours / figures.emmett, 2),
        fmt(figures.group / figures.plain, 2),
        fmt(figures.group / figures.emmett, 2),
      ];
      console.log(row.map((cell) => cell.padStart(13)).join(''));
    }
    console.log('targets: ours/plain >= 0.9 and ours/emmett >= 1.3 at 8; group/plain >= 2 at 32');
  } finally {
    await scratch.close();
  }
}

runWhenMain(module, run);
