import { Knex } from 'knex';
import { userStream } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { DescribeContext, EventDescription } from './describe-event';
import { namesGivenBy, namesUsedBy } from './event-names';
import { addToCommand, beginCommand, commandKey, describeCommand, isBookkeeping, LoggedCommand } from './log-commands';
import { loadLogNames, LOG_NAMES_TABLE } from './log-names';
import { loadLogNumbers } from './log-numbers';
import { LOG_ORDERS, LOG_ORDERS_TABLE } from './log-orders';
import { LOG_SHOPPINGS, LOG_SHOPPINGS_TABLE } from './log-shoppings';
import { LOG_DEVOLUTIONS, LOG_DEVOLUTIONS_TABLE } from './log-devolutions';
import { ensureTrigramExtension } from './trigram-search';

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

  async apply(events, trx) {
    const logged = events.filter((event) => !isBookkeeping(event));
    if (logged.length === 0) return;
    const open = await readOpenCommand(trx);
    let current = open && open.key === commandKey(logged[0]) ? open : null;
    const described = current ? [current.main, ...logged] : logged;
    const actors = logged.flatMap((event) => (event.metadata.user_id ? [userStream(event.metadata.user_id)] : []));
    // The names the lines use, and those the events give (an unchanged one is not written again).
    const given = logged.flatMap((event) => namesGivenBy(event).map(([streamId]) => streamId));
    const names = await loadLogNames(trx, [...actors, ...described.flatMap(namesUsedBy), ...given]);
    const orders = await loadLogNumbers(trx, LOG_ORDERS, described);
    const shoppings = await loadLogNumbers(trx, LOG_SHOPPINGS, described);
    const devolutions = await loadLogNumbers(trx, LOG_DEVOLUTIONS, described);
    const context: DescribeContext = {
      orderNumber: orders.numberOf,
      shoppingNumber: shoppings.numberOf,
      devolutionNumber: devolutions.numberOf,
      nameOf: names.nameOf,
    };
    const rows: LoggedRow[] = [];
    for (const event of logged) {
      if (current?.key === commandKey(event)) current = addToCommand(current, event);
      else {
        // A command is described once all its events are noted (a sale's number comes with it),
        // and before the next command's are: each row names things as they were called then.
        if (current) rows.push(rowOf(current, context));
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
    await orders.save(trx);
    await shoppings.save(trx);
    await devolutions.save(trx);
    await names.save(trx);
    await insertRows(
      trx,
      'logs',
      [
        { name: 'id', type: 'bigint', values: rows.map((row) => row.id) },
        { name: 'created_at', type: 'timestamptz', values: rows.map((row) => row.created_at) },
        { name: 'user_id', type: 'text', values: rows.map((row) => row.user_id) },
        { name: 'user_name', type: 'text', values: rows.map((row) => row.user_name) },
        { name: 'description', type: 'text', values: rows.map((row) => row.description) },
        { name: 'category', type: 'text', values: rows.map((row) => row.category) },
        { name: 'event_type', type: 'text', values: rows.map((row) => row.main.type) },
        { name: 'stream_id', type: 'text', values: rows.map((row) => row.main.streamId) },
      ],
      // Only the command the previous batch left open is there already: its row is rewritten.
      `on conflict (id) do update set description = excluded.description, category = excluded.category,
         event_type = excluded.event_type, stream_id = excluded.stream_id`,
    );
    await trx.raw(
      `insert into log_open_command (id, key, command) values (1, ?, ?::jsonb)
       on conflict (id) do update set key = excluded.key, command = excluded.command`,
      [current!.key, JSON.stringify(current)],
    );
  },
};

type LoggedRow = LoggedCommand & EventDescription;

function rowOf(command: LoggedCommand, context: DescribeContext): LoggedRow {
  return { ...command, ...describeCommand(command, context) };
}

async function readOpenCommand(trx: Knex.Transaction): Promise<LoggedCommand | null> {
  const result = await trx.raw(`select command from log_open_command where id = 1`);
  return (result.rows[0]?.command as LoggedCommand | undefined) ?? null;
}
