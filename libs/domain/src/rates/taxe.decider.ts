import { Decider, DomainError, unreachable } from '../kit';
import { businessDay, Decimal, parseDecimal } from '../shared';
import { refuseInClosedPeriod } from '../audit/closed-period';
import { TaxeCommand, TaxeValues } from './taxe.commands';
import { TaxeEvent } from './taxe.events';
import { TaxeMessages } from './taxe.messages';

interface ExistingTaxe {
  status: 'active' | 'deleted';
  id: string;
  change: string;
  cop_change: string;
}
export type TaxeState = { status: 'none' } | ExistingTaxe;

export const MAX_CHANGE = new Decimal('1e16');
export const MAX_COP_CHANGE = new Decimal('1e12');

/** Checks and normalises a rate's numbers: change > 0 with <= 2 decimals, cop_change > 0 with <= 6. */
export function normaliseTaxeValues(values: TaxeValues): { change: string; cop_change: string } {
  const change = positive(values.change, 2, TaxeMessages.changePositive, TaxeMessages.changeDecimals);
  const cop = positive(values.cop_change, 6, TaxeMessages.copPositive, TaxeMessages.copDecimals);
  // The read model keeps numeric(18,2) and numeric(18,6).
  if (change.gte(MAX_CHANGE)) throw new DomainError(TaxeMessages.changeTooLarge);
  if (cop.gte(MAX_COP_CHANGE)) throw new DomainError(TaxeMessages.copTooLarge);
  return { change: change.toFixed(2), cop_change: cop.toFixed(6) };
}

function positive(raw: string, places: number, notPositive: string, tooPrecise: string): Decimal {
  const value = parseDecimal(raw);
  if (!value || value.lte(0)) throw new DomainError(notPositive);
  if (value.decimalPlaces() > places) throw new DomainError(tooPrecise);
  return value;
}

function mustBeActive(state: TaxeState): ExistingTaxe {
  if (state.status === 'none') throw new DomainError(TaxeMessages.notFound, 'not_found');
  if (state.status === 'deleted') throw new DomainError(TaxeMessages.deleted);
  return state;
}

export const taxeDecider: Decider<TaxeCommand, TaxeEvent, TaxeState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'TaxeCreated':
      case 'TaxeUpdated':
        return { status: 'active', id: event.data.id, change: event.data.change, cop_change: event.data.cop_change };
      case 'TaxeDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateTaxe': {
        if (state.status !== 'none') throw new DomainError(TaxeMessages.alreadyExists);
        refuseInClosedPeriod(command.metadata.closed_until, businessDay(command.metadata.at));
        return [{ type: 'TaxeCreated', data: { id: command.data.id, ...normaliseTaxeValues(command.data) } }];
      }
      case 'UpdateTaxe': {
        const current = mustBeActive(state);
        // A rate of a closed day is what that day's documents used: it stays as it was.
        refuseInClosedPeriod(command.metadata.closed_until, command.data.day);
        const values = normaliseTaxeValues(command.data);
        if (values.change === current.change && values.cop_change === current.cop_change) return [];
        return [
          {
            type: 'TaxeUpdated',
            data: {
              id: current.id,
              ...values,
              previous: { change: current.change, cop_change: current.cop_change },
            },
          },
        ];
      }
      case 'DeleteTaxe': {
        const current = mustBeActive(state);
        refuseInClosedPeriod(command.metadata.closed_until, command.data.day);
        return [{ type: 'TaxeDeleted', data: { id: current.id } }];
      }
      default:
        return unreachable(command);
    }
  },
};
