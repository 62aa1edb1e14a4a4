import { Decimal } from '@bo/domain';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Venezuelan number format, written by hand (no Intl locale data): thousands with '.', decimals
 * with ','. '1234567.5' -> '1.234.567,5'; with `places` it is rounded half-up and padded:
 * ('36.5', 2) -> '36,50'. Without `places` a decimal string keeps the decimals it was written with.
 */
export function formatVenezuelanNumber(value: string | number, places?: number): string {
  const text = plainText(value, places);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** US dollars as the activity log writes them: '$1.250,00'. */
export function formatUsd(value: string | number): string {
  return `$${formatVenezuelanNumber(value, 2)}`;
}

function plainText(value: string | number, places: number | undefined): string {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  if (places === undefined && typeof trimmed === 'string' && PLAIN_DECIMAL.test(trimmed)) return trimmed;
  const decimal = new Decimal(trimmed);
  return places === undefined ? decimal.toFixed() : decimal.toFixed(places, Decimal.ROUND_HALF_UP);
}
