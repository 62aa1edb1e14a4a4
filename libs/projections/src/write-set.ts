import { Knex } from 'knex';
import { prepared } from './prepared';

/**
 * A batch's writes that touch different rows, sent to PostgreSQL as ONE statement (each one a
 * data-modifying CTE: `with w0 as (insert ...), w1 as (update ...) select 1`), so a batch costs
 * one round trip for all its tables instead of one per table. They all see the database as it
 * was before the statement: a write that must see another's rows (an update of lines inserted in
 * the same batch, a delete of counts the upsert just brought to zero) goes after `flush`.
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

  /** Sends what was queued (nothing when empty) and starts again. */
  async flush(trx: Knex.Transaction): Promise<void> {
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
