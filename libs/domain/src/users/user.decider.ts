import { Decider, DomainError, unreachable } from '../kit';
import { UserCommand } from './user.commands';
import { UserStreamEvent } from './user.events';
import { UserProfile, userProfileFields } from './user.fields';

export type UserState =
  { status: 'none' } | { status: 'active' | 'deleted'; id: string; profile: UserProfile; password_hash: string };

export const UserMessages = {
  alreadyExists: 'El usuario ya existe',
  emailTaken: 'El correo electrónico ya está registrado',
  notFound: 'El usuario no existe',
  deleted: 'El usuario fue eliminado',
  notDeleted: 'El usuario no está eliminado',
  ownRole: 'No puede cambiar su propio rol',
  deleteSelf: 'No puede eliminarse a sí mismo',
} as const;

const valid = (profile: unknown): UserProfile => {
  const parsed = userProfileFields.safeParse(profile);
  if (!parsed.success) throw new DomainError(parsed.error.issues[0]?.message ?? UserMessages.notFound);
  return parsed.data as UserProfile;
};

const existing = (state: UserState) => {
  if (state.status === 'none') throw new DomainError(UserMessages.notFound, 'not_found');
  return state;
};

const active = (state: UserState) => {
  const current = existing(state);
  if (current.status === 'deleted') throw new DomainError(UserMessages.deleted);
  return current;
};

const PROFILE_KEYS = ['first_name', 'last_name', 'email', 'role', 'owner', 'photo', 'organization_id'] as const;
const sameProfile = (a: UserProfile, b: UserProfile) => PROFILE_KEYS.every((key) => a[key] === b[key]);

/**
 * A staff user: registered, edited (profile, and the password only when a new one is typed),
 * deleted (soft) and restored. Nobody changes their own role or deletes themself, so the last
 * admin cannot lock everyone out by mistake. The e-mail's uniqueness is kept by the reservation
 * streams (see `userEmailDecider`).
 */
export const userDecider: Decider<UserCommand, UserStreamEvent, UserState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { id, password_hash, ...data } = event.data;
        const profile = { ...data, photo: data.photo ?? null, organization_id: data.organization_id ?? null };
        return { status: 'active', id, profile, password_hash };
      }
      case 'UserUpdated': {
        if (state.status === 'none') return state;
        const { id: _id, password_hash, ...profile } = event.data;
        return { ...state, profile, password_hash: password_hash ?? state.password_hash };
      }
      case 'UserDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      case 'UserRestored':
        return state.status === 'none' ? state : { ...state, status: 'active' };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    const actor = command.metadata.user_id;
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'none') throw new DomainError(UserMessages.alreadyExists);
        const { id, password_hash, ...rest } = command.data;
        const profile = valid(rest);
        return [{ type: 'UserRegistered', data: { id, ...profile, password_hash } }];
      }
      case 'UpdateUser': {
        const current = active(state);
        const profile = valid(command.data.profile);
        if (actor === current.id && profile.role !== current.profile.role) throw new DomainError(UserMessages.ownRole);
        const password_hash = command.data.password_hash;
        if (!password_hash && sameProfile(profile, current.profile)) return [];
        return [
          { type: 'UserUpdated', data: { id: current.id, ...profile, ...(password_hash ? { password_hash } : {}) } },
        ];
      }
      case 'DeleteUser': {
        const current = active(state);
        if (actor === current.id) throw new DomainError(UserMessages.deleteSelf);
        return [{ type: 'UserDeleted', data: { id: current.id } }];
      }
      case 'RestoreUser': {
        const current = existing(state);
        if (current.status === 'active') throw new DomainError(UserMessages.notDeleted);
        return [{ type: 'UserRestored', data: { id: current.id } }];
      }
      default:
        return unreachable(command);
    }
  },
};

/** The e-mail a user holds: a live user holds theirs, a deleted one none (unique among live users). */
export const heldEmail = (state: UserState): string | null => (state.status === 'active' ? state.profile.email : null);
