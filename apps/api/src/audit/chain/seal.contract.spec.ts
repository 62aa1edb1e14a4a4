/**
 * The seal's contract on each event store adapter (issue 32, item 1): whatever the store, the
 * sealer seals every event once, in $all order, through concurrent appends; a sealer started again
 * carries the same chain on; two sealers at once never seal twice (one holds the lock); and verify
 * walks the chain and finds it whole. PostgreSQL always; KurrentDB where KURRENTDB_URL is set (the
 * audit tables stay in PostgreSQL either way).
 */
import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/database';
import {
  migrateEventStore,
  PostgresEventStore,
  EventStore,
  KurrentEventStore,
  RecordedEvent,
  START,
} from '@bo/event-store';
import { testEvent, uniqueStream } from '../../../../../libs/event-store/src/contract/event-store.contract';
import { migrateAudit } from './audit.schema';
import { contentHash, GENESIS_SEAL, nextSeal } from './canonical-event';
import { verifyChain } from './chain-verify';
import { lastSeal } from './seal-rows';
import { Sealer } from './sealer';

interface Subject {
  pool: Pool;
  store: EventStore;
  close(): Promise<void>;
}

const waitFor = async (check: () => Promise<boolean>, what: string): Promise<void> => {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** Every event of $all, in its order. */
async function readAll(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after = START;
  for (;;) {
    const page = await store.readAllPage(after, 1000);
    events.push(...page.events);
    if (page.events.length < 1000 && !page.heldBack) return events;
    if (page.events.length) after = page.events[page.events.length - 1].position;
  }
}

function describeSealContract(name: string, open: () => Promise<Subject>): void {
  describe(`the seal on ${name}`, () => {
    let subject: Subject;
    const sealers: Sealer[] = [];
    const sealer = () => {
      const started = new Sealer(subject.pool, subject.store, { idleMs: 100 });
      sealers.push(started);
      started.start();
      return started;
    };
    const sealedUpTo = (count: number) =>
      waitFor(async () => ((await lastSeal(subject.pool))?.seq ?? 0) >= count, `${count} seals`);
    const appendMany = (streams: number, each: number) =>
      Promise.all(
        Array.from({ length: streams }, async () => {
          const stream = uniqueStream('sealed');
          for (let i = 0; i < each; i++)
            await subject.store.append([
              { streamId: stream, expectedVersion: i === 0 ? 'no_stream' : i, events: [testEvent('Sealed', { i })] },
            ]);
        }),
      );

    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      for (const started of sealers) await started.stop();
      await subject.close();
    });

    it('seals every event once, in $all order, through concurrent appends', async () => {
      const first = sealer();
      await appendMany(6, 10);
      const events = await readAll(subject.store);
      await sealedUpTo(events.length);
      await first.stop();
      const { rows } = await subject.pool.query<{ position: string; seal: Buffer }>(
        'select position::text, seal from audit.seals order by seq',
      );
      expect(rows.map((row) => row.position)).toEqual(events.map((event) => event.position.position));
      let seal = GENESIS_SEAL;
      for (const [index, event] of events.entries()) {
        seal = nextSeal(seal, contentHash(event));
        expect(rows[index].seal.equals(seal)).toBe(true);
      }
    });

    it('carries the same chain on when started again, and two at once never seal twice', async () => {
      await appendMany(3, 5);
      const [one, two] = [sealer(), sealer()];
      await appendMany(4, 5);
      const events = await readAll(subject.store);
      await sealedUpTo(events.length);
      await Promise.all([one.stop(), two.stop()]);
      const { rows } = await subject.pool.query<{ seqs: string; positions: string }>(
        'select count(*)::text as seqs, count(distinct position)::text as positions from audit.seals',
      );
      expect(rows[0]).toEqual({ seqs: String(events.length), positions: String(events.length) });
      const outcome = await verifyChain(subject.pool, subject.store);
      expect(outcome).toMatchObject({ ok: true, checked: events.length });
      expect(outcome.head?.position).toBe(events[events.length - 1].position.position);
    });
  });
}

async function auditDatabase(label: string): Promise<{ database: TestDatabase; pool: Pool }> {
  const database = await createTestDatabase(label);
  const pool = new Pool({ connectionString: database.url, max: 6 });
  pool.on('error', () => undefined);
  await migrateAudit(pool);
  return { database, pool };
}

describeSealContract('PostgreSQL', async () => {
  const { database, pool } = await auditDatabase('seal_pg');
  await migrateEventStore(pool);
  const store = new PostgresEventStore(pool);
  return {
    pool,
    store,
    async close() {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});

const kurrentUrl = process.env.KURRENTDB_URL;
if (kurrentUrl)
  describeSealContract('KurrentDB', async () => {
    const { database, pool } = await auditDatabase('seal_kurrent');
    const store = KurrentEventStore.fromConnectionString(kurrentUrl);
    return {
      pool,
      store,
      async close() {
        await store.close();
        await pool.end();
        await database.drop();
      },
    };
  });
else console.log('El contrato del sello sobre KurrentDB se omite: KURRENTDB_URL no está definido');
