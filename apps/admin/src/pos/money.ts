import { priceInBolivars } from '../products/money';

/**
 * The POS's money in integer cents (RULES.md: never a float sum): USD from the prices, Bs =
 * USD × rate rounded to cents, COP = Bs × cop_change shown with 1 decimal.
 */
export const toCents = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : 0;
};

export const fromCents = (cents: number): number => cents / 100;

/** A rate as an integer of millionths, so that cents × rate stays an exact integer. */
const millionths = (rate: unknown): number => {
  const number = Number(rate);
  return Number.isFinite(number) ? Math.round(number * 1_000_000) : 0;
};

/** Bs per USD and COP per Bs: the current rate, or the one an order was sold at. */
export interface Rate {
  change: number | string;
  cop_change: number | string | null;
}

export interface Amounts {
  usd: number;
  /** null while there is no rate. */
  bs: number | null;
  /** COP with 1 decimal; null while there is no rate. */
  cop: number | null;
}

/** A USD amount in cents as the three currencies the POS shows. */
export const amountsOf = (usdCents: number, rate: Rate | null | undefined): Amounts => {
  if (!rate) return { usd: fromCents(usdCents), bs: null, cop: null };
  const bs = priceInBolivars(fromCents(usdCents), rate.change) ?? 0;
  if (rate.cop_change === null) return { usd: fromCents(usdCents), bs, cop: null };
  const copTenths = Math.round((toCents(bs) * millionths(rate.cop_change)) / 10_000_000);
  return { usd: fromCents(usdCents), bs, cop: copTenths / 10 };
};
