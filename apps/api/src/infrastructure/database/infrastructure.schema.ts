import { Pool } from 'pg';

/**
 * Tables that are plumbing, not business facts: sessions, idempotency answers, report files, the
 * stored files' bytes, the shared rate limits, the shared keys.
 */
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

-- Files the API keeps (uploaded images, report files; infrastructure/storage), shared by every
-- process and machine: a row per file and its bytes in parts (written and read as streams).
create table if not exists stored_files (
  key text primary key,
  content_type text not null,
  size bigint not null,
  parts integer not null,
  created_at timestamptz not null default now()
);
create index if not exists stored_files_created on stored_files (created_at);
create table if not exists stored_file_parts (
  key text not null references stored_files (key) on delete cascade,
  part integer not null,
  bytes bytea not null,
  primary key (key, part)
);
-- Images and xlsx files are compressed already: kept as they come, never compressed again.
alter table stored_file_parts alter column bytes set storage external;

-- Keys every process must share (auth/xsrf: the anti-forgery tokens' HMAC key), made once by
-- whichever process starts first.
create table if not exists app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- The sign-in and dealer-application throttles' counters (rate-limiter-flexible's
-- RateLimiterPostgres table: points used and when they expire, in ms), shared by every process.
create table if not exists rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
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
