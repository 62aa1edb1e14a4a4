/**
 * Why: rebuilding a read model in place empties it for as long as the replay lasts (the orders list
 * shows nothing, balances read 0). This is the last step of a rebuild done beside it instead: the
 * copy built in a shadow schema replaces the live tables in ONE transaction, so a reader sees either
 * the old tables or the new ones, never an empty or half-filled one.
 */
import { Knex } from 'knex';
import { comparePositions, EventStore, Position } from '@bo/event-store';
import { PROGRESS_CHANNEL, ProjectionProgress } from './apply-batch';
import { readCheckpoint } from './checkpoints';
import { EventFeed } from './event-feed';
import { Projection } from './projection';
import { schemaIdentifier, useSchema } from './sql';

export interface SwapResult {
  /** Events applied to the shadow inside the swap's transaction (those that came meanwhile). */
  events: number;
  position: Position;
}

/**
 * Longest wait for a table lock in the swap (a long report reading the live tables): past it the
 * swap gives way (the live runner was held up meanwhile) and is tried again after a catch-up.
 */
export const SWAP_LOCK_TIMEOUT_MS = 3000;

/** PostgreSQL's lock_not_available: the swap waited SWAP_LOCK_TIMEOUT_MS for a lock. */
export function isSwapLockTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '55P03';
}

/** Longest wait (ms) for $all to show the events the live runner already applied (a held-back read). */
const HORIZON_WAIT_MS = 10_000;

/**
 * In one transaction: locks the live checkpoint row (the live runner's next commit waits, and then
 * fails its compare-and-set and carries on from the new checkpoint), applies to the shadow the
 * events it still lacks (at least up to the live checkpoint, so no answer already given goes
 * back), drops the live tables (and those earlier versions had), moves the shadow's into the live
 * schema (their indexes, constraints and owned sequences move with them), sets the live checkpoint
 * to the shadow's position and the projection's version, and announces it. The shadow schema goes.
 */
export async function swapShadow(
  knex: Knex,
  store: EventStore,
  projection: Projection,
  live: string,
  shadow: string,
  batchSize: number,
): Promise<SwapResult> {
  return knex.transaction(async (trx) => {
    await trx.raw(`select set_config('lock_timeout', ?, true)`, [`${SWAP_LOCK_TIMEOUT_MS}ms`]);
    const held = await readCheckpoint(trx, live, projection.name, 'update');
    const built = await readCheckpoint(trx, shadow, projection.name, 'update');
    if (!built) throw new Error(`La copia de ${projection.name} en ${shadow} no tiene checkpoint`);
    const { position, events } = await applyTheRest(
      trx,
      store,
      projection,
      shadow,
      built.position,
      batchSize,
      held?.position,
    );
    for (const table of [...projection.tables, ...(projection.retiredTables ?? [])])
      await trx.raw(`drop table if exists ${schemaIdentifier(live)}.?? cascade`, [table]);
    for (const table of projection.tables)
      await trx.raw(`alter table ${schemaIdentifier(shadow)}.?? set schema ${schemaIdentifier(live)}`, [table]);
    const progress: ProjectionProgress = { schema: live, name: projection.name, position };
    await trx.raw(
      `insert into ${schemaIdentifier(live)}.projection_checkpoints as c (name, version, "commit", "position")
       values (?, ?, ?::xid8, ?::bigint)
       on conflict (name) do update set version = excluded.version, "commit" = excluded."commit",
         "position" = excluded."position", updated_at = now()`,
      [projection.name, projection.version, position.commit, position.position],
    );
    await trx.raw(`select pg_notify(?, ?)`, [PROGRESS_CHANNEL, JSON.stringify(progress)]);
    await trx.raw(`drop schema ${schemaIdentifier(shadow)} cascade`);
    return { position, events };
  });
}

/**
 * The shadow's last events, in the swap's transaction, until $all has no more and the shadow has
 * reached `atLeast` (the live checkpoint: those events were readable to its runner, so they are
 * to this read too, unless the store holds them back for a moment).
 */
async function applyTheRest(
  trx: Knex.Transaction,
  store: EventStore,
  projection: Projection,
  shadow: string,
  from: Position,
  batchSize: number,
  atLeast: Position | undefined,
): Promise<SwapResult> {
  await useSchema(trx, shadow);
  const feed = new EventFeed(store, batchSize);
  const deadline = Date.now() + HORIZON_WAIT_MS;
  let position = from;
  let events = 0;
  for (;;) {
    const { events: batch } = await feed.next(position);
    if (batch.length > 0) {
      const handles = projection.handles;
      if (!handles || batch.some((event) => handles.includes(event.type))) await projection.apply(batch, trx);
      position = batch[batch.length - 1].position;
      events += batch.length;
      continue;
    }
    if (!atLeast || comparePositions(position, atLeast) >= 0) break;
    if (Date.now() > deadline)
      throw new Error(
        `La copia de ${projection.name} no alcanzó el checkpoint vivo ${atLeast.commit}/${atLeast.position}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { position, events };
}
