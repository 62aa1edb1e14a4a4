/**
 * How far each projection is behind the event store: its checkpoint (rm.projection_checkpoints)
 * and the number of events committed after it (the events table's head is where a caught-up
 * projection stands). Read by the readiness probe and by the metrics. Only the PostgreSQL event
 * store can be counted this way; with KurrentDB the lag is not known (null).
 */
import type { Pool } from 'pg';
import { LIVE_SCHEMA } from '@bo/projections';

/** Counted up to this many events behind: a replay from the start must not cost a scan per probe. */
export const LAG_COUNTED_UP_TO = 100_000;

export interface ProjectionLag {
  name: string;
  /** The global position of the last event it applied (0: none yet). */
  checkpoint: number;
  /** Events committed after its checkpoint (at most LAG_COUNTED_UP_TO); null when not known. */
  lag: number | null;
}

export interface ProjectionLags {
  /** The global position of the last event committed (null when not known). */
  head: number | null;
  projections: ProjectionLag[];
}

interface LagRow {
  name: string;
  checkpoint: string;
  lag: string | null;
}

export async function readProjectionLags(
  pool: Pool,
  names: readonly string[],
  eventsInPostgres: boolean,
): Promise<ProjectionLags> {
  const checkpoints = `${LIVE_SCHEMA}.projection_checkpoints`;
  const behind = eventsInPostgres
    ? `(select count(*) from (select 1 from events e
         where (e.transaction_id, e.global_position) > (coalesce(c."commit", '0'::xid8), coalesce(c."position", 0))
         limit $2) as after_checkpoint)::text`
    : 'null::text';
  const { rows } = await pool.query<LagRow>({
    text: `select p.name, coalesce(c."position", 0)::text as checkpoint, ${behind} as lag
           from unnest($1::text[]) as p(name) left join ${checkpoints} c on c.name = p.name
           order by p.name`,
    values: eventsInPostgres ? [names, LAG_COUNTED_UP_TO] : [names],
  });
  const head = eventsInPostgres
    ? Number(
        (await pool.query<{ head: string }>('select coalesce(max(global_position), 0)::text as head from events'))
          .rows[0].head,
      )
    : null;
  return {
    head,
    projections: rows.map((row) => ({
      name: row.name,
      checkpoint: Number(row.checkpoint),
      lag: row.lag === null ? null : Number(row.lag),
    })),
  };
}
