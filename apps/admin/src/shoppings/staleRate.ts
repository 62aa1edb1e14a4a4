/**
 * Why this file exists: a purchase's payment in bolivars carries the rate it was converted at, and
 * the server refuses it once a newer rate is registered (409 'La tasa de cambio cambió, actualice
 * la página'). Rather than lose what was typed, the screens read the current rate again and
 * convert each bolivar payment's dollars at it (USD = Bs / rate, half-up, as the server does).
 */
import { announceChange } from '../data/changes';
import type { AppDataProvider } from '../data/dataProvider';
import type { Tax } from '../data/types';
import { bolivarsToDollars, centsText, toCents, toMicros, unitsText } from '../money';

export const RATE_CHANGED = 'La tasa de cambio cambió, actualice la página';

/** Whether `error` (react-admin's HttpError) is the server's refusal of a stale rate. */
export const isStaleRate = (error: unknown) => {
  const refusal = error as { status?: unknown; message?: unknown } | null;
  return refusal?.status === 409 && refusal.message === RATE_CHANGED;
};

/** The rate as the payments send it: '40.5', never trailing zeros; null without a positive rate. */
export const rateAsText = (rate: unknown): string | null => {
  const micros = toMicros(rate);
  return micros === null || micros <= 0n ? null : unitsText(micros, 6).replace(/\.?0+$/, '');
};

/** What a payment in bolivars needs to follow a new rate. */
export interface BolivarPayment {
  amount_usd: string;
  amount_ves: string | null;
  exchange_rate: string | null;
}

/**
 * The payments with every one paid in bolivars converted at `rate` (its bolivars kept, its dollars
 * and rate new); the dollar payments untouched. Without a positive rate nothing changes.
 */
export const atRate = <P extends BolivarPayment>(payments: ReadonlyArray<P>, rate: unknown): P[] => {
  const text = rateAsText(rate);
  return payments.map((payment) => {
    const bolivars = payment.amount_ves === null ? null : toCents(payment.amount_ves);
    const dollars = bolivars === null ? null : bolivarsToDollars(bolivars, rate);
    if (text === null || dollars === null) return payment;
    return { ...payment, amount_usd: centsText(dollars), exchange_rate: text };
  });
};

/**
 * Reads the current rate again, and tells every part of the screen that shows it (the top bar's
 * badge, the forms' rate) to read it again too. null when there is none.
 */
export const freshRate = async (dataProvider: AppDataProvider): Promise<Tax | null> => {
  const rate = await dataProvider.getCurrentRate();
  announceChange('taxes');
  return rate;
};
