import { Decimal } from '@bo/domain';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Venezuelan number format, written by hand (no Intl locale data): thousands with '.', decimals
 * with ','. '1234567.5' -> '1.234.567,5'; with `places` it is rounded half-up and padded:
 * ('36.5', 2) -> '36,50'. Without `places` a decimal string keeps the decimals it was written with.
 */
export function formatVenezuelanNumber(value: string | number, places?: number): string {
  const { sign, whole, fraction } = decimalParts(plainText(value, places));
  return `${sign}${groupThousands(whole, '.')}${fraction ? `,${fraction}` : ''}`;
}

/**
 * An exchange rate as the screens write it: two decimals at least, up to the six a peso rate is
 * kept with, without trailing zeros ('108.010000' -> '108,01', '0.009350' -> '0,00935').
 */
export function formatRate(value: string | number): string {
  // Split once, not again by formatVenezuelanNumber: a replay formats four rates per rate change.
  const { sign, whole, fraction } = decimalParts(plainText(value, undefined));
  let end = fraction.length;
  while (end > 2 && fraction[end - 1] === '0') end--;
  return `${sign}${groupThousands(whole, '.')},${fraction.slice(0, end).padEnd(2, '0')}`;
}

/**
 * US dollars as the rest of the app writes them (the screens' es-US currency format), written by
 * hand too: thousands with ',', two decimals after '.'. '1202.978' -> '$1,202.98', '-5' -> '-$5.00'.
 */
export function formatUsd(value: string | number): string {
  const { sign, whole, fraction } = decimalParts(plainText(value, 2));
  return `${sign}$${groupThousands(whole, ',')}.${fraction}`;
}

/** Bolivars as the screens write them (apps/admin/src/format.ts, es-VE): '1234.5' -> 'Bs 1.234,50'. */
export function formatBs(value: string | number): string {
  return `Bs ${formatVenezuelanNumber(value, 2)}`;
}

/** A count as a person writes it, singular for one: (1, 'producto', 'productos') -> '1 producto'. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatVenezuelanNumber(count)} ${count === 1 ? singular : plural}`;
}

/** A stock quantity: '1 unidad', '2 unidades', '1.250 unidades'. */
export const formatUnits = (quantity: number): string => formatCount(quantity, 'unidad', 'unidades');

function plainText(value: string | number, places: number | undefined): string {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (places === undefined && typeof trimmed === 'string' && PLAIN_DECIMAL.test(trimmed)) return trimmed;
  const decimal = new Decimal(trimmed);
  return places === undefined ? decimal.toFixed() : decimal.toFixed(places, Decimal.ROUND_HALF_UP);
}

/** '-1234.50' -> sign '-', whole '1234', fraction '50' (fraction '' without a point). */
function decimalParts(text: string): { sign: string; whole: string; fraction: string } {
  const sign = text[0] === '-' ? '-' : '';
  const dot = text.indexOf('.');
  return {
    sign,
    whole: text.slice(sign.length, dot < 0 ? text.length : dot),
    fraction: dot < 0 ? '' : text.slice(dot + 1),
  };
}

/**
 * '1234567' -> '1.234.567' with '.' (a loop, not a look-ahead regex: a replay of a million rate
 * changes formats four numbers each, and the regex was a tenth of its time).
 */
function groupThousands(digits: string, separator: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) grouped += separator + digits.slice(at, at + 3);
  return grouped;
}
