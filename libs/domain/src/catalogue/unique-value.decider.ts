import { z } from 'zod';
import { Command, Decider, DomainError, DomainEvent, unreachable } from '../kit';
import { normaliseUniqueValue } from './record-definition';

/**
 * One stream per unique value (`unique-<scope>-<value>`): whoever claims it first holds it until
 * released. Appended in the same atomic append as the record's own event, with expected versions,
 * so two concurrent creations with one code cannot both win.
 */
export type UniqueValueCommand =
  | Command<'ClaimValue', { scope: string; value: string; owner_id: string; message: string }>
  | Command<'ReleaseValue', { scope: string; value: string; owner_id: string }>;

export const uniqueValueEventSchemas = {
  UniqueValueClaimed: z.object({ scope: z.string(), value: z.string(), owner_id: z.string() }),
  UniqueValueReleased: z.object({ scope: z.string(), value: z.string(), owner_id: z.string() }),
} as const;

export type UniqueValueEvent =
  | DomainEvent<'UniqueValueClaimed', z.infer<typeof uniqueValueEventSchemas.UniqueValueClaimed>>
  | DomainEvent<'UniqueValueReleased', z.infer<typeof uniqueValueEventSchemas.UniqueValueReleased>>;

/** These events only guard a record's command: the activity log shows the record's event instead. */
export const UNIQUE_VALUE_EVENT_TYPES: readonly string[] = Object.keys(uniqueValueEventSchemas);

export type UniqueValueState = { owner_id: string | null };

export const uniqueValueStream = (scope: string, value: string): string =>
  `unique-${scope}-${normaliseUniqueValue(value)}`;

export const uniqueValueDecider: Decider<UniqueValueCommand, UniqueValueEvent, UniqueValueState> = {
  initialState: () => ({ owner_id: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'UniqueValueClaimed':
        return { owner_id: event.data.owner_id };
      case 'UniqueValueReleased':
        return state.owner_id === event.data.owner_id ? { owner_id: null } : state;
      default:
        return unreachable(event);
    }
  },
  decide(command, state) {
    const { scope, owner_id } = command.data;
    const value = normaliseUniqueValue(command.data.value);
    switch (command.type) {
      case 'ClaimValue':
        if (state.owner_id === owner_id) return [];
        if (state.owner_id !== null) throw new DomainError(command.data.message);
        return [{ type: 'UniqueValueClaimed', data: { scope, value, owner_id } }];
      case 'ReleaseValue':
        if (state.owner_id !== owner_id) return [];
        return [{ type: 'UniqueValueReleased', data: { scope, value, owner_id } }];
      default:
        return unreachable(command);
    }
  },
};
