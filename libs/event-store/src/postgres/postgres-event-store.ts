import { Pool, PoolClient } from 'pg';
import {
  AllPage,
  AppendResult,
  EventStore,
  Position,
  RecordedEvent,
  StreamAppend,
  StreamRead,
  WrongExpectedVersionError,
} from '../port';
import { multiStreamStatement, SingleStreamRow, singleStreamStatement } from './append-statements';
import { DEADLOCK } from './encode-appends';
import { GroupCommitOptions, GroupCommitter } from './group-commit';
import { checkRestoredStore } from './restore-checks';
import { EVENT_STORE_SCHEMA_SQL } from './schema.sql';

export const EVENTS_CHANNEL = 'es_appended';

/**
 * `created_at` is read as epoch milliseconds: a float is parsed natively, where pg's timestamp
 * parser (a regex per row) was 2 % of a million events' catch-up.
 */
const SELECT_COLUMNS = `stream_id, stream_position, global_position, transaction_id::text as transaction_id,
  type, data, metadata, floor(extract(epoch from created_at) * 1000)::float8 as created_ms`;

/**
 * The reads ask pg for their rows as arrays (`rowMode: 'array'`): pg builds no object of named
 * fields per event (a replay reads millions; arrays took the median of four passes of 400,000
 * events from 45,700 to 49,700 events/s). A row is the read's own columns, then SELECT_COLUMNS
 * from `at` on, all null when a left join found no event.
 */
type Row = unknown[];

function eventAt(row: Row, at: number): RecordedEvent | null {
  if (row[at + 2] === null) return null;
  return {
    streamId: row[at] as string,
    streamPosition: Number(row[at + 1]),
    position: { commit: row[at + 3] as string, position: row[at + 2] as string },
    type: row[at + 4] as string,
    data: row[at + 5],
    metadata: row[at + 6] as RecordedEvent['metadata'],
    createdAt: new Date(row[at + 7] as number),
  };
}

/** The events of rows whose SELECT_COLUMNS start at `at` (rows without one left out). */
function eventsOf(rows: Row[], at: number): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (const row of rows) {
    const event = eventAt(row, at);
    if (event) events.push(event);
  }
  return events;
}

function toAppendResult(rows: AppendRow[]): AppendResult {
  const last = rows[rows.length - 1];
  return {
    position: { commit: last.out_transaction_id as string, position: last.out_global_position as string },
    versions: rows
      .filter((row) => row.out_stream_id !== null)
      .map((row) => ({ streamId: row.out_stream_id as string, version: Number(row.out_version) })),
  };
}

/** What a start-up's migration did beyond creating what was missing. */
export interface EventStoreMigration {
  /** How far the commit stamps were moved past a restored history (0: they already followed it). */
  clockShift: number;
}

/**
 * Creates the event store's tables and functions if they are missing, refuses a store restored
 * only in part (`UnsafeStoreError`), and aligns the commit stamps with a history restored onto a
 * new cluster (`es_align_clock`).
 */
export async function migrateEventStore(pool: Pool): Promise<EventStoreMigration> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('event_store_migration'))`);
    await checkRestoredStore(client);
    await client.query(EVENT_STORE_SCHEMA_SQL);
    const aligned = await client.query('select es_align_clock()::text as shift');
    return { clockShift: Number(aligned.rows[0].shift) };
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('event_store_migration'))`).catch(() => undefined);
    client.release();
  }
}

/** The position of the last event in $all order (START when there is none). */
export async function lastStoredPosition(pool: Pool): Promise<Position> {
  const result = await pool.query(
    `select transaction_id::text as commit, global_position::text as position from events
      order by transaction_id desc, global_position desc limit 1`,
  );
  const row = result.rows[0] as Position | undefined;
  return row ? { commit: row.commit, position: row.position } : { commit: '0', position: '0' };
}

export interface PostgresEventStoreOptions {
  /** Group concurrent appends into one transaction each (see GroupCommitter). */
  groupCommit?: boolean | GroupCommitOptions;
  /** Least time between two NOTIFYs while appends keep committing (default 5 ms). */
  notifyIntervalMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface AppendRow {
  out_stream_id: string | null;
  out_version: string | null;
  out_global_position: string | null;
  out_transaction_id: string | null;
}

/**
 * Connections opened with this `application_name` promise never to append events (the read models'
 * connections: projections write many rows in transactions of their own).
 */
export const NON_APPENDING_APPLICATION_NAME = 'bo-read-models';

/**
 * Where a $all read stops: the oldest transaction still running, in this statement's snapshot, that
 * may be appending events (else the snapshot's xmax). Every event below it is committed and visible,
 * so a reader that moves past it never skips an event committed later. Left out are the transactions
 * of connections that never append (NON_APPENDING_APPLICATION_NAME: otherwise the projections' own
 * busy transactions would keep hiding new events from each other) and those of other databases of
 * the cluster, which cannot write this database's events (a snapshot lists every database's
 * transactions: another application's long transaction held this one's reads back). A transaction
 * not (or no longer) listed in pg_stat_activity counts as appending. The bound is a commit stamp,
 * like the events' (`es_stamp`: the transaction id plus the store's shift).
 */
const READ_HORIZON = `
  select es_stamp(coalesce(min(running.xid), pg_snapshot_xmax(pg_current_snapshot())))
  from pg_snapshot_xip(pg_current_snapshot()) as running(xid)
  where not exists (
    select 1 from pg_stat_activity other
    where other.backend_xid = xid(running.xid)
      and (other.application_name = '${NON_APPENDING_APPLICATION_NAME}' or other.datname <> current_database())
  )`;

/** The default adapter: events in PostgreSQL, $all read in commit order below the oldest appending transaction. */
export class PostgresEventStore implements EventStore {
  private listenClient: PoolClient | null = null;
  private listening: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly group: GroupCommitter | null;
  private notifying: Promise<void> | null = null;
  private notifyPending = false;
  private readonly notifyIntervalMs: number;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.notifyIntervalMs = options.notifyIntervalMs ?? 5;
    const group = options.groupCommit;
    this.group = group
      ? new GroupCommitter(
          pool,
          (appends) => this.appendAlone(appends),
          () => this.notify(),
          group === true ? {} : group,
        )
      : null;
  }

  append(appends: StreamAppend[]): Promise<AppendResult> {
    if (this.group) return this.group.append(appends);
    return this.appendAlone(appends);
  }

  /**
   * One append, one transaction, one statement: plain SQL for one stream, `es_append` for several
   * (it raises ES409 on a conflict, so its transaction keeps nothing).
   */
  private async appendAlone(appends: StreamAppend[]): Promise<AppendResult> {
    if (appends.length === 0) throw new Error('Nada que agregar');
    const single = appends.length === 1;
    const statement = single ? singleStreamStatement(appends[0]) : multiStreamStatement(appends);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.pool.query(statement);
        if (single) return await this.singleResult(appends[0], result.rows as SingleStreamRow[]);
        this.notify();
        return toAppendResult(result.rows as AppendRow[]);
      } catch (error) {
        const pgError = error as { code?: string; message?: string; detail?: string };
        if (pgError.code === 'ES409') {
          const append = appends.find((a) => a.streamId === pgError.message) ?? appends[0];
          const actual = pgError.detail ? Number(pgError.detail) : null;
          throw new WrongExpectedVersionError(append.streamId, append.expectedVersion, actual);
        }
        if (pgError.code !== DEADLOCK || attempt >= 3) throw error;
      }
    }
  }

  private async singleResult(append: StreamAppend, rows: SingleStreamRow[]): Promise<AppendResult> {
    if (rows.length === 0) {
      const actual = await this.pool.query('select version from streams where stream_id = $1', [append.streamId]);
      const version = actual.rows.length ? Number(actual.rows[0].version) : null;
      throw new WrongExpectedVersionError(append.streamId, append.expectedVersion, version);
    }
    this.notify();
    const [row] = rows;
    return {
      position: { commit: row.transaction_id, position: row.global_position },
      versions: [{ streamId: append.streamId, version: Number(row.version) }],
    };
  }

  /**
   * Wakes the listeners after a commit, throttled: at once when idle, then at most one NOTIFY
   * per `notifyIntervalMs` while appends keep committing. Sent on the LISTEN connection when this
   * store has one, so it takes no connection from the pool.
   */
  private notify(): void {
    this.notifyPending = true;
    if (this.notifying) return;
    this.notifying = (async () => {
      while (this.notifyPending) {
        this.notifyPending = false;
        const query = { name: 'es_notify', text: 'select es_notify()' };
        const viaPool = () => this.pool.query(query);
        await (this.listenClient ? this.listenClient.query(query).catch(viaPool) : viaPool()).catch(() => undefined);
        if (this.notifyPending && !this.closed) await sleep(this.notifyIntervalMs);
      }
      this.notifying = null;
    })();
  }

  /** One round trip: the stream's version row, left-joined to its events (none when it is new). */
  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StreamRead> {
    const result = await this.pool.query({
      name: 'es_read_stream',
      text: `select s.version as stream_version, e.* from streams s
        left join lateral (
          select ${SELECT_COLUMNS} from events
          where events.stream_id = s.stream_id and events.stream_position > $2
          order by events.stream_position limit $3
        ) e on true
        where s.stream_id = $1`,
      values: [streamId, options.fromVersion ?? 0, options.maxCount ?? null],
      rowMode: 'array',
    });
    const rows = result.rows as Row[];
    if (rows.length === 0) return { version: 0, events: [] };
    return { version: Number(rows[0][0]), events: eventsOf(rows, 1) };
  }

  /** One round trip for them all: each stream's version row, left-joined to its events. */
  async readStreams(streamIds: readonly string[]): Promise<StreamRead[]> {
    if (streamIds.length <= 1) return Promise.all(streamIds.map((streamId) => this.readStream(streamId)));
    const result = await this.pool.query({
      name: 'es_read_streams',
      text: `select s.stream_id as read_stream, s.version as stream_version, e.* from streams s
        left join lateral (
          select ${SELECT_COLUMNS} from events
          where events.stream_id = s.stream_id
          order by events.stream_position
        ) e on true
        where s.stream_id = any($1::text[])
        order by s.stream_id, e.stream_position`,
      values: [streamIds],
      rowMode: 'array',
    });
    const found = new Map<string, StreamRead>();
    for (const row of result.rows as Row[]) {
      const streamId = row[0] as string;
      let read = found.get(streamId);
      if (!read) found.set(streamId, (read = { version: Number(row[1]), events: [] }));
      const event = eventAt(row, 2);
      if (event) read.events.push(event);
    }
    return streamIds.map((streamId) => found.get(streamId) ?? { version: 0, events: [] });
  }

  /**
   * One statement: the page below the read horizon, and whether any committed event lies at or
   * past it (held back, to be read once the transactions before it end). That look starts the
   * index at the later of `after` and the horizon (one row comparison: with two bounds the index
   * was walked from `after`, all of $all for a replay), and is a scalar subquery in the index's
   * order (as an EXISTS, the generic plan scanned the whole table).
   */
  async readAllPage(after: Position, limit: number): Promise<AllPage> {
    const result = await this.pool.query({
      name: 'es_read_all_page',
      text: `with horizon as materialized (select (${READ_HORIZON}) as xid)
       select held.back as held_back, page.* from (
         select coalesce((
           select true from events
           where (transaction_id, global_position) > (
             greatest($1::xid8, (select xid from horizon)),
             case when $1::xid8 >= (select xid from horizon) then $2::bigint else 0 end
           )
           order by events.transaction_id, events.global_position
           limit 1
         ), false) as back
       ) held left join lateral (
         select ${SELECT_COLUMNS} from events
         where (transaction_id, global_position) > ($1::xid8, $2::bigint)
           and transaction_id < (select xid from horizon)
         order by events.transaction_id, events.global_position
         limit $3
       ) page on true`,
      values: [after.commit, after.position, limit],
      rowMode: 'array',
    });
    const rows = result.rows as Row[];
    return { events: eventsOf(rows, 1), heldBack: rows[0][0] as boolean };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.listening && !this.closed) this.listening = this.listen();
    this.listening?.catch(() => undefined);
    return () => this.listeners.delete(listener);
  }

  /** LISTENs on its own connection; after a (re)connection the listeners are called once. */
  private async listen(): Promise<void> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.relisten();
      throw error;
    }
    this.listenClient = client;
    const drop = () => {
      if (this.listenClient !== client) return;
      this.listenClient = null;
      client.release(true);
      this.relisten();
    };
    client.on('notification', () => this.wake());
    client.on('error', drop);
    try {
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      drop();
      throw error;
    }
    this.wake();
  }

  private relisten(): void {
    this.listening = null;
    setTimeout(() => {
      if (this.closed || this.listeners.size === 0 || this.listening) return;
      this.listening = this.listen();
      this.listening.catch(() => undefined);
    }, 1000).unref();
  }

  private wake(): void {
    this.listeners.forEach((listener) => listener());
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    if (this.notifying) await this.notifying;
    if (this.listening) await this.listening.catch(() => undefined);
    if (this.listenClient) {
      this.listenClient.release(true);
      this.listenClient = null;
    }
  }
}
