import { Knex } from 'knex';
import { comparePositions, EventStore, Position } from '@bo/event-store';
import { ALL_PROJECTIONS } from './all-projections';
import { catchUp } from './catch-up';
import { readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { ProjectionLock } from './projection-lock';
import { resetProjection } from './reset-projection';
import { LIVE_SCHEMA } from './sql';

export interface RebuildResult {
  name: string;
  /** 'here': replayed by this call; 'runner': a runner in another process holds the lock and replayed it. */
  replayedBy: 'here' | 'runner';
  events: number;
  position: Position;
}

export function selectProjections(
  names: string[] | undefined,
  projections: Projection[] = ALL_PROJECTIONS,
): Projection[] {
  if (!names || names.length === 0) return projections;
  return names.map((name) => {
    const found = projections.find((projection) => projection.name === name);
    if (!found) {
      const known = projections.map((projection) => projection.name).join(', ');
      throw new Error(`Proyección desconocida: ${name} (existen: ${known})`);
    }
    return found;
  });
}

/**
 * Drops and recreates each projection's tables, resets its checkpoint and replays every event.
 * Under the projection's lock when it is free; when a runner elsewhere holds it, that runner sees the
 * reset at its next batch and replays, and this waits until it is back where it was.
 */
export async function rebuildProjections(
  knex: Knex,
  store: EventStore,
  names?: string[],
  schema: string = LIVE_SCHEMA,
  options: { projections?: Projection[]; batchSize?: number; runnerTimeoutMs?: number } = {},
): Promise<RebuildResult[]> {
  const results: RebuildResult[] = [];
  for (const projection of selectProjections(names, options.projections)) {
    const lock = new ProjectionLock(knex, schema, projection.name);
    try {
      const ownLock = await lock.tryAcquire();
      const before = await readCheckpoint(knex, schema, projection.name);
      await knex.transaction((trx) => resetProjection(trx, schema, projection));
      if (ownLock) {
        const done = await catchUp(knex, store, projection, schema, { batchSize: options.batchSize });
        results.push({ name: projection.name, replayedBy: 'here', ...done });
      } else {
        const target = before?.position;
        const position = await waitForCheckpoint(knex, schema, projection.name, target, options.runnerTimeoutMs);
        results.push({ name: projection.name, replayedBy: 'runner', events: 0, position });
      }
    } finally {
      await lock.release();
    }
  }
  return results;
}

async function waitForCheckpoint(
  knex: Knex,
  schema: string,
  name: string,
  target: Position | undefined,
  timeoutMs = 10 * 60_000,
): Promise<Position> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await readCheckpoint(knex, schema, name);
    if (!current) throw new Error(`La proyección ${name} no está migrada en ${schema}`);
    if (!target || comparePositions(current.position, target) >= 0) return current.position;
    if (Date.now() > deadline) throw new Error(`El runner de ${name} no terminó de reconstruirla a tiempo`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
