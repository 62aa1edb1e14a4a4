import { Knex } from 'knex';
import { Position, RecordedEvent } from '@bo/event-store';
import { applyBatch, applyBatchTogether, BatchMember } from './apply-batch';
import { Projection } from './projection';

interface Pending extends BatchMember {
  resolve(to: Position): void;
  reject(error: unknown): void;
}

/** A batch is the same one for two runners when it starts and ends at the same events. */
const keyOf = (schema: string, batch: RecordedEvent[]) => {
  const first = batch[0].position;
  const last = batch[batch.length - 1].position;
  return `${schema}/${first.commit}/${first.position}/${last.commit}/${last.position}`;
};

/**
 * The batch commits of every runner of one process, shared: one notification wakes the runners at
 * once and SharedReads hands them the same events, so the runners that have something to write
 * for them (a sale: orders, stock, the activity log) give their batches here in the same turn of
 * the event loop, and they are committed in ONE transaction (applyBatchTogether) instead of one
 * each: a sale costs fewer BEGINs, COMMITs and checkpoint statements, and the read models it
 * touches become visible together.
 *
 * Each runner keeps its own lock, checkpoint and loop; only the commit is shared. A runner that is
 * ahead or behind (a catch-up, a rebuild) has other events in its batch and commits alone. If the
 * shared transaction fails (one checkpoint moved, one projection's error), it has written nothing
 * and each member commits alone, so only the one concerned sees the failure.
 */
export class SharedCommits {
  private readonly pending = new Map<string, Pending[]>();

  constructor(private readonly knex: Knex) {}

  /** Like applyBatch, committed together with the other runners giving the same batch this turn. */
  apply(schema: string, projection: Projection, from: Position, batch: RecordedEvent[]): Promise<Position> {
    const key = keyOf(schema, batch);
    return new Promise<Position>((resolve, reject) => {
      const members = this.pending.get(key);
      if (members) {
        members.push({ projection, from, resolve, reject });
        return;
      }
      this.pending.set(key, [{ projection, from, resolve, reject }]);
      // Runners woken together reach here in the same turn (their reads resolve as microtasks).
      setImmediate(() => {
        const gathered = this.pending.get(key) ?? [];
        this.pending.delete(key);
        void this.commit(schema, gathered, batch);
      });
    });
  }

  private async commit(schema: string, members: Pending[], batch: RecordedEvent[]): Promise<void> {
    if (members.length > 1) {
      try {
        const to = await applyBatchTogether(this.knex, schema, members, batch);
        members.forEach((member) => member.resolve(to));
        return;
      } catch {
        // Nothing was written: each one alone, so that only the one concerned fails.
      }
    }
    await Promise.all(
      members.map((member) =>
        applyBatch(this.knex, schema, member.projection, member.from, batch).then(member.resolve, member.reject),
      ),
    );
  }
}
