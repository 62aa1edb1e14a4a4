import { QueryConfig } from 'pg';
import { StreamAppend } from '../port';
import { encodeAppend } from './encode-appends';

/** Several streams: the plpgsql `es_append` (ordered locks, raises ES409 on a conflict). */
export function multiStreamStatement(appends: StreamAppend[]): QueryConfig {
  const e = encodeAppend(appends);
  return {
    name: 'es_append',
    text: 'select * from es_append($1::text[], $2::bigint[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[])',
    values: [e.streams, e.expected, e.counts, e.types, e.data, e.metadata],
  };
}

/** Row of a single-stream append; no row at all means the expected version did not hold. */
export interface SingleStreamRow {
  version: string;
  global_position: string;
  transaction_id: string;
}

/**
 * One stream, the common case: ONE plain SQL statement (data-modifying CTEs), no plpgsql. Its
 * events carry the transaction's commit stamp (`es_stamp`), computed once.
 * The compare-and-set comes first; when it matches no row, nothing is inserted and no row is
 * returned. $1 stream, $2 event count, then the expected version when exact, then the events.
 */
export function singleStreamStatement(append: StreamAppend): QueryConfig {
  const { streamId, expectedVersion, events } = append;
  if (events.length === 0) throw new Error(`Sin eventos para ${streamId}`);
  const kind =
    expectedVersion === 'any' ? 'any' : expectedVersion === 'no_stream' || expectedVersion === 0 ? 'new' : 'exact';
  if (kind === 'exact' && (!Number.isInteger(expectedVersion) || (expectedVersion as number) < 0)) {
    throw new Error(`Versión esperada inválida: ${String(expectedVersion)}`);
  }
  const values: unknown[] = [streamId, events.length];
  let cas: string;
  if (kind === 'any') {
    cas = `insert into streams as s (stream_id, version) values ($1, $2) on conflict (stream_id) do update set version = s.version + $2 returning s.version`;
  } else if (kind === 'new') {
    cas = `insert into streams (stream_id, version) values ($1, $2) on conflict do nothing returning version`;
  } else {
    cas = `update streams set version = version + $2 where stream_id = $1 and version = $3 returning version`;
    values.push(expectedVersion);
  }
  const first = values.length + 1;
  let rows: string;
  if (events.length === 1) {
    const [event] = events;
    values.push(event.type, JSON.stringify(event.data ?? null), JSON.stringify(event.metadata));
    rows = `select $1, cas.version, $${first}, $${first + 1}::jsonb, $${first + 2}::jsonb, stamp.xid from cas, stamp`;
  } else {
    values.push(
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data ?? null)),
      events.map((event) => JSON.stringify(event.metadata)),
    );
    rows = `select $1, cas.version - $2 + e.ord, e.type, e.data, e.metadata, stamp.xid
      from cas, stamp, unnest($${first}::text[], $${first + 1}::jsonb[], $${first + 2}::jsonb[]) with ordinality as e(type, data, metadata, ord)
      order by e.ord`;
  }
  return {
    name: `es_append_1_${kind}_${events.length === 1 ? 'one' : 'many'}`,
    text: `with cas as (${cas}),
      stamp as (select es_stamp(pg_current_xact_id()) as xid),
      ins as (insert into events (stream_id, stream_position, type, data, metadata, transaction_id) ${rows} returning global_position)
      select cas.version::text as version, i.global_position::text as global_position, stamp.xid::text as transaction_id
      from cas, stamp, (select max(global_position) as global_position from ins) as i`,
    values,
  };
}
