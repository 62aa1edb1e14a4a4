/**
 * The one rule of a closed period (issue 32, item 4), shared by every decider that records or
 * changes something dated: a date at or before the closed-until day is refused with the same words.
 */
import { DomainError } from '../kit/domain-error';

/** 'DD/MM/AAAA' of a 'YYYY-MM-DD' day, as the refusals and the activity log print it. */
export function printedDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

export const ClosedPeriodMessages = {
  closedUntil: (until: string) => `El período está cerrado hasta el ${printedDay(until)}`,
};

/**
 * The refusal for something dated `date` ('YYYY-MM-DD', or an instant whose first ten characters
 * are its day) while the period is closed until `closedUntil`; null when that date is still open
 * or nothing is closed.
 */
export function closedPeriodRefusal(
  date: string | null | undefined,
  closedUntil: string | null | undefined,
): string | null {
  if (!closedUntil || !date) return null;
  return date.slice(0, 10) <= closedUntil ? ClosedPeriodMessages.closedUntil(closedUntil) : null;
}

/** Throws the closed period's refusal (a 409) for each date of `dates` that falls in it. */
export function refuseInClosedPeriod(
  closedUntil: string | null | undefined,
  ...dates: (string | null | undefined)[]
): void {
  for (const date of dates) {
    const refusal = closedPeriodRefusal(date, closedUntil);
    if (refusal) throw new DomainError(refusal);
  }
}
