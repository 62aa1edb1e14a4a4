import type { Identifier } from 'react-admin';

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

/** The methods whose reference the form asks for (sales.md section 5: the non-cash ones). */
export const REFERENCE_METHOD_CODES: readonly string[] = ['transferencia', 'transferencia-usd', 'zelle', 'pago-movil'];

export const paysInBolivars = (method: Pick<PaymentMethod, 'change_currency'>) => method.change_currency === 'VES';

/**
 * Whether the reference field shows: the spec's four codes, and any other method that is not
 * cash (the server requires its reference: without the field it could never be paid).
 */
export const asksReference = (method: Pick<PaymentMethod, 'code' | 'change'>) =>
  REFERENCE_METHOD_CODES.includes(method.code) || !method.change;

const DECIMAL = /^\s*(\d+)(?:\.(\d*))?\s*$/;

/** A non-negative decimal text (or number) in units of 10^-places, rounded half-up; null when it is not one. */
const scaled = (value: string | number | null | undefined, places: number): bigint | null => {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(places + 1) : '') : value;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(places + 1, '0');
  const units = BigInt(match[1] + fraction.slice(0, places));
  return fraction.slice(places).charAt(0) >= '5' ? units + 1n : units;
};

/** An amount in cents (2 decimals, half-up); null when empty or not a number. */
export const toCents = (value: string | number | null | undefined) => scaled(value, 2);

/** A rate in millionths (6 decimals); null when empty or not a number. */
const toMicros = (value: string | number | null | undefined) => scaled(value, 6);

/** Cents as a text with 2 decimals: 1234n -> '12.34'. */
export const centsText = (cents: bigint) => {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

const rateText = (micros: bigint) => {
  const text = micros.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`.replace(/\.?0+$/, '');
};

/** a / b rounded half-up, both positive. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/** USD cents -> Bs cents at the rate (Bs = USD x rate, 2 decimals half-up); null without a positive rate. */
export const dollarsToBolivars = (usdCents: bigint, rate: string | number | null | undefined): bigint | null => {
  const micros = toMicros(rate);
  if (micros === null || micros === 0n) return null;
  return divideHalfUp(usdCents * micros, 1_000_000n);
};

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
  if (bolivars === null) return { ...draft, amount_bs: typed, amount: '', exchange_rate: '' };
  const micros = toMicros(rate);
  if (micros === null || micros === 0n) return { ...draft, amount_bs: typed, amount: '', exchange_rate: '' };
  return {
    ...draft,
    amount_bs: typed,
    amount: centsText(divideHalfUp(bolivars * 1_000_000n, micros)),
    exchange_rate: rateText(micros),
  };
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

/** Whether the amount (USD) is above a positive balance: 'Monto excedido'. */
export const exceedsBalance = (draft: Pick<PaymentDraft, 'amount'>, balance: number) => {
  const pending = toCents(balance);
  const dollars = toCents(draft.amount);
  return pending !== null && pending > 0n && dollars !== null && dollars > pending;
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
  return { usd: Number(centsText(change)), bs: bolivars === null ? null : Number(centsText(bolivars)) };
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
    amount: Number(centsText(toCents(draft.amount) ?? 0n)),
    amount_bs: inBolivars && bolivars !== null ? Number(centsText(bolivars)) : 0,
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
    amount: Number(centsText(limit)),
    amount_bs: bolivars === null ? payment.amount_bs : Number(centsText(bolivars)),
  };
};
