import { Client, DatabaseError, Pool } from 'pg';
import { createTestDatabase } from '../../../../test/support/database';
import {
  describeEventStoreContract,
  headPosition,
  readAllUntil,
  sleep,
  testEvent,
  testMetadata,
  uniqueStream,
} from '../contract/event-store.contract';
import { comparePositions, WrongExpectedVersionError } from '../port';
import {
  migrateEventStore,
  NON_APPENDING_APPLICATION_NAME,
  PostgresEventStore,
  PostgresEventStoreOptions,
} from './postgres-event-store';

async function postgresSubject(label: string, options: PostgresEventStoreOptions = {}) {
  const database = await createTestDatabase(label);
  const pool = new Pool({ connectionString: database.url, max: 12 });
  pool.on('error', () => undefined);
  await migrateEventStore(pool);
  await migrateEventStore(pool);
  const store = new PostgresEventStore(pool, options);
  return {
    store,
    pool,
    async cleanup() {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}

describeEventStoreContract('PostgreSQL', () => postgresSubject('es_pg'));
describeEventStoreContract('PostgreSQL, group commit', () => postgresSubject('es_pg_group', { groupCommit: true }));

describe('PostgresEventStore (PostgreSQL only)', () => {
  let subject: Awaited<ReturnType<typeof postgresSubject>>;

  beforeAll(async () => {
    subject = await postgresSubject('es_pg_only');
  });

  afterAll(async () => {
    await subject?.cleanup();
  });

  it('orders $all by transaction id as a number, not as text (9 before 10)', async () => {
    const { store, pool } = subject;
    const nine = uniqueStream('tx_nine');
    const ten = uniqueStream('tx_ten');
    const metadata = JSON.stringify(testMetadata());
    // Two long-committed transactions, inserted so that global_position alone would put 10 first.
    await pool.query(
      `insert into events (stream_id, stream_position, type, data, metadata, transaction_id)
       values ($1, 1, 'Old', '{}', $3, '10'::xid8), ($2, 1, 'Old', '{}', $3, '9'::xid8)`,
      [ten, nine, metadata],
    );
    const ours = (events: { streamId: string }[]) =>
      events.filter((event) => event.streamId === nine || event.streamId === ten).map((event) => event.streamId);
    const all = (await store.readAllPage({ commit: '0', position: '0' }, 100)).events;
    expect(ours(all)).toEqual([nine, ten]);
    const afterNine = (await store.readAllPage(all.find((event) => event.streamId === nine)!.position, 100)).events;
    expect(ours(afterNine)).toEqual([ten]);
  });

  it("gives an event's createdAt to the millisecond, as PostgreSQL's own timestamp says it, by stream and in $all", async () => {
    const { store, pool } = subject;
    const s = uniqueStream('created_ms');
    const from = await headPosition(store);
    await store.append([
      { streamId: s, expectedVersion: 'no_stream', events: [testEvent('First'), testEvent('Second')] },
    ]);
    // Microseconds that must not round up to the next millisecond, and a time written in another zone.
    // The events' triggers refuse an update (issue 32): the test alters them as a superuser would.
    const superuser = await pool.connect();
    try {
      await superuser.query('set session_replication_role = replica');
      await superuser.query(
        `update events set created_at = case stream_position
           when 1 then timestamptz '2024-02-29 23:59:59.999999+00' else timestamptz '1999-12-31 20:00:00.0005-04' end
         where stream_id = $1`,
        [s],
      );
    } finally {
      await superuser.query('reset session_replication_role');
      superuser.release();
    }
    const stored = await pool.query<{ created_at: Date }>(
      'select created_at from events where stream_id = $1 order by stream_position',
      [s],
    );
    const expected = stored.rows.map((row) => row.created_at.toISOString());
    expect(expected).toEqual(['2024-02-29T23:59:59.999Z', '2000-01-01T00:00:00.000Z']);
    const byStream = await store.readStream(s);
    expect(byStream.events.map((event) => event.createdAt.toISOString())).toEqual(expected);
    const inAll = (await readAllUntil(store, from, (seen) => seen.filter((e) => e.streamId === s).length >= 2)).filter(
      (event) => event.streamId === s,
    );
    expect(inAll.map((event) => event.createdAt.toISOString())).toEqual(expected);
  });

  it('does not return an event while a slower transaction may still commit before it', async () => {
    const { store, pool } = subject;
    const late = uniqueStream('late');
    const fast = uniqueStream('fast');
    const ours = <T extends { streamId: string }>(events: T[]) =>
      events.filter((e) => e.streamId === late || e.streamId === fast);
    const from = await headPosition(store);

    const slow = await pool.connect();
    try {
      await slow.query('begin');
      await slow.query(
        `select es_append(array[$1], array[-1]::bigint[], array[1], array['LateCommitted'], array['{"n":1}']::jsonb[], array[$2]::jsonb[])`,
        [late, JSON.stringify(testMetadata())],
      );
      await store.append([{ streamId: fast, expectedVersion: 'no_stream', events: [testEvent('FastCommitted')] }]);

      let checkpoint = from;
      for (let i = 0; i < 5; i++) {
        const page = (await store.readAllPage(checkpoint, 100)).events;
        expect(ours(page)).toEqual([]);
        if (page.length) checkpoint = page[page.length - 1].position;
        await sleep(40);
      }
      expect((await store.readStream(fast)).version).toBe(1);

      await slow.query('commit');
      const seen = ours(await readAllUntil(store, checkpoint, (events) => ours(events).length >= 2, 5000));
      expect(seen.map((e) => e.type)).toEqual(['LateCommitted', 'FastCommitted']);
    } finally {
      slow.release();
    }
  });

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Shared Hit Blocks': number;
    'Shared Read Blocks': number;
    Plans?: PlanNode[];
  }
  /** Every node of an analysed plan that reads a table: its kind and the pages it read. */
  const scansOf = (node: PlanNode): { type: string; relation: string; pages: number }[] => [
    ...(node['Relation Name']
      ? [
          {
            type: node['Node Type'],
            relation: node['Relation Name'],
            pages: node['Shared Hit Blocks'] + node['Shared Read Blocks'],
          },
        ]
      : []),
    ...(node.Plans ?? []).flatMap(scansOf),
  ];

  /** A transaction holding a transaction id (it wrote a row) on a connection of its own, named `applicationName`. */
  async function openWritingTransaction(applicationName: string) {
    const connectionString = (pool: Pool) => (pool.options as { connectionString: string }).connectionString;
    const client = new Client({ connectionString: connectionString(subject.pool), application_name: applicationName });
    await client.connect();
    await client.query('create table if not exists read_model_rows (n integer)');
    await client.query('begin');
    await client.query('insert into read_model_rows values (1)');
    return client;
  }

  it("a read model connection's open transaction does not hide events appended after it began", async () => {
    const { store } = subject;
    const from = await headPosition(store);
    const readModel = await openWritingTransaction(NON_APPENDING_APPLICATION_NAME);
    try {
      const stream = uniqueStream('after_read_model');
      await store.append([{ streamId: stream, expectedVersion: 'no_stream', events: [testEvent('Appended')] }]);
      const seen = (await store.readAllPage(from, 100)).events.filter((event) => event.streamId === stream);
      expect(seen.map((event) => event.type)).toEqual(['Appended']);
    } finally {
      await readModel.query('rollback');
      await readModel.end();
    }
  });

  it("another database's open transaction does not hide events: it cannot append to this one", async () => {
    const { store } = subject;
    const elsewhere = await createTestDatabase('es_pg_elsewhere');
    const other = new Client({ connectionString: elsewhere.url });
    await other.connect();
    try {
      await other.query('create table busy (n integer)');
      await other.query('begin');
      await other.query('insert into busy values (1)');
      const from = await headPosition(store);
      const stream = uniqueStream('after_other_database');
      await store.append([{ streamId: stream, expectedVersion: 'no_stream', events: [testEvent('Appended')] }]);
      const seen = (await store.readAllPage(from, 100)).events.filter((event) => event.streamId === stream);
      expect(seen.map((event) => event.type)).toEqual(['Appended']);
    } finally {
      await other.query('rollback');
      await other.end();
      await elsewhere.drop();
    }
  });

  it("any other connection's open transaction may still append: events after it wait until it ends", async () => {
    const { store } = subject;
    const from = await headPosition(store);
    const other = await openWritingTransaction('psql');
    const stream = uniqueStream('after_other');
    try {
      await store.append([{ streamId: stream, expectedVersion: 'no_stream', events: [testEvent('Appended')] }]);
      expect((await store.readAllPage(from, 100)).events.filter((event) => event.streamId === stream)).toEqual([]);
      // ...and the read says it held events back, so a reader looks again without waiting for a notice.
      expect((await store.readAllPage(from, 100)).heldBack).toBe(true);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    const page = await store.readAllPage(from, 100);
    expect(page.events.filter((event) => event.streamId === stream).map((event) => event.type)).toEqual(['Appended']);
    expect(page.heldBack).toBe(false);
  });

  it('reads a page of $all and a set of streams through the indexes, never the whole events table', async () => {
    const { store, pool } = subject;
    // Enough committed events for the planner to weigh an index against a scan, all before the horizon.
    await pool.query(
      `insert into events (stream_id, stream_position, type, data, metadata)
       select 'plan-filler-' || g, 1, 'Filler', '{}', '{}' from generate_series(1, 20000) as g`,
    );
    await pool.query('analyze events');
    const query = jest.spyOn(pool, 'query');
    await store.readAllPage({ commit: '1', position: '1' }, 10);
    await store.readStreams([uniqueStream('plan-a'), uniqueStream('plan-b')]);
    const texts = query.mock.calls.map(([config]) => (config as unknown as { text: string }).text);
    query.mockRestore();
    const client = await pool.connect();
    try {
      // The plan a prepared statement keeps after its first runs is the generic one.
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare page(xid8, bigint, int) as ${texts[0]}`);
      await client.query(`prepare streams(text[]) as ${texts[1]}`);
      // From the start of $all (a replay), whose events all lie before the horizon: each index scan
      // on events reads a few pages, as many as the page needs, not the index up to the horizon.
      for (const run of [`execute page('0', 0, 10)`, `execute streams(array['a', 'b'])`]) {
        const explained = await client.query(`explain (analyze, buffers, format json) ${run}`);
        const scans = scansOf(explained.rows[0]['QUERY PLAN'][0].Plan).filter((scan) => scan.relation === 'events');
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) {
          expect(scan.type).not.toBe('Seq Scan');
          expect(scan.pages).toBeLessThan(10);
        }
      }
    } finally {
      await client.query('deallocate all').catch(() => undefined);
      client.release();
    }
  });

  it('never deadlocks two multi-stream appends that name the same streams in opposite orders', async () => {
    const { store } = subject;
    const a = uniqueStream('lock-a');
    const b = uniqueStream('lock-b');
    await store.append([
      { streamId: a, expectedVersion: 'no_stream', events: [testEvent('Opened')] },
      { streamId: b, expectedVersion: 'no_stream', events: [testEvent('Opened')] },
    ]);
    const both = (first: string, second: string) =>
      store.append([
        { streamId: first, expectedVersion: 'any', events: [testEvent('Moved')] },
        { streamId: second, expectedVersion: 'any', events: [testEvent('Moved')] },
      ]);
    for (let round = 0; round < 20; round++) {
      await Promise.all([both(a, b), both(b, a), both(a, b), both(b, a)]);
    }
    expect((await store.readStream(a)).version).toBe(81);
    expect((await store.readStream(b)).version).toBe(81);
  });

  it('group commit: a conflict or a bad payload fails only its own append', async () => {
    const { pool } = subject;
    const group = new PostgresEventStore(pool, { groupCommit: { maxInFlight: 1 } });
    const streams = Array.from({ length: 20 }, (_, i) => uniqueStream(`group-${i}`));
    await Promise.all(
      streams.map((s) => group.append([{ streamId: s, expectedVersion: 'no_stream', events: [testEvent('Opened')] }])),
    );

    const results = await Promise.allSettled(
      streams.map((s, i) =>
        group.append([
          {
            streamId: s,
            expectedVersion: i % 3 === 1 ? 5 : 1,
            events: [testEvent('Grouped', i === 3 ? { bad: 'nul \u0000' } : { i })],
          },
        ]),
      ),
    );
    results.forEach((result, i) => {
      if (i % 3 === 1) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      } else if (i === 3) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseError);
      } else {
        expect(result.status).toBe('fulfilled');
      }
    });
    const versions = await Promise.all(streams.map(async (s) => (await group.readStream(s)).version));
    expect(versions).toEqual(streams.map((_, i) => (i % 3 === 1 || i === 3 ? 1 : 2)));
    await group.close();
  });

  it('group commit: concurrent appends share one transaction and its last position', async () => {
    const { pool } = subject;
    const group = new PostgresEventStore(pool, { groupCommit: { maxInFlight: 1 } });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        group.append([
          { streamId: uniqueStream(`shared-${i}`), expectedVersion: 'no_stream', events: [testEvent('Opened')] },
        ]),
      ),
    );
    const grouped = results.slice(1);
    expect(new Set(grouped.map((r) => r.position.commit)).size).toBe(1);
    expect(new Set(grouped.map((r) => r.position.position)).size).toBe(1);
    const events = await Promise.all(grouped.map((r) => group.readStream(r.versions[0].streamId)));
    const last = events
      .map((read) => read.events[0].position)
      .sort(comparePositions)
      .pop();
    expect(grouped[0].position).toEqual(last);
    await group.close();
  });
});
