/**
 * The event store's tables and functions (idempotent).
 *
 * - `es_try_append`: the core. Compare-and-set of every stream of ONE append (existing rows locked
 *   in stream_id order first, so two multi-stream appends cannot deadlock), then its events.
 *   On a conflict it undoes its own compare-and-sets and returns the conflict instead of raising.
 * - `es_append`: one append per call; raises SQLSTATE 'ES409' (message: the stream id, detail:
 *   the actual version) on a conflict, so the caller's transaction keeps nothing.
 * - `es_append_group`: several independent appends in one transaction (group commit); a conflict
 *   fails only its own append. Compare-and-sets one by one, then one insert of all the events.
 * - `es_stamp` / `es_clock`: an event's commit stamp is its transaction id moved by the store's
 *   shift (0 until a logical restore onto a new cluster, whose transaction ids start far below
 *   the dump's); `es_align_clock` raises the shift at start-up so new stamps follow every stored
 *   one (docs/architecture.md, "Event order across restores").
 * - `es_refuse_change` (issue 32): events are never updated, deleted or truncated; a trigger refuses
 *   it (SQLSTATE 'ES403'), so only someone who turns the trigger off can alter the history, and the
 *   sealed chain (apps/api/src/audit/chain) then says where.
 * - `es_notify`: wakes the listeners. Sent by the adapter AFTER the append committed: a NOTIFY
 *   inside the append transaction takes a cluster-wide lock until its commit is flushed, which
 *   serialises every appending transaction. Its own commit need not wait for the WAL flush.
 */
export const EVENT_STORE_SCHEMA_SQL = `
-- One row: how far this cluster's transaction ids are moved to stamp events.
create table if not exists es_clock (
  singleton boolean primary key default true check (singleton),
  shift bigint not null default 0
);
insert into es_clock (singleton, shift) values (true, 0) on conflict (singleton) do nothing;

-- The commit stamp of a transaction id (or of a snapshot's bound): the id plus the shift.
create or replace function es_stamp(p_xid xid8) returns xid8 language sql stable parallel safe as $$
  select (p_xid::text::bigint + (select c.shift from es_clock c where c.singleton))::text::xid8
$$;

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
  transaction_id xid8 not null default es_stamp(pg_current_xact_id()),
  created_at timestamptz not null default now(),
  constraint events_stream_position unique (stream_id, stream_position)
);
do $$ begin
  -- Stores made before the shift stamped with the bare transaction id.
  if (select pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d
        join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
       where d.adrelid = 'events'::regclass and a.attname = 'transaction_id') not like '%es_stamp%' then
    alter table events alter column transaction_id set default es_stamp(pg_current_xact_id());
  end if;
end $$;

create index if not exists events_commit_order on events (transaction_id, global_position);

-- Called at every start-up (under the migration's lock): when this cluster's transaction ids are
-- at or below the last stored stamp (a pg_dump restored into a new cluster), the shift grows so
-- that every later transaction's stamp follows it. Answers how much it grew (0: nothing to do).
-- Every transaction that appends afterwards takes its id after this one, so its stamp is higher.
create or replace function es_align_clock() returns bigint language plpgsql as $$
declare
  v_last xid8;
  v_now xid8;
  v_gap bigint;
begin
  perform pg_advisory_xact_lock(hashtext('es_clock'));
  select e.transaction_id into v_last from events e order by e.transaction_id desc, e.global_position desc limit 1;
  v_now := es_stamp(pg_current_xact_id());
  if v_last is null or v_now > v_last then
    return 0;
  end if;
  v_gap := v_last::text::bigint - v_now::text::bigint + 1;
  update es_clock set shift = shift + v_gap where singleton;
  return v_gap;
end;
$$;

-- Populated when created; a pg_restore refreshes it last of all (after the data, indexes and
-- constraints), so a restore cut short leaves it unpopulated and the start-up refuses to serve.
create materialized view if not exists es_restore_complete as select true as complete;

-- Compare-and-set of one stream's version: the new version, or null when the expectation fails.
-- p_expected: -1 any, 0 no stream, n exact version.
create or replace function es_bump_version(p_stream text, p_expected bigint, p_count int)
returns bigint language plpgsql as $$
declare
  new_version bigint;
begin
  if p_expected = -1 then
    insert into streams as s (stream_id, version) values (p_stream, p_count)
      on conflict (stream_id) do update set version = s.version + p_count
      returning s.version into new_version;
  elsif p_expected = 0 then
    insert into streams (stream_id, version) values (p_stream, p_count)
      on conflict (stream_id) do nothing
      returning streams.version into new_version;
  else
    update streams set version = streams.version + p_count
      where streams.stream_id = p_stream and streams.version = p_expected
      returning streams.version into new_version;
  end if;
  return new_version;
end;
$$;

-- p_expected: -1 any, 0 no stream, n exact version. p_counts: events per stream (>= 1).
create or replace function es_try_append(
  p_streams text[], p_expected bigint[], p_counts int[],
  p_types text[], p_data jsonb[], p_metadata jsonb[],
  out o_versions bigint[], out o_last_global bigint,
  out o_conflict_stream text, out o_conflict_actual bigint
) language plpgsql as $$
declare
  n int := coalesce(array_length(p_streams, 1), 0);
  i int;
  k int;
  new_version bigint;
  v_stamp xid8 := es_stamp(pg_current_xact_id());
begin
  o_versions := array_fill(null::bigint, array[n]);
  if n > 1 then
    perform 1 from streams where stream_id = any(p_streams) order by stream_id for update;
  end if;
  for i in 1 .. n loop
    if p_counts[i] is null or p_counts[i] < 1 then
      raise exception 'es_try_append: % sin eventos', p_streams[i];
    end if;
    new_version := es_bump_version(p_streams[i], p_expected[i], p_counts[i]);
    if new_version is null then
      select s.version into o_conflict_actual from streams s where s.stream_id = p_streams[i];
      o_conflict_stream := p_streams[i];
      for k in 1 .. i - 1 loop
        update streams set version = streams.version - p_counts[k] where streams.stream_id = p_streams[k];
      end loop;
      if i > 1 then
        delete from streams where streams.stream_id = any(p_streams[1:i - 1]) and streams.version = 0;
      end if;
      o_versions := null;
      return;
    end if;
    -- Element assignment, not o_versions || new_version: that copies the array each time
    -- (quadratic: 20,000 streams took half a minute).
    o_versions[i] := new_version;
  end loop;
  if n = 1 and p_counts[1] = 1 then
    insert into events (stream_id, stream_position, type, data, metadata, transaction_id)
      values (p_streams[1], o_versions[1], p_types[1], p_data[1], p_metadata[1], v_stamp)
      returning global_position into o_last_global;
    return;
  end if;
  -- ONE insert of every event in request order (not one per stream): stream j's events are
  -- entries before_j + 1 .. before_j + count_j of the event arrays.
  with s as (
    select u.stream, u.version, u.count, sum(u.count) over (order by u.j) - u.count as before
    from unnest(p_streams, o_versions, p_counts) with ordinality as u(stream, version, count, j)
  ), m as (
    select s.stream, s.version - s.count + g as position, s.before + g as ord
    from s, generate_series(1, s.count) as g
  ), inserted as (
    insert into events (stream_id, stream_position, type, data, metadata, transaction_id)
      select m.stream, m.position, e.type, e.data, e.metadata, v_stamp
      from m join unnest(p_types, p_data, p_metadata) with ordinality as e(type, data, metadata, ord) using (ord)
      order by m.ord
      returning global_position
  )
  select max(inserted.global_position) into o_last_global from inserted;
end;
$$;

create or replace function es_append(
  p_streams text[], p_expected bigint[], p_counts int[],
  p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (out_stream_id text, out_version bigint, out_global_position bigint, out_transaction_id text)
language plpgsql as $$
declare
  r record;
begin
  select * into r from es_try_append(p_streams, p_expected, p_counts, p_types, p_data, p_metadata);
  if r.o_conflict_stream is not null then
    raise exception using errcode = 'ES409', message = r.o_conflict_stream,
      detail = coalesce(r.o_conflict_actual::text, '');
  end if;
  return query
    select u.s, u.v, null::bigint, null::text from unnest(p_streams, r.o_versions) as u(s, v)
    union all
    select null::text, null::bigint, r.o_last_global, es_stamp(pg_current_xact_id())::text;
end;
$$;

-- p_sizes: how many entries of p_streams/p_expected/p_counts each append has, in order.
-- Compare-and-set of every entry (an append that conflicts undoes its own), then ONE insert of
-- the events of the appends that held. out_last_global is the group's last event for each append
-- of it: the whole group becomes visible at once.
create or replace function es_append_group(
  p_sizes int[], p_streams text[], p_expected bigint[], p_counts int[],
  p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (out_append int, out_versions bigint[], out_last_global bigint,
                 out_conflict_stream text, out_conflict_actual bigint, out_transaction_id text)
language plpgsql as $$
declare
  n_entries int := coalesce(array_length(p_streams, 1), 0);
  v_versions bigint[] := array_fill(null::bigint, array[n_entries]);
  v_firsts int[] := array_fill(0, array[n_entries]);
  v_entries int[] := '{}';
  v_conflicts text[] := '{}';
  v_actuals bigint[] := '{}';
  i_a int;
  i_k int;
  i_j int;
  s_from int := 1;
  s_to int;
  next_event int := 1;
  new_version bigint;
  actual bigint;
  last_global bigint;
  xid text;
  v_stamp xid8 := es_stamp(pg_current_xact_id());
begin
  perform 1 from streams where stream_id = any(p_streams) order by stream_id for update;
  for i_a in 1 .. coalesce(array_length(p_sizes, 1), 0) loop
    s_to := s_from + p_sizes[i_a] - 1;
    v_conflicts[i_a] := null;
    v_actuals[i_a] := null;
    for i_k in s_from .. s_to loop
      v_firsts[i_k] := next_event;
      next_event := next_event + p_counts[i_k];
      v_entries := v_entries || array_fill(i_k, array[p_counts[i_k]]);
      continue when v_conflicts[i_a] is not null;
      new_version := es_bump_version(p_streams[i_k], p_expected[i_k], p_counts[i_k]);
      if new_version is null then
        select s.version into actual from streams s where s.stream_id = p_streams[i_k];
        v_conflicts[i_a] := p_streams[i_k];
        v_actuals[i_a] := actual;
        for i_j in s_from .. i_k - 1 loop
          update streams set version = streams.version - p_counts[i_j] where streams.stream_id = p_streams[i_j];
          v_versions[i_j] := null;
        end loop;
        if i_k > s_from then
          delete from streams where streams.stream_id = any(p_streams[s_from:i_k - 1]) and streams.version = 0;
        end if;
      else
        v_versions[i_k] := new_version;
      end if;
    end loop;
    s_from := s_to + 1;
  end loop;
  with inserted as (
    insert into events (stream_id, stream_position, type, data, metadata, transaction_id)
      select p_streams[x.k], v_versions[x.k] - p_counts[x.k] + x.e - v_firsts[x.k] + 1,
             p_types[x.e], p_data[x.e], p_metadata[x.e], v_stamp
      from (select ev as e, v_entries[ev] as k from generate_series(1, next_event - 1) as ev) as x
      where v_versions[x.k] is not null
      order by x.e
      returning global_position
  )
  select max(inserted.global_position) into last_global from inserted;
  xid := v_stamp::text;
  s_from := 1;
  for i_a in 1 .. coalesce(array_length(p_sizes, 1), 0) loop
    s_to := s_from + p_sizes[i_a] - 1;
    out_append := i_a;
    out_conflict_stream := v_conflicts[i_a];
    out_conflict_actual := v_actuals[i_a];
    out_versions := case when v_conflicts[i_a] is null then v_versions[s_from:s_to] end;
    out_last_global := case when v_conflicts[i_a] is null then last_global end;
    out_transaction_id := xid;
    return next;
    s_from := s_to + 1;
  end loop;
end;
$$;

-- The history is append-only: UPDATE, DELETE and TRUNCATE of events are refused (statement
-- triggers: even a statement that would touch no row). A superuser may still disable them
-- (ALTER TABLE ... DISABLE TRIGGER, session_replication_role = replica): the seal chain tells.
create or replace function es_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception using errcode = 'ES403',
    message = 'Los eventos no se modifican ni se borran (the event history is append-only)';
end;
$$;
do $$ begin
  if not exists (select 1 from pg_trigger where tgname = 'events_append_only' and tgrelid = 'events'::regclass) then
    create trigger events_append_only before update or delete on events
      for each statement execute function es_refuse_change();
  end if;
  if not exists (select 1 from pg_trigger where tgname = 'events_no_truncate' and tgrelid = 'events'::regclass) then
    create trigger events_no_truncate before truncate on events
      for each statement execute function es_refuse_change();
  end if;
end $$;

create or replace function es_notify() returns void language sql as $$
  select set_config('synchronous_commit', 'off', true);
  select pg_notify('es_appended', '');
$$;
`;
