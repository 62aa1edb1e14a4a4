import { randomBytes } from 'crypto';
import { Knex } from 'knex';
import { comparePositions, EventStore, Position } from '@bo/event-store';
import { ALL_PROJECTIONS } from './all-projections';
import { catchUp } from './catch-up';
import { readCheckpoint } from './checkpoints';
import { compareTable } from './compare-tables';
import { migrateReadModels } from './migrate-read-models';
import { Projection } from './projection';
import { LIVE_SCHEMA, schemaIdentifier } from './sql';

export interface VerifyOptions {
  projections?: Projection[];
  liveSchema?: string;
  batchSize?: number;
  /** Comparisons tried without holding the live runner up before holding it (default 20). */
  snapshotAttempts?: number;
}

export interface VerifyResult {
  ok: boolean;
  differences: string[];
}

/**
 * Rebuilds every projection into a scratch schema `rm_verify_<random>` and compares its tables with
 * the live ones at the live checkpoint: the scratch copy replays up to exactly the position the live
 * one has reached, and both are compared in a snapshot where the live one is still there.
 */
export async function verifyProjections(
  knex: Knex,
  store: EventStore,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  const projections = options.projections ?? ALL_PROJECTIONS;
  const live = options.liveSchema ?? LIVE_SCHEMA;
  const scratch = `rm_verify_${randomBytes(4).toString('hex')}`;
  const differences: string[] = [];
  try {
    await migrateReadModels(knex, scratch, projections);
    for (const projection of projections) {
      differences.push(...(await verifyOne(knex, store, projection, live, scratch, options)));
    }
  } finally {
    await knex.raw(`drop schema if exists ${schemaIdentifier(scratch)} cascade`);
  }
  return { ok: differences.length === 0, differences };
}

async function verifyOne(
  knex: Knex,
  store: EventStore,
  projection: Projection,
  live: string,
  scratch: string,
  { batchSize, snapshotAttempts = 20 }: VerifyOptions,
): Promise<string[]> {
  const name = projection.name;
  for (let attempt = 0; attempt < snapshotAttempts; attempt++) {
    const stored = await readCheckpoint(knex, live, name);
    if (!stored) return [`${name}: no está migrada en ${live}`];
    if (stored.version !== projection.version) {
      return [`${name}: ${live} tiene la versión ${stored.version}, el código la ${projection.version}`];
    }
    const rebuilt = await catchUp(knex, store, projection, scratch, {
      until: stored.position,
      batchSize,
      deferredIndexes: false,
    });
    if (comparePositions(rebuilt.position, stored.position) !== 0) return [notReached(name, stored.position)];
    const found = await compareInSnapshot(knex, projection, live, scratch, stored.position);
    if (found) return found;
  }
  return compareHoldingRunner(knex, store, projection, live, scratch, batchSize);
}

/**
 * Compares in one REPEATABLE READ snapshot in which the live checkpoint is still `at`: the live
 * rows are then exactly those of `at` (rows and checkpoint commit together), and the runner is
 * not held up. Null when the runner committed in between (the caller tries again).
 */
async function compareInSnapshot(
  knex: Knex,
  projection: Projection,
  live: string,
  scratch: string,
  at: Position,
): Promise<string[] | null> {
  return knex.transaction(
    async (trx) => {
      const now = await readCheckpoint(trx, live, projection.name);
      if (!now || comparePositions(now.position, at) !== 0) return null;
      const found: string[] = [];
      for (const table of projection.tables) found.push(...(await compareTable(trx, table, live, scratch)));
      return found;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * For a runner that never pauses: its checkpoint row is held FOR SHARE (its next commit waits)
 * while the scratch copy catches up to exactly that position and the tables are compared.
 */
async function compareHoldingRunner(
  knex: Knex,
  store: EventStore,
  projection: Projection,
  live: string,
  scratch: string,
  batchSize?: number,
): Promise<string[]> {
  const name = projection.name;
  return knex.transaction(async (trx) => {
    const held = await readCheckpoint(trx, live, name, 'share');
    if (!held) return [`${name}: el checkpoint de ${live} desapareció`];
    const rebuilt = await catchUp(knex, store, projection, scratch, {
      until: held.position,
      batchSize,
      deferredIndexes: false,
    });
    if (comparePositions(rebuilt.position, held.position) !== 0) return [notReached(name, held.position)];
    const found: string[] = [];
    for (const table of projection.tables) found.push(...(await compareTable(trx, table, live, scratch)));
    return found;
  });
}

function notReached(name: string, position: Position): string {
  return `${name}: la reconstrucción no llegó a ${position.commit}/${position.position} (¿se reinició durante la verificación?)`;
}
