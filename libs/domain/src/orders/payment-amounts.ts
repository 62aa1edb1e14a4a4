/**
 * Why this file exists: an order payment, the payment sent with a sale and a client payment check
 * their amounts by the same rules (RULES.md, Rates on documents and Field rules are 400s), so the
 * rules live once here, beside the types the API hands them.
 */
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { Decimal } from '../shared/decimal';
import { OrderMessages as M } from './order.messages';
import { bolivarsToDollars, money } from './order-money';
import type { IgtfTerms } from '../fiscal/igtf';

/** A payment method as a payment needs it. */
export interface PaymentMethodInfo {
  id: string;
  code: string;
  name: string;
  /** true: cash-like, no reference needed. */
  change: boolean;
  /** 'VES': the amount is typed in bolivars. */
  change_currency: 'VES' | null;
  /** Issue 33: in foreign currency (foreignCurrencyOf): an IGTF agent's payment by it carries IGTF. */
  foreign_currency?: boolean;
}

/** A payment's fields as the API hands them over: amounts already parsed as decimals (text). */
export interface PaymentFields {
  method: PaymentMethodInfo;
  /** Dollars. For a method in bolivars: optional, and when sent it must be amount_bs / rate. */
  amount: string | null;
  amount_bs: string | null;
  /** The rate the screen used (Bs per USD); null: the current one. */
  exchange_rate: string | null;
  reference: string;
  /** The current rate (the newest one), read by the API; null when none was ever recorded. */
  current_rate: string | null;
  /**
   * Issue 34: a sale rung up offline (recorded_at) may also pay at the rate in force at that
   * moment, the one the device used. Left out: only the current rate.
   */
  recorded_rate?: string | null;
}

/** A payment as the API hands it to the order decider. */
export interface PaymentInput extends PaymentFields {
  payment_id: string;
  client_payment_id?: string | null;
  /**
   * A part of a client payment in bolivars: counted in dollars (its method's currency set aside),
   * it records its share of the client payment's bolivars and their rate (see bolivarShares).
   */
  bolivar_share?: { amount_bs: string; exchange_rate: string } | null;
  /**
   * The day the payment was made ('YYYY-MM-DD'): a client payment's date for its parts. Left out:
   * the sale's date for a payment sent with a sale, the command's business day otherwise.
   */
  date?: string | null;
  /** Issue 33: the account's IGTF terms (agent, rate) when it has a fiscal regime; absent: no IGTF. */
  igtf_terms?: IgtfTerms | null;
}

/** A payment's checked amounts: dollars, bolivars ('0.00' in dollars) and the rate (null in dollars). */
export interface PaymentAmounts {
  amount: string;
  amount_bs: string;
  rate: string | null;
}

/**
 * Checks a payment's fields and gives its amounts. Field rules are FieldRuleErrors on their
 * field (a missing reference, bolivars or dollars not above zero, dollars that are not the
 * bolivars at the rate); a rate other than the current one is a rule about the state of things
 * (409 'La tasa de cambio cambió, actualice la página'). A method in bolivars counts
 * amount_bs / current rate dollars, rounded half-up to 2 decimals.
 */
export function paymentAmounts(input: PaymentFields): PaymentAmounts {
  if (!input.method.change && input.reference.trim() === '') throw new FieldRuleError('reference', M.referenceRequired);
  if (input.method.change_currency !== 'VES') {
    const amount = money(input.amount ?? 0);
    if (new Decimal(amount).lte(0)) throw new FieldRuleError('amount', M.dollarsPositive);
    return { amount, amount_bs: '0.00', rate: null };
  }
  const bolivars = new Decimal(input.amount_bs ?? 0);
  if (bolivars.lte(0)) throw new FieldRuleError('amount_bs', M.bolivarsPositive);
  if (input.current_rate === null) throw new DomainError(M.noRate);
  const rate = acceptedRate(input.current_rate, input.exchange_rate, input.recorded_rate ?? null);
  const amount = bolivarsToDollars(bolivars, rate);
  if (new Decimal(amount).lte(0)) throw new FieldRuleError('amount', M.dollarsPositive);
  if (input.amount !== null && !new Decimal(input.amount).eq(amount))
    throw new FieldRuleError('amount', M.dollarsNotBolivars);
  return { amount, amount_bs: money(bolivars), rate: rate.toFixed() };
}

/**
 * The rate a payment in bolivars counts at: the one sent when it is the current rate, or (a sale
 * rung up offline) the rate in force when it was rung up; none sent: the current one. Any other
 * rate is 409 'La tasa de cambio cambió'.
 */
function acceptedRate(current: string, sent: string | null, recorded: string | null): Decimal {
  const rate = new Decimal(current);
  if (sent === null || new Decimal(sent).eq(rate)) return rate;
  if (recorded !== null && new Decimal(sent).eq(recorded)) return new Decimal(recorded);
  throw new DomainError(M.rateChanged);
}
