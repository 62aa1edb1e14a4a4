/** Venezuelan formatting of what the screens show (sales.md section 9). */
export const LOCALE = 'es-VE';

const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A peso rate: two decimals at least, up to the six it is kept with ('108,01', '0,009350'... '108,012345'). */
const copRate = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateTime24 = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const clock = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

const toNumber = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** Bs and USD amounts, and the dollar rate: '36,50'. */
export const formatAmount = (value: unknown) => twoDecimals.format(toNumber(value));

const dollars = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });

/** A USD amount (products, costs, gains) in es-US as the spec says: '$1,234.50'. */
export const formatUsd = (value: unknown) => dollars.format(toNumber(value));

/** A bolivar amount in es-VE: 'Bs 1.234,50'. */
export const formatBs = (value: unknown) => `Bs ${formatAmount(value)}`;

const quantities = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A stock quantity in es-VE: '1.250'. */
export const formatQuantity = (value: unknown) => quantities.format(toNumber(value));

const weights = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });

/** A product's weight in es-VE, up to its 3 decimals: '2,054' (never '2.054', which reads as thousands); null when none. */
export const formatWeight = (value: unknown): string | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : weights.format(Number(value));

/** The peso rate: '0,009100'. */
export const formatCopRate = (value: unknown) => copRate.format(toNumber(value));

/** A moment (ISO string): '21/11/2026, 01:50 p. m.'. */
export const formatDateTime = (value: string | Date | null | undefined) => {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};

/** A moment on the 24-hour clock (inventories, devolutions): '21/11/2026, 13:50'. */
export const formatDateTime24 = (value: string | Date | null | undefined) => {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime24.format(date);
};

/** The header clock: '01:50:44 p. m.'. */
export const formatClock = (date: Date) => clock.format(date);

/**
 * A calendar day 'YYYY-MM-DD' in long Spanish: '21 de noviembre de 2026'. It is read as a local
 * date (new Date('2026-11-21') would be UTC midnight, the day before in Caracas).
 */
export const formatLongDate = (value: string | null | undefined): string | null => {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  return longDate.format(new Date(Number(year), Number(month) - 1, Number(day)));
};
