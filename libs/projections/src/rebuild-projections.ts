import { Knex } from 'knex';
import { EventStore, Position } from '@bo/event-store';
import { ALL_PROJECTIONS } from './all-projections';
import { catchUp } from './catch-up';
import { readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { ProjectionLock } from './projection-lock';
import { resetProjection } from './reset-projection';
import { rebuildInShadow } from './shadow-rebuild';
import { LIVE_SCHEMA } from './sql';

export interface RebuildResult {
  name: string;
  /** 'shadow': rebuilt beside the live tables and swapped in; 'here': not migrated yet, built in place. */
  replayedBy: 'shadow' | 'here';
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
 * Replays every event of each projection into a shadow copy and swaps it in (shadow-rebuild.ts):
 * the live tables keep serving, and their runner, wherever it runs, keeps feeding them until the
 * swap. A projection never migrated in `schema` has nothing to serve: it is built in place.
 */
export async function rebuildProjections(
  knex: Knex,
  store: EventStore,
  names?: string[],
  schema: string = LIVE_SCHEMA,
  options: { projections?: Projection[]; batchSize?: number } = {},
): Promise<RebuildResult[]> {
  const results: RebuildResult[] = [];
  for (const projection of selectProjections(names, options.projections)) {
    if (await readCheckpoint(knex, schema, projection.name)) {
      const done = await rebuildInShadow(knex, store, projection, { liveSchema: schema, batchSize: options.batchSize });
      if (done) results.push({ name: projection.name, replayedBy: 'shadow', ...done });
      continue;
    }
    results.push({
      name: projection.name,
      replayedBy: 'here',
      ...(await buildInPlace(knex, store, projection, schema, options.batchSize)),
    });
  }
  return results;
}

async function buildInPlace(knex: Knex, store: EventStore, projection: Projection, schema: string, batchSize?: number) {
  const lock = new ProjectionLock(knex, schema, projection.name);
  try {
    if (!(await lock.tryAcquire())) throw new Error(`Otro proceso está construyendo ${projection.name} en ${schema}`);
    await knex.transaction((trx) => resetProjection(trx, schema, projection));
    return await catchUp(knex, store, projection, schema, { batchSize });
  } finally {
    await lock.release();
  }
}
