/** Purchase dates in long Spanish of Spain, as the spec asks for them (section 9): '21 de noviembre de 2026'. */
const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day 'YYYY-MM-DD' is read as a local date (new Date('2026-11-21') would be UTC
 * midnight, the day before in Caracas); a moment (ISO timestamp) as the local day it fell on.
 * '' when empty or not a date.
 */
export const formatPurchaseDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
};
