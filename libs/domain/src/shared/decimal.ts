import Decimal from 'decimal.js';

/** Exact decimal arithmetic for money and rates; never a float sum. */
export { Decimal };

/** Parses a user-typed decimal ("36,5", "36.50", 36.5); null when it is not a finite number. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return new Decimal(text);
}

/** Number of decimals written in a decimal value. */
export function decimalPlaces(value: Decimal): number {
  return value.decimalPlaces();
}

/** Bs = USD x rate, rounded half-up to 2 decimals. */
export function toBolivars(usd: Decimal.Value, rate: Decimal.Value): string {
  return new Decimal(usd).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
