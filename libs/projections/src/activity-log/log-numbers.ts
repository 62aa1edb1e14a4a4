/**
 * Documents the log names by a number given in the order they are created, as their read models
 * number them (a sale's number_order, a purchase's number_shopping: 1, 2, 3... without gaps). The
 * log keeps its own numbering (one table per kind) so that it needs no other read model.
 */
import { Knex } from 'knex';
import { insertRows } from '../bulk-insert';
import { EventToDescribe } from './describe-event';

/** One kind of numbered document. */
export interface NumberedDocuments {
  /** The log's table: (id text primary key, <column> bigint unique). */
  table: string;
  column: string;
  /** The event that creates one (and gives it the next number). */
  created: string;
  /** The documents an event mentions (its own, a payment's parts, a stock move's document). */
  mentioned(event: EventToDescribe): string[];
}

export const numbersTable = (kind: Pick<NumberedDocuments, 'table' | 'column'>): string => `create table ${kind.table} (
  id text primary key,
  ${kind.column} bigint not null unique
)`;

export interface LogNumbers {
  numberOf(id: string): number | undefined;
  /** Takes note of an event before it is described: a new document gets the next number. */
  note(event: EventToDescribe): void;
  /** Keeps the documents numbered in this batch. */
  save(trx: Knex.Transaction): Promise<void>;
}

/** The documents of a kind a batch mentions, as numbered before it. */
export async function loadLogNumbers(
  trx: Knex.Transaction,
  kind: NumberedDocuments,
  events: EventToDescribe[],
): Promise<LogNumbers> {
  const ids = new Set<string>();
  let creates = false;
  for (const event of events) {
    kind.mentioned(event).forEach((id) => ids.add(id));
    creates ||= event.type === kind.created;
  }
  const known = new Map<string, number>();
  if (ids.size > 0) {
    const found = await trx.raw(
      `select id, ${kind.column}::float8 as number from ${kind.table} where id = any(?::text[])`,
      [[...ids]],
    );
    for (const row of found.rows as { id: string; number: number }[]) known.set(row.id, Number(row.number));
  }
  let last = creates
    ? Number((await trx.raw(`select coalesce(max(${kind.column}), 0)::float8 as last from ${kind.table}`)).rows[0].last)
    : 0;
  const added: { id: string; number: number }[] = [];
  return {
    numberOf: (id) => known.get(id),
    note(event) {
      if (event.type !== kind.created) return;
      const id = String((event.data as { id: unknown }).id);
      if (known.has(id)) return;
      last += 1;
      known.set(id, last);
      added.push({ id, number: last });
    },
    async save(trx) {
      await insertRows(
        trx,
        kind.table,
        [
          { name: 'id', type: 'text', values: added.map((document) => document.id) },
          { name: kind.column, type: 'bigint', values: added.map((document) => document.number) },
        ],
        'on conflict do nothing',
      );
    },
  };
}
