/**
 * Documents the log names by a number given in the order they are created, as their read models
 * number them (a sale's number_order, a purchase's number_shopping: 1, 2, 3... without gaps). The
 * log keeps its own numbering (one table per kind) so that it needs no other read model.
 */
import { insertRows } from '../bulk-insert';
import { WriteSet } from '../write-set';
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

/** What a batch must know of a kind before it: the documents its events mention, and whether it creates one. */
export interface NumbersNeeded {
  ids: string[];
  /** Only then is the last number given needed. */
  creates: boolean;
}

export function numbersNeeded(kind: NumberedDocuments, events: readonly EventToDescribe[]): NumbersNeeded {
  const ids = new Set<string>();
  let creates = false;
  for (const event of events) {
    kind.mentioned(event).forEach((id) => ids.add(id));
    creates ||= event.type === kind.created;
  }
  return { ids: [...ids], creates };
}

/** A kind's documents as numbered before a batch: those it mentions, and the last number given (0 unless it creates one). */
export interface NumbersBefore {
  known: ReadonlyMap<string, number>;
  last: number;
}

export interface LogNumbers {
  numberOf(id: string): number | undefined;
  /** Takes note of an event before it is described: a new document gets the next number. */
  note(event: EventToDescribe): void;
  /** Queues the documents numbered in this batch with the batch's other writes. */
  save(writes: WriteSet): Promise<void>;
}

/** The documents of a kind, numbered as before the batch and then as its events create them. */
export function logNumbers(kind: NumberedDocuments, before: NumbersBefore): LogNumbers {
  const known = new Map(before.known);
  let last = before.last;
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
    async save(writes) {
      await insertRows(
        writes,
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
