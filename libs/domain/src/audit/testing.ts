/** Helpers for the closed-period specs beside each decider (not used by the application). */
import type { Command } from '../kit/event';
import { ClosedPeriodMessages } from './closed-period';

/** The same command asked while the period is closed until `until`, at `at` when given. */
export const whileClosedUntil = <C extends Command>(until: string, command: C, at?: string): C => ({
  ...command,
  metadata: { ...command.metadata, closed_until: until, ...(at ? { at } : {}) },
});

/** The same command asked at another instant (nothing closed). */
export const askedAt = <C extends Command>(at: string, command: C): C => ({
  ...command,
  metadata: { ...command.metadata, at },
});

/** 'El período está cerrado hasta el 31/01/2026'. */
export const closedMessage = ClosedPeriodMessages.closedUntil;
