import { Knex } from 'knex';
import { readCheckpoint, resetCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { useSchema } from './sql';

/**
 * Drops and recreates a projection's tables (dropping those its earlier versions had) and sets its checkpoint back to the start, in the
 * caller's transaction. The checkpoint row is locked first (as a runner does before each batch),
 * so a runner elsewhere sees the reset at its next batch and replays from the start.
 */
export async function resetProjection(trx: Knex.Transaction, schema: string, projection: Projection): Promise<void> {
  await useSchema(trx, schema);
  await readCheckpoint(trx, schema, projection.name, 'update');
  for (const table of [...projection.tables, ...(projection.retiredTables ?? [])])
    await trx.raw(`drop table if exists ?? cascade`, [table]);
  await projection.createTables(trx);
  await resetCheckpoint(trx, schema, projection.name, projection.version);
}
