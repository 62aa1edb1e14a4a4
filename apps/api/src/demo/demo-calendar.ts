import { BUSINESS_TIME_ZONE } from '../dashboard/dashboard.reader';

const DAY_MS = 86_400_000;

/** The demo's days run back from today: the rates and the sales of the last month. */
export const DEMO_DAYS = 30;

/** The business day (America/Caracas) `daysAgo` days before now, as 'YYYY-MM-DD'. */
export function businessDay(daysAgo: number, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date(now - daysAgo * DAY_MS));
}

/**
 * The last business day, today or before, that falls on `dayOfMonth` (1 to 28, so every month has
 * it): the 15th of this month once it has come, else last month's. Never more than 30 days back.
 */
export function latestOnDayOfMonth(dayOfMonth: number, now = Date.now()): string {
  const [year, month, day] = businessDay(0, now).split('-').map(Number);
  const monthIndex = dayOfMonth <= day ? month - 1 : month - 2;
  return new Date(Date.UTC(year, monthIndex, dayOfMonth)).toISOString().slice(0, 10);
}

/** The instant `daysAgo` days before now (when that day's rate was recorded). */
export const instantDaysAgo = (daysAgo: number, now = Date.now()): string =>
  new Date(now - daysAgo * DAY_MS).toISOString();

/** That day's exchange rate (Bs per USD): it climbs 0.17 a day up to today's 37.22. */
export const rateDaysAgo = (daysAgo: number): string => (37.22 - daysAgo * 0.17).toFixed(2);

/**
 * That day's peso rate, pesos per bolívar (RULES.md: COP = Bs x cop_change): a dollar is worth
 * about 4,000 pesos (4,020 today, 1.5 more each day back), so today's 108.01 COP per Bs makes
 * 1 $ = 37.22 Bs = 4,020.13 COP.
 */
export const copRateDaysAgo = (daysAgo: number): string =>
  ((4020 - daysAgo * 1.5) / Number(rateDaysAgo(daysAgo))).toFixed(2);
