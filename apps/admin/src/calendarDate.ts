/** Today as a calendar day 'YYYY-MM-DD' in the browser's time zone (the default date of an expense, a sale, a payment). */
export const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A calendar day 'YYYY-MM-DD' as es-VE writes it: '05/03/2026'. */
export const formatCalendarDate = (value: unknown): string => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};
