import { Knex } from 'knex';
import { comparePositions, Position, RecordedEvent } from '@bo/event-store';
import { moveCheckpoint, readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { useSchema } from './sql';

export const PROGRESS_CHANNEL = 'projection_progress';

/** What a runner announces after each commit (also the payload of NOTIFY projection_progress). */
export interface ProjectionProgress {
  schema: string;
  name: string;
  position: Position;
}

/** The stored checkpoint is not where this runner thought it was: another runner or a reset moved it. */
export class CheckpointMovedError extends Error {
  constructor(projection: string, expected: Position, actual: Position | null) {
    super(
      `El checkpoint de ${projection} se movió: se esperaba ${expected.commit}/${expected.position}, ` +
        `está en ${actual ? `${actual.commit}/${actual.position}` : 'ninguna parte'}`,
    );
    this.name = 'CheckpointMovedError';
  }
}

/**
 * Applies one batch and moves the checkpoint to its last event in ONE transaction, so a crash
 * can neither lose nor double an event. The checkpoint row is locked and compared first: if it is
 * not at `from` (a second runner, a reset, a newer version) nothing is written.
 */
export async function applyBatch(
  knex: Knex,
  schema: string,
  projection: Projection,
  from: Position,
  batch: RecordedEvent[],
  /** Defaults to the batch's last event; given when only skipped events move the checkpoint. */
  until?: Position,
): Promise<Position> {
  const to = until ?? batch[batch.length - 1].position;
  await knex.transaction(async (trx) => {
    // A read model can always be replayed: not waiting for the WAL flush is safe (a crash loses
    // rows and checkpoint together, and they are replayed) and makes each batch much cheaper.
    await useSchema(trx, schema, { synchronousCommit: false });
    const stored = await readCheckpoint(trx, schema, projection.name, 'update');
    if (!stored || stored.version !== projection.version || comparePositions(stored.position, from) !== 0) {
      throw new CheckpointMovedError(projection.name, from, stored?.position ?? null);
    }
    if (batch.length > 0) await projection.apply(batch, trx);
    const progress: ProjectionProgress = { schema, name: projection.name, position: to };
    await moveCheckpoint(trx, schema, projection.name, to, {
      channel: PROGRESS_CHANNEL,
      payload: JSON.stringify(progress),
    });
  });
  return to;
}
