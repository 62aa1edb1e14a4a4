import { centsNumber, dollarsToBolivars, toCents } from '../money';

/** Bs = USD × rate, rounded to 2 decimals (0 without a rate); null without a price. */
export const priceInBolivars = (price: unknown, rate: unknown): number | null => {
  const usd = toCents(price);
  return usd === null ? null : centsNumber(dollarsToBolivars(usd, rate) ?? 0n);
};

/** Price minus cost; null without a price. */
export const gainOf = (price: unknown, cost: unknown): number | null => {
  const usd = toCents(price);
  return usd === null ? null : centsNumber(usd - (toCents(cost) ?? 0n));
};

/** The colour of a gain: green when positive, red when negative, grey otherwise. */
export const gainColor = (gain: number | null) =>
  gain !== null && gain > 0 ? 'success.main' : gain !== null && gain < 0 ? 'error.main' : 'text.secondary';
