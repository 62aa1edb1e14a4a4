import { PoolClient } from 'pg';

/**
 * Why: a backup restored only in part (a truncated or failed pg_restore, a dump missing a table)
 * must never be served: writes would fail on missing constraints, or projections would replay a
 * history with holes. These checks run at every start-up, before anything is served, and cost a
 * few index lookups and one count of the events (docs/operations.md says what to do when they refuse).
 */

/** A start-up that found a store it cannot serve safely; the message says what to do, in Spanish and English. */
export class UnsafeStoreError extends Error {
  constructor(spanish: string, english: string) {
    super(`${spanish}\n${english}`);
    this.name = 'UnsafeStoreError';
  }
}

const WHAT_TO_DO_ES = 'Restaure de nuevo la copia completa en una base de datos vacía (docs/operations.md).';
const WHAT_TO_DO_EN = 'Restore the whole backup again into an empty database (docs/operations.md).';

function halfRestored(what: string, whatEnglish: string): UnsafeStoreError {
  return new UnsafeStoreError(
    `No se inicia: la copia de seguridad restaurada está incompleta (${what}). ${WHAT_TO_DO_ES}`,
    `Refusing to start: the restored backup is incomplete (${whatEnglish}). ${WHAT_TO_DO_EN}`,
  );
}

async function exists(client: PoolClient, relation: string): Promise<boolean> {
  const result = await client.query('select to_regclass($1) is not null as found', [relation]);
  return result.rows[0].found as boolean;
}

const CONSTRAINTS = ['streams_pkey', 'events_pkey', 'events_stream_position'];

/**
 * Before the schema is (re)created, on a store that already has events (the schema's own
 * statements would fail on a missing constraint with an error that says nothing useful):
 * - a store made by this code (it has its clock) has the restore marker, populated: pg_restore
 *   refreshes it after all the data, indexes and constraints, so a restore cut short leaves it
 *   missing or unpopulated;
 * - the constraints the appends rely on exist;
 * - every stream's version is matched by its events (none lost from one table or the other);
 * - the position sequence is past the last event (else the next append collides with a restored one).
 */
export async function checkRestoredStore(client: PoolClient): Promise<void> {
  if (!(await exists(client, 'events'))) return;
  const clocked = await exists(client, 'es_clock');
  if (clocked) {
    if (!(await exists(client, 'es_restore_complete')))
      throw halfRestored('falta es_restore_complete', 'es_restore_complete is missing');
    try {
      await client.query('select complete from es_restore_complete');
    } catch (error) {
      if ((error as { code?: string }).code !== '55000') throw error;
      throw halfRestored('pg_restore no llegó al final', 'pg_restore did not reach its end');
    }
  }
  const constraints = await client.query(
    `select c.conname from pg_constraint c
      where c.conrelid in (to_regclass('streams'), to_regclass('events'), to_regclass('es_clock'))`,
  );
  const present = new Set(constraints.rows.map((row) => row.conname as string));
  const missing = [...CONSTRAINTS, ...(clocked ? ['es_clock_pkey'] : [])].filter((name) => !present.has(name));
  if (missing.length) throw halfRestored(`faltan ${missing.join(', ')}`, `${missing.join(', ')} missing`);
  const counts = await client.query(
    `select (select coalesce(sum(version), 0) from streams)::text as versions,
            (select count(*) from events)::text as events,
            (select coalesce(max(global_position), 0) from events)::text as last,
            (select case when is_called then last_value else last_value - 1 end
               from events_global_position_seq)::text as sequence`,
  );
  const { versions, events, last, sequence } = counts.rows[0] as Record<string, string>;
  if (versions !== events) {
    throw halfRestored(
      `las versiones de los flujos suman ${versions} y hay ${events} eventos`,
      `the streams' versions add up to ${versions} but there are ${events} events`,
    );
  }
  if (BigInt(sequence) < BigInt(last)) {
    throw halfRestored(
      `la secuencia de posiciones (${sequence}) está detrás del último evento (${last})`,
      `the position sequence (${sequence}) is behind the last event (${last})`,
    );
  }
}
