import { Knex } from 'knex';
import { comparePositions, Position, RecordedEvent } from '@bo/event-store';
import { readCheckpoint } from './checkpoints';
import { Projection } from './projection';
import { schemaIdentifier } from './sql';
import { prepared } from './prepared';
import { carryingWrites } from './write-set';
import { allOrFirstFailure } from './first-failure';

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
  if (batch.length === 0) {
    await moveCheckpoints(knex, schema, [{ projection, from }], to);
    return to;
  }
  return applyBatchTogether(knex, schema, [{ projection, from }], batch);
}

/** What several projections that read the same batch commit together (see SharedCommits). */
export interface BatchMember {
  projection: Projection;
  /** The member's stored checkpoint (its compare-and-set's expected value). */
  from: Position;
}

/**
 * `applyBatch` for several projections in ONE transaction, their checkpoints moved by one
 * compare-and-set of them all: one BEGIN, one checkpoint statement, one write statement for all
 * their tables (write-set.ts) and one COMMIT for the batch; a replay's big batches are applied
 * side by side (applyConcurrently). All or nothing: if any checkpoint is not where its member
 * expects, nothing is written and CheckpointMovedError names that one.
 */
export async function applyBatchTogether(
  knex: Knex,
  schema: string,
  members: readonly BatchMember[],
  batch: RecordedEvent[],
): Promise<Position> {
  const to = batch[batch.length - 1].position;
  await knex.transaction(async (trx) => {
    await moveCheckpoints(trx, schema, members, to);
    // One projection alone has no one to carry its writes to: they are sent as it flushes them.
    if (members.length === 1) return members[0].projection.apply(batch, trx);
    const sideBySide = batch.length >= SIDE_BY_SIDE_FROM;
    await carryingWrites(
      trx,
      async () => {
        if (sideBySide) return applyConcurrently(members, batch, trx);
        for (const member of members) await member.projection.apply(batch, trx);
      },
      { sideBySide },
    );
  });
  return to;
}

/**
 * Events in a batch from which its projections apply side by side: a replay's batches (thousands)
 * give each one much to compute while another's statement runs. A command's few events give
 * almost nothing to overlap, and there the turn each write gives way (write-set.ts) lets the next
 * requests in before the batch commits: sales ran about 8 % slower side by side
 * (docs/architecture.md).
 */
export const SIDE_BY_SIDE_FROM = 1000;

/**
 * The members' applies, started together on the one transaction: while PostgreSQL runs one
 * projection's statement, the others compute their rows (their statements queue on the connection
 * in the order sent; each projection reads and writes only its own tables, so the interleaving
 * changes nothing that any of them sees). A replay of the rates and the log went from about
 * 49,000 to 54,000 events/s (docs/architecture.md). Waits for every one of them before it answers,
 * so nothing is sent once the transaction ends; a failure is the first one that happened (a
 * member failing after it sees only the aborted transaction).
 */
async function applyConcurrently(
  members: readonly BatchMember[],
  batch: RecordedEvent[],
  trx: Knex.Transaction,
): Promise<void> {
  await allOrFirstFailure(members.map((member) => member.projection.apply(batch, trx)));
}

/**
 * One round trip: each member's checkpoint moved from its `from` to `to` if it is there at this
 * version (the rows stay locked until the transaction ends), the tables' schema set for the
 * transaction, and the progress notifications queued (only when every one moved). A read model can
 * always be replayed, so its transaction does not wait for the WAL flush (a crash loses rows and
 * checkpoint together, and they are replayed). Throws CheckpointMovedError for a member that
 * was not where it expected.
 */
async function moveCheckpoints(
  db: Knex | Knex.Transaction,
  schema: string,
  members: readonly BatchMember[],
  to: Position,
): Promise<void> {
  const notices = members.map((member) =>
    JSON.stringify({ schema, name: member.projection.name, position: to } satisfies ProjectionProgress),
  );
  const result = await prepared(
    db,
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
  if (Number(result.rows[0].moved) === members.length) return;
  for (const { projection, from } of members) {
    const stored = await readCheckpoint(db, schema, projection.name);
    if (stored?.version !== projection.version || comparePositions(stored.position, from) !== 0)
      throw new CheckpointMovedError(projection.name, from, stored?.position ?? null);
  }
  throw new CheckpointMovedError(members.map((member) => member.projection.name).join(', '), members[0].from, null);
}
