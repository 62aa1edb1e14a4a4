/**
 * Why: the benchmarks that need a large store (the projections' catch-up, a restore and start) write
 * the same history straight into the event store's tables: a mix of TaxeCreated / TaxeUpdated /
 * UserRegistered over many streams, with the metadata the activity log reads.
 */
import { Pool } from 'pg';

const CHUNK = 100_000;
const TAXE_STREAMS = 50_000;
/** One event in USER_EVERY registers a user; the others create or update a rate. */
const USER_EVERY = 50;

/**
 * Events g in [$1, $2]: each USER_EVERY-th registers user g/USER_EVERY; the rest walk the rate
 * streams round-robin (first event of a stream creates it, the next ones update it, with `previous`).
 * Acting users are among those registered so far (null for the first ones and every 7th event).
 */
const INSERT_EVENTS = `
with numbered as (
  select g, g % ${USER_EVERY} = 0 as is_user, g / ${USER_EVERY} as users_so_far,
         (g - g / ${USER_EVERY} - 1) % ${TAXE_STREAMS} + 1 as s,
         (g - g / ${USER_EVERY} - 1) / ${TAXE_STREAMS} + 1 as p
  from generate_series($1::bigint, $2::bigint) as g
), valued as (
  select *,
    ((3000 + (s * 7 + p * 13) % 5000) / 100.0)::numeric(18, 2)::text as change,
    ((3000 + (s * 7 + (p - 1) * 13) % 5000) / 100.0)::numeric(18, 2)::text as previous_change,
    ((8000 + (s * 11 + p * 17) % 2000) / 1000000.0)::numeric(18, 6)::text as cop_change,
    ((8000 + (s * 11 + (p - 1) * 17) % 2000) / 1000000.0)::numeric(18, 6)::text as previous_cop_change,
    jsonb_build_object(
      'user_id', case when users_so_far = 0 or g % 7 = 0 then null else ((g * 31) % users_so_far + 1 + $3::bigint)::text end,
      'correlation_id', md5(g::text)::uuid::text,
      'causation_id', null,
      'idempotency_key', null,
      'at', to_char((timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second') at time zone 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) as metadata
  from numbered
)
insert into events (stream_id, stream_position, type, data, metadata)
select
  case when is_user then 'user-' || (users_so_far + $3::bigint) else 'taxe-' || s end,
  case when is_user then 1 else p end,
  case when is_user then 'UserRegistered' when p = 1 then 'TaxeCreated' else 'TaxeUpdated' end,
  case
    when is_user then jsonb_build_object(
      'id', (users_so_far + $3::bigint)::text, 'first_name', 'Nombre' || users_so_far, 'last_name', 'Apellido' || users_so_far,
      'email', 'usuario' || users_so_far || '@example.com',
      'role', (array['admin', 'sales', 'storer', 'financial', 'endline'])[users_so_far % 5 + 1],
      'password_hash', '$argon2id$bench', 'owner', false)
    when p = 1 then jsonb_build_object('id', s::text, 'change', change, 'cop_change', cop_change)
    else jsonb_build_object('id', s::text, 'change', change, 'cop_change', cop_change,
      'previous', jsonb_build_object('change', previous_change, 'cop_change', previous_cop_change))
  end,
  metadata
from valued
order by g`;

/**
 * `count` events written straight into the store's tables, their streams, then VACUUM ANALYZE.
 * `userIdOffset` moves the users' ids (and streams) past those a started server seeded.
 */
export async function insertEvents(pool: Pool, count: number, userIdOffset = 0): Promise<void> {
  for (let from = 1; from <= count; from += CHUNK) {
    await pool.query(INSERT_EVENTS, [from, Math.min(count, from + CHUNK - 1), userIdOffset]);
  }
  await pool.query(`insert into streams (stream_id, version)
    select stream_id, max(stream_position) from events group by stream_id
    on conflict (stream_id) do update set version = excluded.version`);
  await pool.query('vacuum analyze events');
}
