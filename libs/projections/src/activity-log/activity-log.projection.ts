import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';
import { UNIQUE_VALUE_EVENT_TYPES, UserRegistered } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { describeEvent } from './describe-event';
import { loadLogOrders, LOG_ORDERS_TABLE } from './log-orders';
import { ensureTrigramExtension } from './trigram-search';

/** Who did an event that has no user, or whose user is unknown. */
export const SYSTEM_USER_NAME = 'Sistema';

/** The columns the log screen searches with `ilike '%…%'`, each with a trigram index (when pg_trgm exists). */
export const ACTIVITY_LOG_SEARCHED_COLUMNS = ['description', 'user_name', 'category'] as const;

interface LogRow {
  id: string;
  created_at: string;
  user_id: string | null;
  user_name: string;
  description: string;
  category: string;
  event_type: string;
  stream_id: string;
}

/**
 * One row per event, whatever its type: when, who, what (in Spanish) and its category. The claims
 * of unique values only guard another event of the same command and get no row of their own.
 */
export const activityLogProjection: Projection = {
  name: 'activity_log',
  version: 4,
  tables: ['logs', 'log_users', 'log_orders'],

  async createTables(trx) {
    await trx.raw(`create table log_users (id text primary key, name text not null)`);
    await trx.raw(LOG_ORDERS_TABLE);
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
    const names = await knownNames(trx, events);
    const orders = await loadLogOrders(trx, events);
    const namedUsers = new Map<string, string>();
    const rows: LogRow[] = [];
    for (const event of events) {
      if (UNIQUE_VALUE_EVENT_TYPES.includes(event.type)) continue;
      const userId = event.metadata.user_id ?? null;
      orders.note(event);
      const { description, category } = describeEvent(event, orders);
      rows.push({
        id: event.position.position,
        created_at: event.metadata.at,
        user_id: userId,
        user_name: (userId !== null && names.get(userId)) || SYSTEM_USER_NAME,
        description,
        category,
        event_type: event.type,
        stream_id: event.streamId,
      });
      // Events are taken one by one, so an event names its user as they were called then:
      // from their registration on, and by their new name once renamed.
      if (event.type === 'UserRegistered' || event.type === 'UserUpdated') {
        const user = (event as RecordedEvent<UserRegistered['data']>).data;
        const name = `${user.first_name} ${user.last_name}`;
        if (names.get(user.id) !== name) {
          names.set(user.id, name);
          namedUsers.set(user.id, name);
        }
      }
    }
    await orders.save(trx);
    await insertRows(
      trx,
      'log_users',
      [
        { name: 'id', type: 'text', values: [...namedUsers.keys()] },
        { name: 'name', type: 'text', values: [...namedUsers.values()] },
      ],
      'on conflict (id) do update set name = excluded.name',
    );
    await insertRows(trx, 'logs', [
      { name: 'id', type: 'bigint', values: rows.map((row) => row.id) },
      { name: 'created_at', type: 'timestamptz', values: rows.map((row) => row.created_at) },
      { name: 'user_id', type: 'text', values: rows.map((row) => row.user_id) },
      { name: 'user_name', type: 'text', values: rows.map((row) => row.user_name) },
      { name: 'description', type: 'text', values: rows.map((row) => row.description) },
      { name: 'category', type: 'text', values: rows.map((row) => row.category) },
      { name: 'event_type', type: 'text', values: rows.map((row) => row.event_type) },
      { name: 'stream_id', type: 'text', values: rows.map((row) => row.stream_id) },
    ]);
  },
};

/** Names already known for the users this batch mentions (as actors or as newly registered). */
async function knownNames(trx: Knex.Transaction, events: RecordedEvent[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.metadata.user_id) ids.add(event.metadata.user_id);
    if (event.type === 'UserRegistered' || event.type === 'UserUpdated')
      ids.add((event.data as UserRegistered['data']).id);
  }
  if (ids.size === 0) return new Map();
  const result = await trx.raw(`select id, name from log_users where id = any(?::text[])`, [[...ids]]);
  return new Map((result.rows as { id: string; name: string }[]).map((row) => [row.id, row.name]));
}
