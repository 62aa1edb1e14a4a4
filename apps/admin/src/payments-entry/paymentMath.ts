import type { Identifier } from 'react-admin';
import { bolivarsToDollars, centsNumber, centsText, dollarsToBolivars, toCents, toMicros, unitsText } from '../money';

/** A payment method as GET /api/payment-methods answers it. */
export interface PaymentMethod {
  id: Identifier;
  code: string;
  name: string;
  /** true: cash-like, no reference needed. */
  change: boolean;
  /** 'VES': its amount is typed in bolivars. */
  change_currency: 'VES' | null;
  system?: boolean;
  /** Issue 33: in foreign currency (an IGTF agent's payments by it carry IGTF). */
  foreign_currency?: boolean;
}

/** What the payment entry emits (sales.md section 3), the body of a payment for the API. */
export interface NewPayment {
  method: Identifier;
  /** USD, 2 decimals. */
  amount: number;
  /** Bs, 0 when the method is not paid in bolivars. */
  amount_bs: number;
  /** Bs per USD, null when the method is not paid in bolivars. */
  exchange_rate: number | null;
  /** '' when the method needs none. */
  reference: string;
}

/** The form as typed: texts, so that clearing a field is not a zero. */
export interface PaymentDraft {
  amount: string;
  amount_bs: string;
  exchange_rate: string;
  reference: string;
}

export const EMPTY_DRAFT: PaymentDraft = { amount: '', amount_bs: '', exchange_rate: '', reference: '' };

/** The method drawing on the client's credit note (saldo a favor, docs/rules.md 'Devolutions'). */
export const CREDIT_NOTE_METHOD_CODE = 'nota-credito';

/** The methods whose reference the form asks for (sales.md section 5: the non-cash ones). */
export const REFERENCE_METHOD_CODES: readonly string[] = ['transferencia', 'transferencia-usd', 'zelle', 'pago-movil'];

export const paysInBolivars = (method: Pick<PaymentMethod, 'change_currency'>) => method.change_currency === 'VES';

/**
 * Whether the reference field shows: the spec's four codes, and any other method that is not
 * cash (the server requires its reference: without the field it could never be paid).
 */
export const asksReference = (method: Pick<PaymentMethod, 'code' | 'change'>) =>
  REFERENCE_METHOD_CODES.includes(method.code) || !method.change;

/** A rate in millionths as its shortest text: 36500000n -> '36.5'. */
const rateText = (micros: bigint) => unitsText(micros, 6).replace(/\.?0+$/, '');

/**
 * The form after a bolivar amount is typed (sales.md section 4): USD = Bs / rate with 2
 * decimals, and the rate copied. Clearing it or an invalid value clears the USD amount and the
 * rate (the typed text stays in its field); without a rate (missing or 0) too.
 */
export const withBolivars = (
  draft: PaymentDraft,
  typed: string,
  rate: string | number | null | undefined,
): PaymentDraft => {
  const bolivars = toCents(typed);
  const dollars = bolivars === null ? null : bolivarsToDollars(bolivars, rate);
  if (dollars === null) return { ...draft, amount_bs: typed, amount: '', exchange_rate: '' };
  return { ...draft, amount_bs: typed, amount: centsText(dollars), exchange_rate: rateText(toMicros(rate)!) };
};

export type PaymentField = 'reference' | 'amount_bs' | 'amount';
export interface PaymentError {
  field: PaymentField;
  message: string;
}

export const PAYMENT_MESSAGES = {
  reference: 'Debe ingresar una referencia',
  bolivars: 'El monto en bolívares debe ser mayor a cero',
  dollars: 'El monto en dólares debe ser mayor a cero',
  exceeded: 'El monto excede el balance pendiente',
  overCredit: 'El monto excede el saldo a favor del cliente',
} as const;

/**
 * The payment entry's checks in the spec's order (section 5): the reference of a non-cash method,
 * then the bolivars of a method paid in bolivars, then the dollars. null when it may be added.
 */
export const paymentError = (method: PaymentMethod, draft: PaymentDraft): PaymentError | null => {
  if (!method.change && draft.reference.trim() === '')
    return { field: 'reference', message: PAYMENT_MESSAGES.reference };
  if (paysInBolivars(method)) {
    const bolivars = toCents(draft.amount_bs);
    if (bolivars === null || bolivars <= 0n) return { field: 'amount_bs', message: PAYMENT_MESSAGES.bolivars };
  }
  const dollars = toCents(draft.amount);
  if (dollars === null || dollars <= 0n) return { field: 'amount', message: PAYMENT_MESSAGES.dollars };
  return null;
};

/**
 * A refused payment's field messages, from a 400 as the data provider hands it over
 * (`body.errors`: 'reference', 'amount_bs', 'amount', or the same under the sale's 'payment.').
 */
export const fieldErrorsOf = (error: unknown): Partial<Record<PaymentField, string>> => {
  const body = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body;
  const found: Partial<Record<PaymentField, string>> = {};
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const field = key.replace(/^payment\./, '');
    if (field !== 'reference' && field !== 'amount_bs' && field !== 'amount') continue;
    const text = Array.isArray(messages) ? messages.join(' ') : messages;
    if (typeof text === 'string' && text) found[field] = text;
  }
  return found;
};

/** Whether the amount (USD) is above a positive balance: 'Monto excedido'. */
export const exceedsBalance = (draft: Pick<PaymentDraft, 'amount'>, balance: number) => {
  const pending = toCents(balance);
  const dollars = toCents(draft.amount);
  return pending !== null && pending > 0n && dollars !== null && dollars > pending;
};

/** Whether the amount (USD) is above the client's credit (a payment by 'Nota de Crédito'). */
export const exceedsCredit = (draft: Pick<PaymentDraft, 'amount'>, credit: number) => {
  const dollars = toCents(draft.amount);
  return dollars !== null && dollars > (toCents(Math.max(0, credit)) ?? 0n);
};

/** The change to give back when the amount is above a positive balance, in USD and Bs (Bs null without a rate). */
export const changeToReturn = (
  draft: Pick<PaymentDraft, 'amount'>,
  balance: number,
  rate: string | number | null | undefined,
): { usd: number; bs: number | null } | null => {
  if (!exceedsBalance(draft, balance)) return null;
  const change = toCents(draft.amount)! - toCents(balance)!;
  const bolivars = dollarsToBolivars(change, rate);
  return { usd: centsNumber(change), bs: bolivars === null ? null : centsNumber(bolivars) };
};

/**
 * The payment to emit from a checked draft. With the change notice (overpay allowed) the amount
 * above the balance is handed back, so the payment is the balance itself (its bolivars at the
 * draft's rate).
 */
export const toPayment = (
  method: PaymentMethod,
  draft: PaymentDraft,
  balance: number,
  overpay: boolean,
): NewPayment => {
  const inBolivars = paysInBolivars(method);
  const bolivars = toCents(draft.amount_bs);
  const payment: NewPayment = {
    method: method.id,
    amount: centsNumber(toCents(draft.amount) ?? 0n),
    amount_bs: inBolivars && bolivars !== null ? centsNumber(bolivars) : 0,
    exchange_rate: inBolivars && draft.exchange_rate !== '' ? Number(draft.exchange_rate) : null,
    reference: asksReference(method) ? draft.reference.trim() : '',
  };
  return overpay && exceedsBalance(draft, balance) ? capPayment(payment, balance) : payment;
};

/**
 * The payment reduced to `remainder` USD when it is above it (the sale screen: amount plus paid
 * never above the total); its bolivars follow at its own rate. Unchanged otherwise.
 */
export const capPayment = (payment: NewPayment, remainder: number): NewPayment => {
  const limit = toCents(Math.max(0, remainder)) ?? 0n;
  const amount = toCents(payment.amount) ?? 0n;
  if (amount <= limit) return payment;
  const bolivars = payment.exchange_rate === null ? null : dollarsToBolivars(limit, payment.exchange_rate);
  return {
    ...payment,
    amount: centsNumber(limit),
    amount_bs: bolivars === null ? payment.amount_bs : centsNumber(bolivars),
  };
};

/** What the payments add up to, USD (exact cents). */
export const paidBy = (payments: ReadonlyArray<Pick<NewPayment, 'amount'>>) =>
  centsNumber(payments.reduce((sum, payment) => sum + (toCents(payment.amount) ?? 0n), 0n));

/** What is left to pay of `total` after the payments (never below 0), USD. */
export const remainderOf = (total: number, payments: ReadonlyArray<Pick<NewPayment, 'amount'>>) => {
  const left = (toCents(total) ?? 0n) - (toCents(paidBy(payments)) ?? 0n);
  return centsNumber(left > 0n ? left : 0n);
};

/**
 * The payments at a new rate (issue 31, a rate change mid-sale): each one paid in bolivars keeps
 * its dollars and takes the bolivars at the new rate (Bs = USD x rate, to the cent); the dollar
 * payments stay as they are. Without a positive rate nothing changes.
 */
export const paymentsAtRate = (payments: ReadonlyArray<NewPayment>, rate: string | number): NewPayment[] =>
  payments.map((payment) => {
    if (payment.exchange_rate === null) return payment;
    const bolivars = dollarsToBolivars(toCents(payment.amount) ?? 0n, rate);
    const micros = toMicros(rate);
    if (bolivars === null || micros === null || micros <= 0n) return payment;
    return { ...payment, amount_bs: centsNumber(bolivars), exchange_rate: Number(rateText(micros)) };
  });
