import { Decider, DomainError, unreachable } from '../kit';
import { UserCommand } from './user.commands';
import { UserEvent } from './user.events';

export type UserState = { status: 'none' } | { status: 'active'; id: string; email: string };

export const UserMessages = {
  alreadyExists: 'El usuario ya existe',
  emailTaken: 'El correo electrónico ya está registrado',
} as const;

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', id: event.data.id, email: event.data.email };
      default:
        return unreachable(event.type);
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
