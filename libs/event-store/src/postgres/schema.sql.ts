/** The event store's tables and append function (idempotent). */
export const EVENT_STORE_SCHEMA_SQL = `
create table if not exists streams (
  stream_id text primary key,
  version bigint not null
);

create table if not exists events (
  global_position bigint generated always as identity primary key,
  stream_id text not null,
  stream_position bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  transaction_id xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  constraint events_stream_position unique (stream_id, stream_position)
);

create index if not exists events_commit_order on events (transaction_id, global_position);

-- Appends to several streams in one transaction. p_expected: -1 any, 0 no stream, n exact version.
-- Raises SQLSTATE 'ES409' (message: the stream id, detail: the actual version) on a conflict.
create or replace function es_append(
  p_streams text[], p_expected bigint[], p_counts int[],
  p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (out_stream_id text, out_version bigint, out_global_position bigint, out_transaction_id text)
language plpgsql as $$
declare
  i int;
  offs int := 0;
  new_version bigint;
  actual bigint;
  last_global bigint;
begin
  for i in 1 .. coalesce(array_length(p_streams, 1), 0) loop
    new_version := null;
    if p_expected[i] = -1 then
      insert into streams as s (stream_id, version) values (p_streams[i], p_counts[i])
        on conflict (stream_id) do update set version = s.version + p_counts[i]
        returning s.version into new_version;
    elsif p_expected[i] = 0 then
      insert into streams (stream_id, version) values (p_streams[i], p_counts[i])
        on conflict (stream_id) do nothing
        returning streams.version into new_version;
    else
      update streams set version = streams.version + p_counts[i]
        where streams.stream_id = p_streams[i] and streams.version = p_expected[i]
        returning streams.version into new_version;
    end if;
    if new_version is null then
      select s.version into actual from streams s where s.stream_id = p_streams[i];
      raise exception using errcode = 'ES409', message = p_streams[i], detail = coalesce(actual::text, '');
    end if;
    with inserted as (
      insert into events (stream_id, stream_position, type, data, metadata)
        select p_streams[i], new_version - p_counts[i] + g, p_types[offs + g], p_data[offs + g], p_metadata[offs + g]
        from generate_series(1, p_counts[i]) as g
        returning global_position
    )
    select greatest(max(inserted.global_position), last_global) into last_global from inserted;
    offs := offs + p_counts[i];
    out_stream_id := p_streams[i];
    out_version := new_version;
    return next;
  end loop;
  perform pg_notify('es_appended', '');
  out_stream_id := null;
  out_version := null;
  out_global_position := last_global;
  out_transaction_id := pg_current_xact_id()::text;
  return next;
end;
$$;
`;
