/**
 * The devolutions the log names ('la devolución #2'): their numbers, given like the devolutions
 * read model's (1, 2, 3... in the order they are registered), kept in the log's own table so a
 * row never waits for another projection.
 */
import { Knex } from 'knex';
import type { StockMoveData } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { EventToDescribe } from './describe-event';

export const LOG_DEVOLUTIONS_TABLE = `create table log_devolutions (
  id text primary key,
  number bigint not null unique
)`;

export interface LogDevolutions {
  devolutionNumber(devolutionId: string): number | undefined;
  /** Takes note of an event before it is described: a new devolution gets the next number. */
  note(event: EventToDescribe): void;
  save(trx: Knex.Transaction): Promise<void>;
}

/** The devolution an event is about or mentions (its own, an order's return, a credit note, a stock move). */
function devolutionOf(event: EventToDescribe): string | undefined {
  const data = (event.data ?? {}) as Record<string, unknown>;
  if (event.type.startsWith('Devolution')) return String(data.id);
  if (event.type === 'OrderReturned' || event.type === 'ClientCreditIssued') return String(data.devolution_id);
  if (event.type === 'StockAdded' || event.type === 'StockRemoved') {
    const { document } = data as unknown as StockMoveData;
    if (document?.type === 'devolution') return document.id;
  }
  return undefined;
}

export async function loadLogDevolutions(trx: Knex.Transaction, events: EventToDescribe[]): Promise<LogDevolutions> {
  const ids = new Set(events.map(devolutionOf).filter((id): id is string => id !== undefined));
  const known = new Map<string, number>();
  if (ids.size > 0) {
    const found = await trx.raw('select id, number::float8 as number from log_devolutions where id = any(?::text[])', [
      [...ids],
    ]);
    for (const row of found.rows as { id: string; number: number }[]) known.set(row.id, Number(row.number));
  }
  const creates = events.some((event) => event.type === 'DevolutionRequested');
  let last = creates
    ? Number((await trx.raw('select coalesce(max(number), 0)::float8 as last from log_devolutions')).rows[0].last)
    : 0;
  const added: { id: string; number: number }[] = [];
  return {
    devolutionNumber: (id) => known.get(id),
    note(event) {
      if (event.type !== 'DevolutionRequested') return;
      const id = String((event.data as { id: unknown }).id);
      if (known.has(id)) return;
      last += 1;
      known.set(id, last);
      added.push({ id, number: last });
    },
    async save(trx) {
      await insertRows(
        trx,
        'log_devolutions',
        [
          { name: 'id', type: 'text', values: added.map((row) => row.id) },
          { name: 'number', type: 'bigint', values: added.map((row) => row.number) },
        ],
        'on conflict do nothing',
      );
    },
  };
}
