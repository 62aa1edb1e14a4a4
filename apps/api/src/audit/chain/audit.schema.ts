/**
 * The audit's own tables (issue 32), in schema `audit` of the application's database whichever
 * store holds the events: the seal of every event in $all order, the digests (one per business day,
 * one per closing) and the verifications run. They are not read models: nothing rebuilds them from
 * the events (a rebuild would seal an altered history as if it were the original), and their rows
 * are never updated or deleted (triggers, as on the events), except a verification's progress.
 */
import type { Pool } from 'pg';

const SQL = `
create schema if not exists audit;

-- seq: the event's number in the chain (1, 2, 3...). commit_position/position: where it is in the
-- store ($all order); position is what the histories call the event's position.
create table if not exists audit.seals (
  seq bigint primary key,
  commit_position numeric(20, 0) not null,
  position numeric(20, 0) not null,
  content_hash bytea not null,
  seal bytea not null,
  at timestamptz not null
);
create unique index if not exists seals_position on audit.seals (position);

-- kind 'day': the seal at the last event of a business day (Caracas); 'closing': the seal at a
-- PeriodClosed event. events: how many events the chain holds up to it.
create table if not exists audit.digests (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('day', 'closing')),
  date date not null,
  seq bigint not null references audit.seals (seq),
  position numeric(20, 0) not null,
  hash bytea not null,
  events bigint not null,
  at timestamptz not null
);
create unique index if not exists digests_once on audit.digests (kind, seq);
create index if not exists digests_date on audit.digests (date desc, id desc);

create table if not exists audit.verifications (
  id uuid primary key,
  user_id text,
  state text not null default 'active' check (state in ('active', 'completed', 'failed')),
  progress integer not null default 0,
  checked bigint not null default 0,
  total bigint not null default 0,
  digest jsonb,
  result jsonb,
  error text,
  started_at timestamptz not null default now(),
  touched_at timestamptz not null default now(),
  finished_at timestamptz
);
create index if not exists verifications_started on audit.verifications (started_at desc);

create or replace function audit.refuse_change() returns trigger language plpgsql as $$
begin
  raise exception using errcode = 'ES403', message = 'El sello de la historia no se modifica (audit seals are append-only)';
end;
$$;
do $$ begin
  if not exists (select 1 from pg_trigger where tgname = 'seals_append_only' and tgrelid = 'audit.seals'::regclass) then
    create trigger seals_append_only before update or delete or truncate on audit.seals
      for each statement execute function audit.refuse_change();
  end if;
  if not exists (select 1 from pg_trigger where tgname = 'digests_append_only' and tgrelid = 'audit.digests'::regclass) then
    create trigger digests_append_only before update or delete or truncate on audit.digests
      for each statement execute function audit.refuse_change();
  end if;
end $$;
`;

/** Creates what is missing (idempotent; under an advisory lock so two processes starting at once take turns). */
export async function migrateAudit(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('audit.migrate'))`);
    await client.query(SQL);
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('audit.migrate'))`).catch(() => undefined);
    client.release();
  }
}
