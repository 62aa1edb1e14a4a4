import { EventMetadata, given } from '../kit';
import { testMetadata } from '../catalogue/testing';
import { userDecider, UserMessages } from './user.decider';
import { userEmailDecider } from './user-email.decider';
import { UserStreamEvent } from './user.events';

/** A command of user 1, the admin; `by('7')`, of user 7. */
const admin = testMetadata;
const by = (user_id: string): EventMetadata => ({ ...testMetadata, user_id });

const profile = {
  first_name: 'Luis',
  last_name: 'Gómez',
  email: 'luis@example.com',
  role: 'sales' as const,
  owner: false,
  photo: null,
  organization_id: '4',
};
/** As written before photos and stores existed: neither field. */
const registered: UserStreamEvent = {
  type: 'UserRegistered',
  data: {
    id: '7',
    first_name: 'Luis',
    last_name: 'Gómez',
    email: 'luis@example.com',
    role: 'sales',
    owner: false,
    password_hash: '$argon2id$old',
  },
};
const deleted: UserStreamEvent = { type: 'UserDeleted', data: { id: '7' } };

describe('a user', () => {
  it('is registered with the e-mail in lower case, a photo and a store', () => {
    given(userDecider)
      .when({
        type: 'RegisterUser',
        data: { id: '7', ...profile, email: ' Luis@Example.com ', password_hash: 'h' },
        metadata: admin,
      })
      .then([{ type: 'UserRegistered', data: { id: '7', ...profile, password_hash: 'h' } }]);
  });

  it('is updated without a new password: the event carries no hash', () => {
    given(userDecider, [registered])
      .when({ type: 'UpdateUser', data: { profile, password_hash: null }, metadata: admin })
      .then([{ type: 'UserUpdated', data: { id: '7', ...profile } }]);
  });

  it('is updated with a new password: the event carries its hash', () => {
    given(userDecider, [registered])
      .when({
        type: 'UpdateUser',
        data: { profile: { ...profile, organization_id: null }, password_hash: '$argon2id$new' },
        metadata: admin,
      })
      .then([
        {
          type: 'UserUpdated',
          data: { id: '7', ...profile, organization_id: null, password_hash: '$argon2id$new' },
        },
      ]);
  });

  it('records nothing when the profile does not change and no password is typed', () => {
    given(userDecider, [registered])
      .when({
        type: 'UpdateUser',
        data: { profile: { ...profile, organization_id: null }, password_hash: null },
        metadata: admin,
      })
      .then([]);
  });

  it('refuses an invalid profile with its Spanish message', () => {
    given(userDecider, [registered])
      .when({
        type: 'UpdateUser',
        data: { profile: { ...profile, email: 'no-es-correo' }, password_hash: null },
        metadata: admin,
      })
      .thenRefuses('El correo electrónico no es un correo electrónico válido.');
  });

  it('lets nobody change their own role (an admin cannot demote themself)', () => {
    const adminRegistered: UserStreamEvent = {
      type: 'UserRegistered',
      data: { ...registered.data, id: '1', role: 'admin' },
    };
    given(userDecider, [adminRegistered])
      .when({
        type: 'UpdateUser',
        data: { profile: { ...profile, role: 'sales' }, password_hash: null },
        metadata: admin,
      })
      .thenRefuses(UserMessages.ownRole);
    // The rest of one's own profile may change.
    given(userDecider, [adminRegistered])
      .when({
        type: 'UpdateUser',
        data: { profile: { ...profile, role: 'admin' }, password_hash: null },
        metadata: admin,
      })
      .then([{ type: 'UserUpdated', data: { id: '1', ...profile, role: 'admin' } }]);
  });

  it('is deleted by someone else, never by themself', () => {
    given(userDecider, [registered]).when({ type: 'DeleteUser', data: {}, metadata: admin }).then([deleted]);
    given(userDecider, [registered])
      .when({ type: 'DeleteUser', data: {}, metadata: by('7') })
      .thenRefuses('No puede eliminarse a sí mismo');
  });

  it('is restored once deleted; restoring a live user is refused', () => {
    given(userDecider, [registered, deleted])
      .when({ type: 'RestoreUser', data: {}, metadata: admin })
      .then([{ type: 'UserRestored', data: { id: '7' } }]);
    given(userDecider, [registered])
      .when({ type: 'RestoreUser', data: {}, metadata: admin })
      .thenRefuses('El usuario no está eliminado');
  });

  it('refuses to edit or delete a deleted user, and anything on an unknown one', () => {
    given(userDecider, [registered, deleted])
      .when({ type: 'UpdateUser', data: { profile, password_hash: null }, metadata: admin })
      .thenRefuses('El usuario fue eliminado');
    given(userDecider, [registered, deleted])
      .when({ type: 'DeleteUser', data: {}, metadata: admin })
      .thenRefuses('El usuario fue eliminado');
    given(userDecider)
      .when({ type: 'RestoreUser', data: {}, metadata: admin })
      .thenRefuses('El usuario no existe', 'not_found');
  });
});

describe("a user's e-mail reservation", () => {
  const reserve = (user_id: string) =>
    ({ type: 'ReserveEmail', data: { email: 'Luis@Example.com', user_id }, metadata: admin }) as const;
  const reserved = { type: 'UserEmailReserved', data: { email: 'luis@example.com', user_id: '7' } } as const;
  const released = { type: 'UserEmailReleased', data: { email: 'luis@example.com', user_id: '7' } } as const;

  it('is reserved by the first user', () => {
    given(userEmailDecider).when(reserve('7')).then([reserved]);
  });

  it('refuses an e-mail another user holds', () => {
    given(userEmailDecider, [reserved]).when(reserve('8')).thenRefuses('El correo electrónico ya está registrado');
  });

  it('is free for another user once released', () => {
    given(userEmailDecider, [reserved])
      .when({ type: 'ReleaseEmail', data: { email: 'luis@example.com', user_id: '7' }, metadata: admin })
      .then([released]);
    given(userEmailDecider, [reserved, released])
      .when(reserve('8'))
      .then([{ type: 'UserEmailReserved', data: { email: 'luis@example.com', user_id: '8' } }]);
  });

  it('does nothing when the holder reserves again or someone else releases it', () => {
    given(userEmailDecider, [reserved]).when(reserve('7')).then([]);
    given(userEmailDecider, [reserved])
      .when({ type: 'ReleaseEmail', data: { email: 'luis@example.com', user_id: '8' }, metadata: admin })
      .then([]);
  });
});
