// Why: a history restored onto another cluster must go on in order (new events after every restored
// one), and a store restored only in part must be refused at start, never served half.
// Each case gets its own database: they damage it on purpose.
import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../test/support/database';
import { testEvent, uniqueStream } from '../contract/event-store.contract';
import { comparePositions, Position, START } from '../port';
import { migrateEventStore, PostgresEventStore } from './postgres-event-store';
import { UnsafeStoreError } from './restore-checks';

let database: TestDatabase;
let pool: Pool;

beforeEach(async () => {
  database = await createTestDatabase('es_restore');
  pool = new Pool({ connectionString: database.url, max: 3 });
  await migrateEventStore(pool);
});

afterEach(async () => {
  await pool.end();
  await database.drop();
});

/** A history as a dump from a cluster whose transaction ids are a billion ahead of this one brings it. */
async function restoreHistoryFromAheadCluster(): Promise<{ stream: string; stamp: string }> {
  const stream = uniqueStream('restored');
  const stamp = await pool.query(`select (pg_current_xact_id()::text::bigint + 1000000000)::text as stamp`);
  await pool.query(`insert into streams (stream_id, version) values ($1, 1)`, [stream]);
  await pool.query(
    `insert into events (stream_id, stream_position, type, data, metadata, transaction_id)
     values ($1, 1, 'Restored', '{}', '{}', $2::xid8)`,
    [stream, stamp.rows[0].stamp],
  );
  return { stream, stamp: stamp.rows[0].stamp as string };
}

/**
 * $all after `from` as a subscriber reads it: a page is held back while an older transaction of
 * this database still runs (on a busy cluster, autovacuum analysing the new database's catalogues
 * after the migration), so the read is repeated until nothing is held back.
 */
async function readSettled(store: PostgresEventStore, from: Position = START) {
  for (let attempt = 0; ; attempt++) {
    const page = await store.readAllPage(from, 1000);
    if (!page.heldBack || attempt === 200) return page.events;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('event order across a restore onto a new cluster', () => {
  it('given a restored history stamped ahead of this cluster, when the store starts, then new events follow it in $all', async () => {
    const restored = await restoreHistoryFromAheadCluster();

    const { clockShift } = await migrateEventStore(pool);

    expect(clockShift).toBeGreaterThan(999_000_000);
    const store = new PostgresEventStore(pool);
    const [restoredEvent] = await readSettled(store);
    expect(restoredEvent.position.commit).toBe(restored.stamp);
    const fresh = uniqueStream('after_restore');
    const appended = await store.append([
      { streamId: fresh, expectedVersion: 'no_stream', events: [testEvent('New')] },
    ]);
    expect(comparePositions(appended.position, restoredEvent.position)).toBeGreaterThan(0);
    const afterRestored = await readSettled(store, restoredEvent.position);
    expect(afterRestored.map((event) => event.streamId)).toEqual([fresh]);
    await store.close();
  });

  it('given the same cluster, when the store starts again, then the stamps are not moved', async () => {
    const store = new PostgresEventStore(pool);
    await store.append([{ streamId: uniqueStream('plain'), expectedVersion: 'no_stream', events: [testEvent('A')] }]);

    expect((await migrateEventStore(pool)).clockShift).toBe(0);
    await store.close();
  });

  it('given a shifted store, when several streams are appended at once, then they carry the shifted stamp too', async () => {
    await restoreHistoryFromAheadCluster();
    await migrateEventStore(pool);
    const store = new PostgresEventStore(pool, { groupCommit: true });
    const [a, b] = [uniqueStream('multi_a'), uniqueStream('multi_b')];

    const appended = await Promise.all([
      store.append([
        { streamId: a, expectedVersion: 'no_stream', events: [testEvent('A')] },
        { streamId: b, expectedVersion: 'no_stream', events: [testEvent('B'), testEvent('C')] },
      ]),
      store.append([{ streamId: uniqueStream('single'), expectedVersion: 'no_stream', events: [testEvent('D')] }]),
    ]);

    const events = await readSettled(store);
    expect(events[0].type).toBe('Restored');
    expect(
      events
        .map((event) => event.type)
        .slice(1)
        .sort(),
    ).toEqual(['A', 'B', 'C', 'D']);
    for (const result of appended)
      expect(events.some((e) => comparePositions(e.position, result.position) === 0)).toBe(true);
    await store.close();
  });
});

describe('a store restored only in part is refused at start', () => {
  const refusal = () =>
    migrateEventStore(pool).then(
      () => null,
      (error: unknown) => error,
    );

  it('given a restore that did not reach its end (the marker unpopulated), when the store starts, then it refuses', async () => {
    await pool.query('refresh materialized view es_restore_complete with no data');

    const error = await refusal();

    expect(error).toBeInstanceOf(UnsafeStoreError);
    expect((error as Error).message).toContain('la copia de seguridad restaurada está incompleta');
    expect((error as Error).message).toContain('Restore the whole backup again');
  });

  it('given the marker missing from a store that has its clock, when the store starts, then it refuses', async () => {
    await pool.query('drop materialized view es_restore_complete');

    expect(await refusal()).toBeInstanceOf(UnsafeStoreError);
  });

  it('given events missing for a stream version, when the store starts, then it refuses naming both counts', async () => {
    await pool.query(`insert into streams (stream_id, version) values ('orphan-1', 3)`);

    const error = (await refusal()) as Error;

    expect(error).toBeInstanceOf(UnsafeStoreError);
    expect(error.message).toContain('suman 3 y hay 0 eventos');
  });

  it('given a missing constraint, when the store starts, then it refuses naming it', async () => {
    await pool.query('alter table events drop constraint events_stream_position');

    expect(((await refusal()) as Error).message).toContain('faltan events_stream_position');
  });

  it('given the position sequence behind the last event, when the store starts, then it refuses', async () => {
    const store = new PostgresEventStore(pool);
    await store.append([
      { streamId: uniqueStream('seq'), expectedVersion: 'no_stream', events: [testEvent('A'), testEvent('B')] },
    ]);
    await store.close();
    await pool.query(`select setval('events_global_position_seq', 1)`);

    expect(((await refusal()) as Error).message).toContain('secuencia de posiciones');
  });
});
