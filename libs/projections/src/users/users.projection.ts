import { RecordedEvent } from '@bo/event-store';
import { UserRegistered } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';

/** Users as the login and the users screen read them. */
export const usersProjection: Projection = {
  name: 'users',
  handles: ['UserRegistered'],
  version: 1,
  tables: ['users'],

  async createTables(trx) {
    await trx.raw(`create table users (
      id bigint primary key,
      first_name text not null,
      last_name text not null,
      email text not null unique,
      role text not null,
      password_hash text not null,
      owner boolean not null,
      created_at timestamptz not null,
      deleted_at timestamptz
    )`);
    await trx.raw(`create index users_newest on users (created_at desc, id desc)`);
  },

  async apply(events, trx) {
    const registered = events.filter((event) => event.type === 'UserRegistered') as RecordedEvent<
      UserRegistered['data']
    >[];
    if (registered.length === 0) return;
    const column = (pick: (event: RecordedEvent<UserRegistered['data']>) => string | boolean) => registered.map(pick);
    // A user is registered once (its stream and e-mail reservation guarantee it): a repeat is ignored.
    await insertRows(
      trx,
      'users',
      [
        { name: 'id', type: 'bigint', values: column((event) => event.data.id) },
        { name: 'first_name', type: 'text', values: column((event) => event.data.first_name) },
        { name: 'last_name', type: 'text', values: column((event) => event.data.last_name) },
        { name: 'email', type: 'text', values: column((event) => event.data.email) },
        { name: 'role', type: 'text', values: column((event) => event.data.role) },
        { name: 'password_hash', type: 'text', values: column((event) => event.data.password_hash) },
        { name: 'owner', type: 'boolean', values: column((event) => event.data.owner) },
        { name: 'created_at', type: 'timestamptz', values: column((event) => event.metadata.at) },
      ],
      'on conflict do nothing',
    );
  },
};
