import { Knex } from 'knex';
import { prepared } from './prepared';

/**
 * A batch's writes that touch different rows, sent to PostgreSQL as ONE statement (each one a
 * data-modifying CTE: `with w0 as (insert ...), w1 as (update ...) select 1`), so a batch costs
 * one round trip for all its tables instead of one per table. They all see the database as it
 * was before the statement: a write that must see another's rows (an update of lines inserted in
 * the same batch, a delete of counts the upsert just brought to zero) goes after `flush`.
 *
 * Several projections committed in one transaction (applyBatchTogether) carry their writes
 * further: a projection's last writes (`flush(trx, { last: true })`: nothing of its own follows)
 * wait in the transaction's carrier and go out with the next projection's writes, so the batch
 * writes every table of every projection in one statement. That is safe because a projection
 * reads and writes only its own tables: the writes it lets wait are none of the others' business.
 */
export class WriteSet {
  private statements: { sql: string; bindings: readonly Knex.Value[] }[] = [];

  /** Queues one statement (knex `?` bindings; no `?` may appear in the SQL otherwise). */
  add(sql: string, bindings: readonly Knex.Value[] = []): void {
    this.statements.push({ sql, bindings });
  }

  get size(): number {
    return this.statements.length;
  }

  /**
   * Sends what was queued (nothing when empty) and starts again, with what other projections of
   * the transaction let wait. `last`: the apply sends nothing after it, so in a shared commit
   * applied one projection after the other it may wait too (it is sent by the next flush or when
   * the shared commit ends).
   */
  async flush(trx: Knex.Transaction, options: { last?: boolean } = {}): Promise<void> {
    const shared = carriers.get(trx);
    if (shared) {
      const { carrier, sideBySide } = shared;
      carrier.statements.push(...this.statements);
      this.statements = [];
      // Side by side (a replay's big batch) nothing waits: PostgreSQL writes each projection's
      // rows while the others compute theirs. The others' statements sent in this turn go first:
      // their reads gate the rows they compute.
      if (sideBySide) await new Promise((resolve) => setImmediate(resolve));
      else if (options.last) return;
      await carrier.send(trx);
      return;
    }
    await this.send(trx);
  }

  private async send(trx: Knex.Transaction): Promise<void> {
    const statements = this.statements;
    this.statements = [];
    if (statements.length === 0) return;
    const bindings = statements.flatMap((statement) => statement.bindings);
    if (statements.length === 1) {
      await prepared(trx, statements[0].sql, bindings);
      return;
    }
    const parts = statements.map((statement, index) => `w${index} as (${statement.sql})`);
    // Data-modifying CTEs run to completion whether or not the main query reads them.
    await prepared(trx, `with ${parts.join(', ')} select 1`, bindings);
  }
}

/** The writes that projections of a shared commit let wait, per transaction, and how they apply. */
const carriers = new WeakMap<Knex.Transaction, { carrier: WriteSet; sideBySide: boolean }>();

/**
 * Runs `work` (several projections' applies in one transaction) with their last writes carried
 * along, and sends whatever is still waiting once it is done. `sideBySide`: the applies run
 * concurrently (apply-batch.ts), so no write waits, and each lets the others' reads of the turn go
 * first.
 */
export async function carryingWrites(
  trx: Knex.Transaction,
  work: () => Promise<void>,
  options: { sideBySide?: boolean } = {},
): Promise<void> {
  const carrier = new WriteSet();
  carriers.set(trx, { carrier, sideBySide: options.sideBySide ?? false });
  try {
    await work();
  } finally {
    carriers.delete(trx);
  }
  await carrier.flush(trx);
}
