/**
 * What a batch needs of the log's own tables as they stand before it, read in ONE round trip (each
 * statement costs CPU on loopback TCP, and the log is folded with every sale): the command the
 * previous batch left open, only when this batch goes on with it; the names its events use or give;
 * and for each numbered kind the documents they mention and, when the batch creates one, the last
 * number given. A batch that goes on with the open command may need more for the command's main
 * event (a client payment's client, when the batch starts at the payment's parts): a second
 * statement reads what the first did not, only then.
 */
import { Knex } from 'knex';
import { userStream } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { EventToDescribe } from './describe-event';
import { namesGivenBy, namesUsedBy } from './event-names';
import { commandKey, LoggedCommand } from './log-commands';
import { LOG_DEVOLUTIONS } from './log-devolutions';
import { LogNames, logNames } from './log-names';
import { LogNumbers, logNumbers, NumberedDocuments, NumbersBefore, numbersNeeded, NumbersNeeded } from './log-numbers';
import { LOG_ORDERS } from './log-orders';
import { LOG_SHOPPINGS } from './log-shoppings';
import { prepared } from '../prepared';

/** The numbered kinds, in the order a statement reads them. */
const KINDS: readonly NumberedDocuments[] = [LOG_ORDERS, LOG_SHOPPINGS, LOG_DEVOLUTIONS];

export interface LogBefore {
  /** The command the previous batch left open, when the batch's first logged event goes on with it. */
  open: LoggedCommand | null;
  names: LogNames;
  orders: LogNumbers;
  shoppings: LogNumbers;
  devolutions: LogNumbers;
}

/** What a statement asks for: names by stream, and each kind's documents (in the order of KINDS). */
interface Needed {
  names: string[];
  numbers: NumbersNeeded[];
}

/** What a statement found. */
interface Found {
  open: LoggedCommand | null;
  names: Map<string, string>;
  numbers: NumbersBefore[];
}

/** The log as it stands before `logged` (a batch's events, bookkeeping left out; at least one). */
export async function readLogBefore(trx: Knex.Transaction, logged: RecordedEvent[]): Promise<LogBefore> {
  const needed = neededBy(logged);
  let found = await readNeeded(trx, commandKey(logged[0]), needed);
  if (found.open) {
    const more = neededBesides(found.open.main, needed);
    if (!isNothing(more)) found = joined(found, await readNeeded(trx, null, more));
  }
  const [orders, shoppings, devolutions] = KINDS.map((kind, index) => logNumbers(kind, found.numbers[index]));
  return { open: found.open, names: logNames(found.names), orders, shoppings, devolutions };
}

/**
 * What the batch's own events need: their users' names, the names their lines use and those they
 * give (an unchanged one is not written again), and the documents they mention or create.
 */
function neededBy(logged: RecordedEvent[]): Needed {
  const actors = logged.flatMap((event) => (event.metadata.user_id ? [userStream(event.metadata.user_id)] : []));
  const given = logged.flatMap((event) => namesGivenBy(event).map(([streamId]) => streamId));
  return {
    names: [...new Set([...actors, ...logged.flatMap(namesUsedBy), ...given])],
    numbers: KINDS.map((kind) => numbersNeeded(kind, logged)),
  };
}

/**
 * What the open command's main event needs beyond what was asked already. No last number: a
 * document it created was numbered by the batch that noted it (only this batch's events are noted).
 */
function neededBesides(main: EventToDescribe, asked: Needed): Needed {
  const askedNames = new Set(asked.names);
  return {
    names: namesUsedBy(main).filter((streamId) => !askedNames.has(streamId)),
    numbers: KINDS.map((kind, index) => {
      const askedIds = new Set(asked.numbers[index].ids);
      return { ids: numbersNeeded(kind, [main]).ids.filter((id) => !askedIds.has(id)), creates: false };
    }),
  };
}

const isNothing = (needed: Needed): boolean =>
  needed.names.length === 0 && needed.numbers.every((kind) => kind.ids.length === 0 && !kind.creates);

/**
 * One statement: the open command if its key is `openKey` (none when null), the names as a json
 * array of [stream, name], and per kind its documents as [id, number] and its last number (0 when
 * the batch creates none: the subquery is then not run).
 */
async function readNeeded(trx: Knex.Transaction, openKey: string | null, needed: Needed): Promise<Found> {
  const numbers = KINDS.map(
    (kind) => `(select coalesce(json_agg(json_build_array(id, ${kind.column})), '[]') from ${kind.table}
         where id = any(?::text[])) as ${kind.table},
       case when ?::boolean then (select coalesce(max(${kind.column}), 0) from ${kind.table}) else 0 end::float8
         as ${kind.table}_last`,
  );
  const result = await prepared(
    trx,
    `select (select command from log_open_command where id = 1 and key = ?) as open,
       (select coalesce(json_agg(json_build_array(stream_id, name)), '[]') from log_names
         where stream_id = any(?::text[])) as names,
       ${numbers.join(',\n       ')}`,
    [openKey, needed.names, ...needed.numbers.flatMap((kind) => [kind.ids, kind.creates])] as unknown as Knex.Value[],
  );
  const row = result.rows[0] as Record<string, unknown>;
  return {
    open: (row.open as LoggedCommand | null) ?? null,
    names: new Map(row.names as [string, string][]),
    numbers: KINDS.map((kind) => ({
      known: new Map((row[kind.table] as [string, number][]).map(([id, number]) => [id, Number(number)])),
      last: Number(row[`${kind.table}_last`]),
    })),
  };
}

/** The first statement's findings with the second's (it asked for other names and documents only). */
function joined(first: Found, second: Found): Found {
  return {
    open: first.open,
    names: new Map([...first.names, ...second.names]),
    numbers: first.numbers.map((kind, index) => ({
      known: new Map([...kind.known, ...second.numbers[index].known]),
      last: kind.last,
    })),
  };
}
