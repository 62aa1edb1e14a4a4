import { Knex } from 'knex';

/**
 * Makes pg_trgm available (in schema public) when this server has it. It ships with stock PostgreSQL
 * and the embedded build; where it is missing the log is still searchable, only by a scan.
 */
export async function ensureTrigramExtension(trx: Knex.Transaction): Promise<boolean> {
  try {
    await trx.transaction((savepoint) => savepoint.raw('create extension if not exists pg_trgm with schema public'));
  } catch {
    // Not installed here, not allowed, or created at the same moment by another migration.
  }
  const found = await trx.raw(`select 1 from pg_extension where extname = 'pg_trgm'`);
  return found.rows.length > 0;
}
