import { Command, Decider, DomainError, unreachable } from '../kit';
import { UserEmailEvent } from './user.events';
import { UserMessages } from './user.decider';

export type UserEmailCommand =
  | Command<'ReserveEmail', { email: string; user_id: string }>
  | Command<'ReleaseEmail', { email: string; user_id: string }>;

export type UserEmailState = { user_id: string | null };

/**
 * One stream per e-mail (`user_email-<email>`): the user who reserves it first holds it until
 * they release it (a new e-mail, a delete). Appended atomically with the user's own event, with
 * expected versions, so two users can never hold one e-mail.
 */
export const userEmailDecider: Decider<UserEmailCommand, UserEmailEvent, UserEmailState> = {
  initialState: () => ({ user_id: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserEmailReserved':
        return { user_id: event.data.user_id };
      case 'UserEmailReleased':
        return state.user_id === event.data.user_id ? { user_id: null } : state;
      default:
        return unreachable(event);
    }
  },
  decide(command, state) {
    const data = { email: command.data.email.trim().toLowerCase(), user_id: command.data.user_id };
    switch (command.type) {
      case 'ReserveEmail':
        if (state.user_id === data.user_id) return [];
        if (state.user_id !== null) throw new DomainError(UserMessages.emailTaken);
        return [{ type: 'UserEmailReserved', data }];
      case 'ReleaseEmail':
        if (state.user_id !== data.user_id) return [];
        return [{ type: 'UserEmailReleased', data }];
      default:
        return unreachable(command);
    }
  },
};
