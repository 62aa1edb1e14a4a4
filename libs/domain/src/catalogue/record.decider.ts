import { Command, Decider, DomainError, DomainEvent, unreachable } from '../kit';
import { sameValues } from '../shared';
import { refuseInClosedPeriod } from '../audit/closed-period';
import { RecordDefinition, recordEventTypes } from './record-definition';

export type RecordCommand<Values> =
  | Command<'CreateRecord', { id: string; values: Values }>
  | Command<'UpdateRecord', { values: Values }>
  | Command<'DeleteRecord', Record<string, never>>
  | Command<'RestoreRecord', Record<string, never>>;

export type RecordEvent = DomainEvent<string, Record<string, unknown> & { id: string }>;

export type RecordState<Values> = { status: 'none' } | { status: 'live' | 'deleted'; id: string; values: Values };

/** Create, update, delete and restore of one catalogue record, the same for every kind. */
export function recordDecider<Values extends Record<string, unknown>>(
  definition: RecordDefinition<Values>,
): Decider<RecordCommand<Values>, RecordEvent, RecordState<Values>> {
  const types = recordEventTypes(definition);
  const { messages } = definition;

  const valid = (values: unknown): Values => {
    const parsed = definition.fields.safeParse(values);
    if (!parsed.success) throw new DomainError(parsed.error.issues[0]?.message ?? messages.notFound);
    return parsed.data;
  };
  const live = (state: RecordState<Values>) => {
    if (state.status === 'none') throw new DomainError(messages.notFound, 'not_found');
    if (state.status === 'deleted') throw new DomainError(messages.deleted);
    return state;
  };

  /** A dated record's day (its `datedBy` field), undefined for a record that is not dated. */
  const dayOf = (values: Values): string | undefined => {
    const day = definition.datedBy ? values[definition.datedBy] : undefined;
    return typeof day === 'string' ? day : undefined;
  };

  return {
    initialState: () => ({ status: 'none' }),

    evolve(state, event) {
      const { id, previous: _previous, ...values } = event.data as { id: string; previous?: unknown };
      switch (event.type) {
        case types.created:
        case types.updated:
          return { status: state.status === 'deleted' ? 'deleted' : 'live', id, values: values as unknown as Values };
        case types.deleted:
          return state.status === 'none' ? state : { ...state, status: 'deleted' };
        case types.restored:
          return state.status === 'none' ? state : { ...state, status: 'live' };
        default:
          return state;
      }
    },

    decide(command, state) {
      switch (command.type) {
        case 'CreateRecord': {
          if (state.status !== 'none') throw new DomainError(messages.alreadyExists);
          const values = valid(command.data.values);
          refuseInClosedPeriod(command.metadata.closed_until, dayOf(values));
          return [{ type: types.created, data: { id: command.data.id, ...values } }];
        }
        case 'UpdateRecord': {
          const current = live(state);
          const values = valid(editedValues(definition, current.values, command.data.values));
          if (sameValues(values, current.values)) return [];
          // Neither out of a closed day nor into one.
          refuseInClosedPeriod(command.metadata.closed_until, dayOf(current.values), dayOf(values));
          return [{ type: types.updated, data: { id: current.id, ...values, previous: current.values } }];
        }
        case 'DeleteRecord': {
          const current = live(state);
          refuseInClosedPeriod(command.metadata.closed_until, dayOf(current.values));
          return [{ type: types.deleted, data: { id: current.id } }];
        }
        case 'RestoreRecord': {
          if (state.status === 'none') throw new DomainError(messages.notFound, 'not_found');
          if (state.status === 'live') throw new DomainError(messages.notDeleted);
          // A kind whose delete is final ('La categoría fue eliminada y no se puede restaurar').
          if (!definition.restorable) throw new DomainError(`${messages.deleted} y no se puede restaurar`);
          return [{ type: types.restored, data: { id: state.id } }];
        }
        default:
          return unreachable(command);
      }
    },
  };
}

/** What an update asks for: all its values, or only its `editable` ones over the current values. */
function editedValues<Values extends Record<string, unknown>>(
  definition: RecordDefinition<Values>,
  current: Values,
  asked: Values,
): Values {
  if (!definition.editable) return asked;
  const edited: Record<string, unknown> = { ...current };
  for (const field of definition.editable) if (field in asked) edited[field] = asked[field];
  return edited as Values;
}
