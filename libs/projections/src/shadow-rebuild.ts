/**
 * Why: a version upgrade or `projections:rebuild` must not empty the screens while a read model
 * replays. The projection is rebuilt into a shadow schema of its own (`<live>_shadow_<name>`) while
 * the live tables keep serving, then swapped in atomically (shadow-swap.ts). docs/architecture.md,
 * "Rebuilds beside the live read models".
 */
import { Knex } from 'knex';
import { EventStore, Position } from '@bo/event-store';
import { analyzeTables } from './analyze-tables';
import { catchUp, DEFAULT_BATCH_SIZE } from './catch-up';
import { createCheckpointTable, resetCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { ProjectionLock } from './projection-lock';
import { isSwapLockTimeout, swapShadow } from './shadow-swap';
import { LIVE_SCHEMA, schemaIdentifier, useSchema } from './sql';

/** Swaps tried while readers hold the live tables longer than SWAP_LOCK_TIMEOUT_MS. */
const SWAP_ATTEMPTS = 20;

export interface ShadowRebuildOptions {
  liveSchema?: string;
  batchSize?: number;
  /** Checked once this process holds the shadow's lock: false skips the rebuild (another process did it). */
  stillNeeded?: () => Promise<boolean>;
  /** How often to try the shadow's lock while another process rebuilds the same projection (ms). */
  lockRetryMs?: number;
}

export interface ShadowRebuildResult {
  events: number;
  position: Position;
}

/** The scratch schema a projection is rebuilt in (one per projection, so two rebuilds never share one). */
export function shadowSchemaOf(live: string, name: string): string {
  const schema = `${live}_shadow_${name}`;
  schemaIdentifier(schema); // refuses a name PostgreSQL would cut or that needs quoting
  return schema;
}

/**
 * Replays every event into a fresh shadow copy of the projection's tables, with its deferred
 * indexes and statistics, catches up again (events came meanwhile), then swaps it in. One rebuild
 * of a projection at a time across processes (a session lock on the shadow). Null when
 * `stillNeeded` said no.
 */
export async function rebuildInShadow(
  knex: Knex,
  store: EventStore,
  projection: Projection,
  options: ShadowRebuildOptions = {},
): Promise<ShadowRebuildResult | null> {
  const live = options.liveSchema ?? LIVE_SCHEMA;
  const shadow = shadowSchemaOf(live, projection.name);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const lock = new ProjectionLock(knex, shadow, projection.name);
  while (!(await lock.tryAcquire())) await new Promise((resolve) => setTimeout(resolve, options.lockRetryMs ?? 500));
  try {
    if (options.stillNeeded && !(await options.stillNeeded())) return null;
    await createShadow(knex, shadow, projection);
    const built = await catchUp(knex, store, projection, shadow, { batchSize });
    await analyzeTables(knex, shadow, projection);
    let events = built.events;
    for (let attempt = 1; ; attempt++) {
      // Whatever came meanwhile is applied outside the swap: inside, it holds the live runner up.
      events += (await catchUp(knex, store, projection, shadow, { batchSize, deferredIndexes: false })).events;
      try {
        const swapped = await swapShadow(knex, store, projection, live, shadow, batchSize);
        return { events: events + swapped.events, position: swapped.position };
      } catch (error) {
        if (!isSwapLockTimeout(error) || attempt >= SWAP_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await knex.raw(`drop schema if exists ${schemaIdentifier(shadow)} cascade`).catch(() => undefined);
    throw error;
  } finally {
    await lock.release();
  }
}

/** A new, empty shadow (a crashed rebuild's is thrown away) with the projection at the start. */
async function createShadow(knex: Knex, shadow: string, projection: Projection): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(`drop schema if exists ${schemaIdentifier(shadow)} cascade`);
    await trx.raw(`create schema ${schemaIdentifier(shadow)}`);
    await createCheckpointTable(trx, shadow);
    await useSchema(trx, shadow);
    await projection.createTables(trx);
    await resetCheckpoint(trx, shadow, projection.name, projection.version);
  });
}
