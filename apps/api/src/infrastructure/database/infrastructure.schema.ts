import { Pool } from 'pg';

/** Tables that are plumbing, not business facts: sessions, idempotency answers, report files. */
const SQL = `
create table if not exists sessions (
  id text primary key,
  user_id bigint not null,
  persistent boolean not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index if not exists sessions_user on sessions (user_id);

create table if not exists idempotency_keys (
  key text not null,
  user_id text not null,
  request text not null,
  answered boolean not null default false,
  body jsonb,
  created_at timestamptz not null default now(),
  primary key (key, user_id)
);

-- Report jobs (issue 14): who asked what, its progress and its file (under REPORTS_DIR), 7 days.
create table if not exists report_files (
  id text primary key,
  user_id text not null,
  type text not null,
  format text not null,
  params jsonb not null,
  state text not null default 'waiting',
  progress integer not null default 0,
  error text,
  file_name text,
  path text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index if not exists report_files_user on report_files (user_id, created_at desc);
-- Each run of a report's job (a retry after a killed worker is a second run) and who ran it last
-- ('host:pid'); a run may only write its own outcome.
alter table report_files add column if not exists runs integer not null default 0;
alter table report_files add column if not exists worker text;
`;

export async function migrateInfrastructure(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('infrastructure_migration'))`);
    await client.query(SQL);
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('infrastructure_migration'))`).catch(() => undefined);
    client.release();
  }
}
