import { Knex } from 'knex';
import { comparePositions, Position, RecordedEvent } from '@bo/event-store';
import { Checkpoint, moveCheckpoint, readCheckpoint } from './checkpoints';
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
 * can neither lose nor double an event. The checkpoint only moves if it is still at `from` with
 * the projection's version (a second runner, a reset or a newer version moved it otherwise): then
 * the whole transaction, the batch's rows too, is rolled back.
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
  try {
    await applyInTransaction(knex, schema, projection, from, batch, to);
  } catch (error) {
    // Refused by the compare-and-set, or the batch's rows clashed with those of whoever moved the
    // checkpoint: say where it is now if that is what happened.
    const stored = await readCheckpoint(knex, schema, projection.name).catch(() => undefined);
    if (stored !== undefined && !isAt(stored, projection.version, from))
      throw new CheckpointMovedError(projection.name, from, stored?.position ?? null);
    throw error;
  }
  return to;
}

const isAt = (stored: Checkpoint | null, version: number, from: Position) =>
  stored !== null && stored.version === version && comparePositions(stored.position, from) === 0;

async function applyInTransaction(
  knex: Knex,
  schema: string,
  projection: Projection,
  from: Position,
  batch: RecordedEvent[],
  to: Position,
): Promise<void> {
  await knex.transaction(async (trx) => {
    // A read model can always be replayed: not waiting for the WAL flush is safe (a crash loses
    // rows and checkpoint together, and they are replayed) and makes each batch much cheaper.
    await useSchema(trx, schema, { synchronousCommit: false });
    if (batch.length > 0) await projection.apply(batch, trx);
    const progress: ProjectionProgress = { schema, name: projection.name, position: to };
    const expected = { version: projection.version, from };
    const notify = { channel: PROGRESS_CHANNEL, payload: JSON.stringify(progress) };
    if (!(await moveCheckpoint(trx, schema, projection.name, expected, to, notify)))
      throw new CheckpointMovedError(projection.name, from, null);
  });
}
