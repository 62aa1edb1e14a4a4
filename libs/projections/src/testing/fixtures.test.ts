/**
 * Test helpers for the projection suites. Named *.test.ts so the library build leaves it out
 * (it reaches into /test/support) and jest does not take it for a suite (it runs *.spec.ts).
 */
import { knex as createKnex, Knex } from 'knex';
import { Pool } from 'pg';
import { EventMetadata } from '@bo/domain';
import { AppendResult, migrateEventStore, NewEvent, Position, PostgresEventStore, StreamAppend } from '@bo/event-store';
import { createTestDatabase, TestDatabase } from '../../../../test/support/database';

export interface TestContext {
  url: string;
  pool: Pool;
  knex: Knex;
  store: PostgresEventStore;
  /** Another knex on the same database (a second "process"), closed with the context. */
  openKnex(applicationName?: string): Knex;
  close(): Promise<void>;
}

export async function openTestContext(label: string): Promise<TestContext> {
  const database: TestDatabase = await createTestDatabase(label);
  const pool = new Pool({ connectionString: database.url, max: 6 });
  pool.on('error', () => undefined);
  await migrateEventStore(pool);
  const extra: Knex[] = [];
  const openKnex = (applicationName = 'projections_test'): Knex => {
    const instance = createKnex({
      client: 'pg',
      connection: { connectionString: database.url, application_name: applicationName },
      pool: { min: 0, max: 6 },
      // Connections cut on purpose (crash tests) are expected; their errors reach the callers anyway.
      log: { warn: () => undefined, error: () => undefined, debug: () => undefined, deprecate: () => undefined },
    });
    extra.push(instance);
    return instance;
  };
  const knex = openKnex();
  const store = new PostgresEventStore(pool);
  return {
    url: database.url,
    pool,
    knex,
    store,
    openKnex,
    async close() {
      await store.close();
      await Promise.all(extra.map((instance) => instance.destroy()));
      await pool.end();
      await database.drop();
    },
  };
}

export function metadata(at: string, userId: string | null = null): EventMetadata {
  return { user_id: userId, correlation_id: `c-${at}`, causation_id: null, idempotency_key: null, at };
}

/** A command's metadata: its request (one correlation id per command) and when it was done. */
export function commandMetadata(request: string, at: string, userId: string | null = '1'): EventMetadata {
  return { user_id: userId, correlation_id: `request-${request}`, causation_id: null, idempotency_key: null, at };
}

export interface StreamEvent extends NewEvent {
  streamId: string;
}

export const event = (streamId: string, type: string, data: unknown, meta: EventMetadata): StreamEvent => ({
  streamId,
  type,
  data,
  metadata: meta,
});

/** One accepted command: all its events in ONE atomic append, consecutive events of a stream together. */
export function commandAppends(events: StreamEvent[]): StreamAppend[] {
  const appends: StreamAppend[] = [];
  for (const { streamId, ...rest } of events) {
    const last = appends[appends.length - 1];
    if (last?.streamId === streamId) last.events.push(rest);
    else appends.push({ streamId, expectedVersion: 'any', events: [rest] });
  }
  return appends;
}

/**
 * Appends each event in its own transaction, in order, then waits until $all shows them: a
 * transaction still open anywhere on the server (another suite's) hides newer commits for a moment.
 */
export async function appendAll(
  ctx: Pick<TestContext, 'store' | 'pool'>,
  events: StreamEvent[],
): Promise<AppendResult[]> {
  const results: AppendResult[] = [];
  for (const { streamId, ...rest } of events) {
    results.push(await ctx.store.append([{ streamId, expectedVersion: 'any', events: [rest] }]));
  }
  if (results.length) await untilReadable(ctx.pool, results[results.length - 1].position);
  return results;
}

export async function untilReadable(pool: Pool, position: Position): Promise<void> {
  for (;;) {
    const result = await pool.query('select pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 as readable', [
      position.commit,
    ]);
    if (result.rows[0].readable) return;
    await sleep(10);
  }
}

export async function rows<T = Record<string, unknown>>(
  db: Knex,
  sql: string,
  bindings: Knex.RawBinding[] = [],
): Promise<T[]> {
  const result = await db.raw(sql, bindings);
  return result.rows as T[];
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
