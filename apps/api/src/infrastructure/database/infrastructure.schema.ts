import { Pool } from 'pg';

/** Tables that are plumbing, not business facts: sessions, idempotency answers, id sequences. */
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
