import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';
import { UserStreamEvent } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';

type Value = string | boolean | null;

const PROFILE_COLUMNS = [
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'role', type: 'text' },
  { name: 'owner', type: 'boolean' },
  { name: 'photo', type: 'text' },
  { name: 'organization_id', type: 'bigint' },
  { name: 'password_hash', type: 'text' },
] as const;
const ALL_COLUMNS = [
  ...PROFILE_COLUMNS,
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
  { name: 'deleted_at', type: 'timestamptz' },
] as const;

interface UserChange {
  id: string;
  /** Registered in this batch: the whole row. */
  row?: Record<string, Value>;
  /** Edited in this batch (registered earlier): the changed columns. */
  values?: Record<string, Value>;
  /** Deleted or restored in this batch (registered earlier): the instant, or null. */
  deletedAt?: string | null;
}

/**
 * Users as the login, the sessions and the users screen read them. The e-mail is not unique here:
 * a deleted user keeps theirs while another live user may hold it (the reservation streams keep
 * it unique among live users).
 */
export const usersProjection: Projection = {
  name: 'users',
  handles: ['UserRegistered', 'UserUpdated', 'UserDeleted', 'UserRestored'],
  version: 2,
  tables: ['users'],

  async createTables(trx) {
    await trx.raw(`create table users (
      id bigint primary key,
      first_name text not null,
      last_name text not null,
      email text not null,
      role text not null,
      owner boolean not null,
      photo text,
      organization_id bigint,
      password_hash text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz
    )`);
    await trx.raw(`create index users_newest on users (created_at desc, id desc)`);
    await trx.raw(`create index users_email on users (email)`);
    await trx.raw(`create index users_organization on users (organization_id)`);
  },

  async apply(events, trx) {
    const changes = foldUserEvents(events as RecordedEvent<UserStreamEvent['data']>[]);
    if (changes.length) await writeChanges(trx, changes);
  },
};

function foldUserEvents(events: RecordedEvent<UserStreamEvent['data']>[]): UserChange[] {
  const changes = new Map<string, UserChange>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as UserStreamEvent;
    const at = recorded.metadata.at;
    const id = event.data.id;
    const change = changes.get(id) ?? { id };
    switch (event.type) {
      case 'UserRegistered': {
        const { id: _id, ...data } = event.data;
        change.row = {
          ...data,
          photo: data.photo ?? null,
          organization_id: data.organization_id ?? null,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        };
        break;
      }
      case 'UserUpdated': {
        const { id: _id, password_hash, ...profile } = event.data;
        const values = { ...profile, ...(password_hash ? { password_hash } : {}), updated_at: at };
        if (change.row) change.row = { ...change.row, ...values };
        else change.values = { ...change.values, ...values };
        break;
      }
      case 'UserDeleted':
      case 'UserRestored': {
        const deletedAt = event.type === 'UserDeleted' ? at : null;
        if (change.row) change.row = { ...change.row, deleted_at: deletedAt };
        else change.deletedAt = deletedAt;
        break;
      }
      default:
        continue;
    }
    changes.set(id, change);
  }
  return [...changes.values()];
}

async function writeChanges(trx: Knex.Transaction, changes: UserChange[]): Promise<void> {
  const registered = changes.filter((change) => change.row);
  await insertRows(
    trx,
    'users',
    [
      { name: 'id', type: 'bigint', values: registered.map((change) => change.id) },
      ...ALL_COLUMNS.map((column) => ({
        name: column.name,
        type: column.type,
        values: registered.map((change) => change.row![column.name] ?? null),
      })),
    ],
    `on conflict (id) do update set ${ALL_COLUMNS.map((c) => `"${c.name}" = excluded."${c.name}"`).join(', ')}`,
  );

  // An edit without a new password keeps the stored hash: each column only where the batch set it.
  const edited = changes.filter((change) => !change.row && change.values);
  if (edited.length) {
    const set = [...PROFILE_COLUMNS, { name: 'updated_at', type: 'timestamptz' }];
    await trx.raw(
      `update users set ${set
        .map((c) => `"${c.name}" = case when v."set_${c.name}" then v."${c.name}" else users."${c.name}" end`)
        .join(', ')}
       from unnest(?::bigint[], ${set.map((c) => `?::${c.type}[], ?::boolean[]`).join(', ')})
         as v(id, ${set.map((c) => `"${c.name}", "set_${c.name}"`).join(', ')})
       where users.id = v.id`,
      [
        edited.map((change) => change.id),
        ...set.flatMap((c) => [
          edited.map((change) => change.values![c.name] ?? null),
          edited.map((change) => c.name in change.values!),
        ]),
      ] as unknown as Knex.Value[],
    );
  }

  const toggled = changes.filter((change) => !change.row && change.deletedAt !== undefined);
  if (toggled.length) {
    await trx.raw(
      `update users set deleted_at = v.deleted_at
       from unnest(?::bigint[], ?::timestamptz[]) as v(id, deleted_at) where users.id = v.id`,
      [
        toggled.map((change) => change.id),
        toggled.map((change) => change.deletedAt ?? null),
      ] as unknown as Knex.Value[],
    );
  }
}
