import { Decimal } from '../shared/decimal';

/** Dollars as event text: 2 decimals, half-up. */
export const money = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** What a discount takes off a subtotal: a percentage of it, or the amount itself (2 decimals). */
export function discountAmount(subtotal: Decimal.Value, type: 'percentage' | 'amount', value: Decimal.Value): string {
  return type === 'percentage' ? money(new Decimal(subtotal).times(value).dividedBy(100)) : money(value);
}

/** Bolivars to dollars at a rate: 2 decimals, half-up (RULES.md, Money and rates). */
export const bolivarsToDollars = (bolivars: Decimal.Value, rate: Decimal.Value): string =>
  money(new Decimal(bolivars).dividedBy(rate));
