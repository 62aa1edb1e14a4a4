import { Decider, DomainError, unreachable } from '../kit';
import { UserCommand } from './user.commands';
import { UserEmailReserved, UserRegistered } from './user.events';

export type UserState = { status: 'none' } | { status: 'active'; id: string; email: string };

export const UserMessages = {
  alreadyExists: 'El usuario ya existe',
  emailTaken: 'El correo electrónico ya está registrado',
} as const;

export const userDecider: Decider<UserCommand, UserRegistered | UserEmailReserved, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', id: event.data.id, email: event.data.email };
      case 'UserEmailReserved':
        return _state;
      default:
        return unreachable(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') throw new DomainError(UserMessages.alreadyExists);
        return [{ type: 'UserRegistered', data: { ...command.data, email: command.data.email.trim().toLowerCase() } }];
      default:
        return unreachable(command.type);
    }
  },
};
