/**
 * The business's calendar: a day is a day in Caracas, whatever the server's zone. Commands carry
 * an instant (`metadata.at`); a document dated "today" takes that instant's day here.
 */
const BUSINESS_TIME_ZONE = 'America/Caracas';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day ('YYYY-MM-DD') of an ISO-8601 instant. */
export function businessDay(at: string): string {
  return DAY.format(new Date(at));
}
