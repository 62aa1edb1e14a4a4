import { createHash } from 'crypto';
import { Knex } from 'knex';

/** Texts named so far (bounded: the statements given here come from a fixed set of shapes). */
const names = new Map<string, string>();
const MAX_NAMES = 5000;

/**
 * The name PostgreSQL keeps a statement's text under on each connection: a hash of the text, so
 * one text is one name wherever it comes from.
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `bo_${createHash('sha1').update(sql).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(sql, name);
  }
  return name;
}

/**
 * A statement that each connection parses and plans once (a named prepared statement) instead of
 * on every run: a projection's batch or a command's lookups run the same few texts thousands of
 * times, and parsing and planning them was a fifth of a sale's cost. Only for texts whose shapes
 * are few and whose plan does not depend on the values (keys, arrays of keys, rows to write): a
 * search by a pattern keeps a plan of its own per run.
 */
export function prepared(db: Knex | Knex.Transaction, sql: string, bindings: readonly Knex.Value[] = []): Knex.Raw {
  return db.raw(sql, bindings).options({ name: statementName(sql) });
}
