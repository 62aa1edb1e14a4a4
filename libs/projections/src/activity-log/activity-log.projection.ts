import { Knex } from 'knex';
import { userStream } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { WriteSet } from '../write-set';
import { DescribeContext, EventDescription } from './describe-event';
import { readLogBefore } from './log-before';
import { addToCommand, beginCommand, commandKey, describeCommand, isBookkeeping, LoggedCommand } from './log-commands';
import { LOG_NAMES_TABLE } from './log-names';
import { LOG_ORDERS_TABLE } from './log-orders';
import { LOG_SHOPPINGS_TABLE } from './log-shoppings';
import { LOG_DEVOLUTIONS_TABLE } from './log-devolutions';
import { ensureTrigramExtension } from './trigram-search';
import { allOrFirstFailure } from '../first-failure';

/** Who did a command that has no user, or whose user is unknown. */
export const SYSTEM_USER_NAME = 'Sistema';

/** The columns the log screen searches with `ilike '%…%'`, each with a trigram index (when pg_trgm exists). */
export const ACTIVITY_LOG_SEARCHED_COLUMNS = ['description', 'user_name', 'category'] as const;

/** The one command that a batch may have left unfinished: its events may go on in the next batch. */
const OPEN_COMMAND_TABLE = `create table log_open_command (
  id smallint primary key check (id = 1),
  key text not null,
  command jsonb not null
)`;

/**
 * One row per accepted command (see log-commands.ts): when, who, what (in Spanish, named by its
 * main event) and its category, linked by `stream_id` to the record it is about. A batch may end
 * in the middle of a command's events: its last command is kept in `log_open_command` and, when
 * the next batch goes on with it, its row (same id: its first event's position) is rewritten, so
 * any batch boundaries give the same rows. Bookkeeping events get no row. A row names things
 * (products, deposits, clients, users...) as they were called when its command was done, from the
 * names the log learns from the events it folds (`log_names`, event-names.ts).
 */
export const activityLogProjection: Projection = {
  name: 'activity_log',
  version: 11,
  tables: ['logs', 'log_names', 'log_orders', 'log_shoppings', 'log_devolutions', 'log_open_command'],
  /** Version 5 kept users' names apart; log_names holds them now. */
  retiredTables: ['log_users'],

  async createTables(trx) {
    await trx.raw(LOG_NAMES_TABLE);
    await trx.raw(LOG_ORDERS_TABLE);
    await trx.raw(LOG_SHOPPINGS_TABLE);
    await trx.raw(LOG_DEVOLUTIONS_TABLE);
    await trx.raw(OPEN_COMMAND_TABLE);
    await trx.raw(`create table logs (
      id bigint primary key,
      created_at timestamptz not null,
      user_id text,
      user_name text not null,
      description text not null,
      category text not null,
      event_type text not null,
      stream_id text not null
    )`);
    await trx.raw(`create index logs_newest on logs (created_at desc, id desc)`);
  },

  /** Trigram indexes serve `description ilike '%…%' or user_name ilike … or category ilike …` (a BitmapOr). */
  async createDeferredIndexes(trx) {
    if (!(await ensureTrigramExtension(trx))) return;
    for (const column of ACTIVITY_LOG_SEARCHED_COLUMNS) {
      await trx.raw(`create index if not exists logs_${column}_search on logs using gin (${column} gin_trgm_ops)`);
    }
  },

  /**
   * One statement reads what the batch needs (two at most, log-before.ts), one writes all its
   * tables (a replay's batch also sends its rows by the thousand while it describes the rest).
   */
  async apply(events, trx) {
    const logged = events.filter((event) => !isBookkeeping(event));
    if (logged.length === 0) return;
    const { open, names, orders, shoppings, devolutions } = await readLogBefore(trx, logged);
    const context: DescribeContext = {
      orderNumber: orders.numberOf,
      shoppingNumber: shoppings.numberOf,
      devolutionNumber: devolutions.numberOf,
      nameOf: names.nameOf,
    };
    let current = open;
    let rows: LoggedRow[] = [];
    /** A replay's rows already on their way, in statements of ROWS_SENT_AT_ONCE. */
    const sending: Promise<void>[] = [];
    for (const event of logged) {
      if (current?.key === commandKey(event)) current = addToCommand(current, event);
      else {
        // A command is described once all its events are noted (a sale's number comes with it),
        // and before the next command's are: each row names things as they were called then.
        if (current) rows.push(rowOf(current, context));
        if (rows.length === ROWS_SENT_AT_ONCE) {
          sending.push(sendRows(trx, rows));
          rows = [];
          // The statement goes out before the next rows are described.
          await new Promise((resolve) => setImmediate(resolve));
        }
        // A command names its user as they were called then: from their registration on, and
        // by their new name once renamed.
        const userId = event.metadata.user_id;
        current = beginCommand(event, (userId && names.nameOf(userStream(userId))) || SYSTEM_USER_NAME);
      }
      orders.note(event);
      shoppings.note(event);
      devolutions.note(event);
      names.note(event);
    }
    rows.push(rowOf(current!, context));
    // Different tables, distinct keys in each: one statement (write-set.ts).
    const writes = new WriteSet();
    await orders.save(writes);
    await shoppings.save(writes);
    await devolutions.save(writes);
    await names.save(writes);
    await writeRows(writes, rows);
    writeOpenCommand(writes, current!);
    await allOrFirstFailure([...sending, writes.flush(trx, { last: true })]);
  },
};

/**
 * Rows from which a batch's rows already described are sent while it describes the rest: a
 * replay's batch has thousands, and PostgreSQL writes each thousand while the next is described.
 * A command's batch has a few and sends them with the rest of its writes, in one statement.
 */
export const ROWS_SENT_AT_ONCE = 1000;

/** Sends `rows` in a statement of their own; its failure is answered with the batch's last writes. */
function sendRows(trx: Knex.Transaction, rows: LoggedRow[]): Promise<void> {
  const sent = (async () => {
    const writes = new WriteSet();
    await writeRows(writes, rows);
    await writes.flush(trx);
  })();
  // Not unhandled meanwhile: allOrFirstFailure answers it.
  sent.catch(() => undefined);
  return sent;
}

/** A `logs` row: built field by field (a replay builds a million of them). */
interface LoggedRow extends EventDescription {
  id: string;
  created_at: string;
  user_id: string | null;
  user_name: string;
  event_type: string;
  stream_id: string;
}

function rowOf(command: LoggedCommand, context: DescribeContext): LoggedRow {
  const { description, category } = describeCommand(command, context);
  return {
    id: command.id,
    created_at: command.created_at,
    user_id: command.user_id,
    user_name: command.user_name,
    description,
    category,
    event_type: command.main.type,
    stream_id: command.main.streamId,
  };
}

async function writeRows(writes: WriteSet, rows: LoggedRow[]): Promise<void> {
  const column = <K extends keyof LoggedRow>(name: K) => rows.map((row) => row[name]);
  await insertRows(
    writes,
    'logs',
    [
      { name: 'id', type: 'bigint', values: column('id') },
      { name: 'created_at', type: 'timestamptz', values: column('created_at') },
      { name: 'user_id', type: 'text', values: column('user_id') },
      { name: 'user_name', type: 'text', values: column('user_name') },
      { name: 'description', type: 'text', values: column('description') },
      { name: 'category', type: 'text', values: column('category') },
      { name: 'event_type', type: 'text', values: column('event_type') },
      { name: 'stream_id', type: 'text', values: column('stream_id') },
    ],
    // Only the command the previous batch left open is there already: its row is rewritten.
    `on conflict (id) do update set description = excluded.description, category = excluded.category,
       event_type = excluded.event_type, stream_id = excluded.stream_id`,
  );
}

/** The batch's last command: the next batch may go on with it. */
function writeOpenCommand(writes: WriteSet, command: LoggedCommand): void {
  writes.add(
    `insert into log_open_command (id, key, command) values (1, ?, ?::jsonb)
     on conflict (id) do update set key = excluded.key, command = excluded.command`,
    [command.key, JSON.stringify(command)],
  );
}
