/**
 * Closing a period (issue 32, item 4): a pure decider over the `audit-closings` stream. A closing
 * names a calendar day not after today (Caracas) and strictly after the last closing's; it is final
 * (there is no command that reopens one).
 */
import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { businessDay } from '../shared/business-day';
import { printedDay } from './closed-period';
import { PeriodClosingEvent } from './period-closing.events';

export type ClosePeriod = Command<'ClosePeriod', { id: string; until: unknown; note?: unknown }>;
export type PeriodClosingCommand = ClosePeriod;

/** The last closing's day, null while nothing was ever closed. */
export interface PeriodClosingState {
  until: string | null;
}

export const PeriodClosingMessages = {
  untilRequired: 'Debe indicar la fecha de cierre (AAAA-MM-DD)',
  untilInvalid: 'La fecha de cierre no es una fecha válida (AAAA-MM-DD)',
  noteText: 'La nota debe ser un texto',
  noteTooLong: 'La nota no puede tener más de 500 caracteres',
  future: (today: string) => `No se puede cerrar un período que aún no termina: hoy es ${printedDay(today)}`,
  alreadyClosed: (until: string) => `El período ya está cerrado hasta el ${printedDay(until)}`,
};

const M = PeriodClosingMessages;
const NOTE_MAX = 500;

/** A real calendar day written 'YYYY-MM-DD' (no 2026-02-30); its field refusal otherwise. */
export function calendarDay(value: unknown): string {
  if (value === undefined || value === null || value === '') throw new FieldRuleError('until', M.untilRequired);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new FieldRuleError('until', M.untilInvalid);
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) throw new FieldRuleError('until', M.untilInvalid);
  return value;
}

function noteOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new FieldRuleError('note', M.noteText);
  const note = value.trim();
  if (note.length > NOTE_MAX) throw new FieldRuleError('note', M.noteTooLong);
  return note === '' ? null : note;
}

export const periodClosingDecider: Decider<PeriodClosingCommand, PeriodClosingEvent, PeriodClosingState> = {
  initialState: () => ({ until: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'PeriodClosed':
        return { until: event.data.until };
      default:
        return unreachable(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClosePeriod': {
        const until = calendarDay(command.data.until);
        const note = noteOf(command.data.note);
        const today = businessDay(command.metadata.at);
        if (until > today) throw new DomainError(M.future(today));
        if (state.until !== null && until <= state.until) throw new DomainError(M.alreadyClosed(state.until));
        return [{ type: 'PeriodClosed', data: { id: command.data.id, until, note } }];
      }
      default:
        return unreachable(command.type);
    }
  },
};
