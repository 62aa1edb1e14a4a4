import { Knex } from 'knex';
import { Position, RecordedEvent } from '@bo/event-store';
import { readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { schemaIdentifier } from './sql';
import { prepared } from './prepared';
import { carryingWrites } from './write-set';

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
 * can neither lose nor double an event. The checkpoint is moved first, by a compare-and-set that
 * also sets the transaction's schema and sends the progress notification (delivered at commit):
 * if it is not at `from` (a second runner, a reset, a newer version) nothing is written. A batch
 * whose events this projection skips only moves the checkpoint: one statement, no transaction.
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
  const move = async (db: Knex | Knex.Transaction) => {
    if (await moveCheckpointFrom(db, schema, projection, from, to)) return;
    const stored = await readCheckpoint(db, schema, projection.name);
    throw new CheckpointMovedError(projection.name, from, stored?.position ?? null);
  };
  if (batch.length === 0) {
    await move(knex);
    return to;
  }
  await knex.transaction(async (trx) => {
    await move(trx);
    await projection.apply(batch, trx);
  });
  return to;
}

/** What several projections that read the same batch commit together (see SharedCommits). */
export interface BatchMember {
  projection: Projection;
  /** The member's stored checkpoint (its compare-and-set's expected value). */
  from: Position;
}

/**
 * Applies one batch to several projections in ONE transaction, each checkpoint moved to the
 * batch's last event by one compare-and-set of them all: one BEGIN, one checkpoint statement and
 * one COMMIT for the batch instead of one of each per projection. All or nothing: if any checkpoint
 * is not where its member expects (a reset, another runner), nothing is written and
 * CheckpointMovedError is thrown, naming none in particular (each member then finds out alone).
 */
export async function applyBatchTogether(
  knex: Knex,
  schema: string,
  members: readonly BatchMember[],
  batch: RecordedEvent[],
): Promise<Position> {
  const to = batch[batch.length - 1].position;
  await knex.transaction(async (trx) => {
    if (!(await moveCheckpointsFrom(trx, schema, members, to))) {
      const names = members.map((member) => member.projection.name).join(', ');
      throw new CheckpointMovedError(names, members[0].from, null);
    }
    await carryingWrites(trx, async () => {
      for (const member of members) await member.projection.apply(batch, trx);
    });
  });
  return to;
}

/** `moveCheckpointFrom` for several projections at once: true only when every one of them moved. */
async function moveCheckpointsFrom(
  trx: Knex.Transaction,
  schema: string,
  members: readonly BatchMember[],
  to: Position,
): Promise<boolean> {
  const notices = members.map((member) =>
    JSON.stringify({ schema, name: member.projection.name, position: to } satisfies ProjectionProgress),
  );
  const result = await prepared(
    trx,
    `with expected as (
       select * from unnest(?::text[], ?::int[], ?::text[], ?::bigint[]) as e(name, version, "commit", "position")
     ), moved as (
       update ${schemaIdentifier(schema)}.projection_checkpoints as c
       set "commit" = ?::xid8, "position" = ?::bigint, updated_at = now()
       from expected as e
       where c.name = e.name and c.version = e.version and c."commit" = e."commit"::xid8 and c."position" = e."position"
       returning c.name
     )
     select (select count(*) from moved)::int as moved, set_config('search_path', ?, true) as search_path,
       set_config('synchronous_commit', 'off', true) as synchronous_commit,
       (select count(pg_notify(?, notice)) from unnest(?::text[]) as notice
        where (select count(*) from moved) = cardinality(?::text[]))::int as notified`,
    [
      members.map((member) => member.projection.name),
      members.map((member) => member.projection.version),
      members.map((member) => member.from.commit),
      members.map((member) => member.from.position),
      to.commit,
      to.position,
      `${schemaIdentifier(schema)}, public`,
      PROGRESS_CHANNEL,
      notices,
      notices,
    ],
  );
  return Number(result.rows[0].moved) === members.length;
}

/**
 * One round trip: the checkpoint moved from `from` to `to` if it is there at this version (its row
 * stays locked until the transaction ends), the tables' schema set for the transaction, and the
 * progress notification queued (only when it moved). A read model can always be replayed, so its
 * transaction does not wait for the WAL flush (a crash loses rows and checkpoint together, and
 * they are replayed).
 */
async function moveCheckpointFrom(
  db: Knex | Knex.Transaction,
  schema: string,
  projection: Projection,
  from: Position,
  to: Position,
): Promise<boolean> {
  const progress: ProjectionProgress = { schema, name: projection.name, position: to };
  const result = await prepared(
    db,
    `with moved as (
       update ${schemaIdentifier(schema)}.projection_checkpoints
       set "commit" = ?::xid8, "position" = ?::bigint, updated_at = now()
       where name = ? and version = ? and "commit" = ?::xid8 and "position" = ?::bigint
       returning name
     )
     select (select count(*) from moved)::int as moved, set_config('search_path', ?, true) as search_path,
       set_config('synchronous_commit', 'off', true) as synchronous_commit,
       case when exists (select 1 from moved) then pg_notify(?, ?) end as notified`,
    [
      to.commit,
      to.position,
      projection.name,
      projection.version,
      from.commit,
      from.position,
      `${schemaIdentifier(schema)}, public`,
      PROGRESS_CHANNEL,
      JSON.stringify(progress),
    ],
  );
  return Number(result.rows[0].moved) === 1;
}
