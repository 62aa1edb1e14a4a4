/**
 * The list's money arithmetic in integer cents (RULES.md: never a float sum): the price in
 * bolivars and the gain.
 */
const finite = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

const toCents = (value: number) => Math.round(value * 100);

/** Bs = USD × rate, rounded to 2 decimals; null without a price. */
export const priceInBolivars = (price: unknown, rate: unknown): number | null => {
  const usd = finite(price);
  if (usd === null) return null;
  const change = finite(rate) ?? 0;
  // cents × rate in millionths is an exact integer; one rounding back to cents.
  return Math.round((toCents(usd) * Math.round(change * 1_000_000)) / 1_000_000) / 100;
};

/** Price minus cost; null without a price. */
export const gainOf = (price: unknown, cost: unknown): number | null => {
  const usd = finite(price);
  if (usd === null) return null;
  return (toCents(usd) - toCents(finite(cost) ?? 0)) / 100;
};

/** The colour of a gain: green when positive, red when negative, grey otherwise. */
export const gainColor = (gain: number | null) =>
  gain !== null && gain > 0 ? 'success.main' : gain !== null && gain < 0 ? 'error.main' : 'text.secondary';
