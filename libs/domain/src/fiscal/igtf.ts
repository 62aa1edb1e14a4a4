/**
 * The IGTF (RULES.md, fiscal documents): an account designated as collection agent charges
 * `igtf_rate` % on each payment by a method in foreign currency, paid by the client on top; it is
 * not part of the invoice's total nor of what the payment settles. A refund of such a payment gives
 * back its IGTF in proportion. Bolivar methods carry none.
 */
import { Decimal } from '../shared/decimal';

const money = (value: Decimal.Value): string => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export interface IgtfTerms {
  /** The account is a designated IGTF collection agent. */
  agent: boolean;
  /** The rate in percent ('3.00'). */
  rate: string;
}

/** The IGTF a payment of `amount` dollars by a method carries ('0.00' when none). */
export function igtfOf(amount: Decimal.Value, foreignCurrency: boolean, terms: IgtfTerms | null): string {
  if (!terms || !terms.agent || !foreignCurrency) return '0.00';
  return money(new Decimal(amount).times(terms.rate).dividedBy(100));
}

/** The IGTF given back when `refunded` of a payment of `amount` that carried `igtf` is refunded. */
export function igtfRefundOf(igtf: Decimal.Value, amount: Decimal.Value, refunded: Decimal.Value): string {
  if (new Decimal(amount).isZero()) return '0.00';
  return money(new Decimal(igtf).times(refunded).dividedBy(amount));
}

/** 'IGTF 3 %: $3.00' as the payment form and the documents print it. */
export const igtfLabel = (rate: string, igtf: string): string =>
  `IGTF ${new Decimal(rate).toString().replace('.', ',')} %: $${new Decimal(igtf).toFixed(2)}`;
