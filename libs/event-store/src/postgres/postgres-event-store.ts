import { Pool, PoolClient } from 'pg';
import {
  AppendResult,
  EventStore,
  Position,
  RecordedEvent,
  StreamAppend,
  StreamRead,
  WrongExpectedVersionError,
} from '../port';
import { EVENT_STORE_SCHEMA_SQL } from './schema.sql';

export const EVENTS_CHANNEL = 'es_appended';

interface EventRow {
  stream_id: string;
  stream_position: string;
  global_position: string;
  transaction_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
}

const SELECT_COLUMNS = `stream_id, stream_position, global_position, transaction_id::text as transaction_id,
  type, data, metadata, created_at`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    position: { commit: row.transaction_id, position: row.global_position },
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}

function encodeExpected(expected: StreamAppend['expectedVersion']): number {
  if (expected === 'any') return -1;
  if (expected === 'no_stream') return 0;
  return expected;
}

/** Creates the event store's tables and function if they are missing. */
export async function migrateEventStore(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('event_store_migration'))`);
    await client.query(EVENT_STORE_SCHEMA_SQL);
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('event_store_migration'))`).catch(() => undefined);
    client.release();
  }
}

/** The default adapter: events in PostgreSQL, $all read in commit order below the snapshot's xmin. */
export class PostgresEventStore implements EventStore {
  private listenClient: PoolClient | null = null;
  private listening: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly pool: Pool) {}

  async append(appends: StreamAppend[]): Promise<AppendResult> {
    if (appends.length === 0) throw new Error('Nada que agregar');
    const streams: string[] = [];
    const expected: number[] = [];
    const counts: number[] = [];
    const types: string[] = [];
    const data: string[] = [];
    const metadata: string[] = [];
    for (const append of appends) {
      if (append.events.length === 0) throw new Error(`Sin eventos para ${append.streamId}`);
      streams.push(append.streamId);
      expected.push(encodeExpected(append.expectedVersion));
      counts.push(append.events.length);
      for (const event of append.events) {
        types.push(event.type);
        data.push(JSON.stringify(event.data));
        metadata.push(JSON.stringify(event.metadata));
      }
    }
    try {
      const result = await this.pool.query(
        'select * from es_append($1::text[], $2::bigint[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[])',
        [streams, expected, counts, types, data, metadata],
      );
      const rows = result.rows as {
        out_stream_id: string | null;
        out_version: string | null;
        out_global_position: string | null;
        out_transaction_id: string | null;
      }[];
      const last = rows[rows.length - 1];
      return {
        position: { commit: last.out_transaction_id as string, position: last.out_global_position as string },
        versions: rows
          .filter((row) => row.out_stream_id !== null)
          .map((row) => ({ streamId: row.out_stream_id as string, version: Number(row.out_version) })),
      };
    } catch (error) {
      const pgError = error as { code?: string; message?: string; detail?: string };
      if (pgError.code === 'ES409') {
        const append = appends.find((a) => a.streamId === pgError.message) ?? appends[0];
        const actual = pgError.detail ? Number(pgError.detail) : null;
        throw new WrongExpectedVersionError(append.streamId, append.expectedVersion, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StreamRead> {
    const result = await this.pool.query(
      `select ${SELECT_COLUMNS}, (select version from streams where stream_id = $1) as stream_version
       from events where stream_id = $1 and stream_position > $2
       order by stream_position limit $3`,
      [streamId, options.fromVersion ?? 0, options.maxCount ?? null],
    );
    if (result.rows.length === 0) {
      const version = await this.pool.query('select version from streams where stream_id = $1', [streamId]);
      return { version: version.rows.length ? Number(version.rows[0].version) : 0, events: [] };
    }
    return {
      version: Number(result.rows[0].stream_version),
      events: (result.rows as EventRow[]).map(toRecorded),
    };
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const result = await this.pool.query(
      `select ${SELECT_COLUMNS} from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by transaction_id, global_position
       limit $3`,
      [after.commit, after.position, limit],
    );
    return (result.rows as EventRow[]).map(toRecorded);
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.listening) this.listening = this.listen();
    return () => this.listeners.delete(listener);
  }

  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    this.listenClient = client;
    client.on('notification', () => this.listeners.forEach((listener) => listener()));
    client.on('error', () => undefined);
    await client.query(`listen ${EVENTS_CHANNEL}`);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    if (this.listening) await this.listening.catch(() => undefined);
    if (this.listenClient) {
      this.listenClient.release(true);
      this.listenClient = null;
    }
  }
}
