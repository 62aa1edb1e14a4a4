/**
 * The rules of 'Registrar Nuevo Pago' on a purchase (spec section 5, RULES.md Purchases), without a
 * screen: amounts typed as texts (USD and VES both start at 0), bolivars turned into dollars at the
 * current rate exactly as the server does it (USD = Bs / rate, half-up to the cent), the checks in
 * order, and the body of POST /api/shoppings/{id}/payments.
 */
import type { Identifier } from 'react-admin';
import { bolivarsToDollars, centsText, dollarsToBolivars, toCents, toMicros, unitsText } from '../../money';
import { asksReference, paysInBolivars, type PaymentMethod } from '../../payments-entry/paymentMath';

export interface PurchasePaymentDraft {
  /** The chosen method's id as text; '' while none is chosen. */
  method: string;
  amount_usd: string;
  amount_ves: string;
  reference: string;
}

export const EMPTY_PURCHASE_PAYMENT: PurchasePaymentDraft = {
  method: '',
  amount_usd: '0',
  amount_ves: '0',
  reference: '',
};

/** The current rate (Bs per USD) as the server takes it; undefined or null while there is none. */
export type CurrentRate = string | number | null | undefined;

export type PurchasePaymentField = 'method' | 'amount_usd' | 'amount_ves' | 'reference';

export const PURCHASE_PAYMENT_MESSAGES = {
  method: 'Debe seleccionar un método de pago',
  reference: 'Debe ingresar una referencia',
  noRate: 'No hay una tasa de cambio registrada',
  bolivars: 'El monto en bolívares debe ser mayor a cero',
  dollars: 'El monto en dólares debe ser mayor a cero',
} as const;

/** What stops the payment: a field's message, or 'exceeded' (the 'Monto excedido' dialog). */
export type PurchasePaymentProblem = { field: PurchasePaymentField; message: string } | 'exceeded';

const rateText = (rate: CurrentRate) => {
  const micros = toMicros(rate);
  return micros === null ? null : unitsText(micros, 6).replace(/\.?0+$/, '');
};

/** After bolivars are typed: the dollars they are worth at the rate ('' when they cannot be told). */
export const withBolivars = (draft: PurchasePaymentDraft, typed: string, rate: CurrentRate): PurchasePaymentDraft => {
  const bolivars = toCents(typed);
  const dollars = bolivars === null ? null : bolivarsToDollars(bolivars, rate);
  return { ...draft, amount_ves: typed, amount_usd: dollars === null ? '' : centsText(dollars) };
};

/**
 * After a method is chosen: a method paid in bolivars takes the dollars typed so far at the rate
 * (and the dollars follow the bolivars, as the server counts them); another one keeps the dollars
 * and pays no bolivars. The reference stays.
 */
export const withMethod = (
  draft: PurchasePaymentDraft,
  method: PaymentMethod | undefined,
  rate: CurrentRate,
): PurchasePaymentDraft => {
  const chosen = { ...draft, method: method ? String(method.id) : '' };
  if (!method || !paysInBolivars(method)) return { ...chosen, amount_ves: '0' };
  const bolivars = dollarsToBolivars(toCents(draft.amount_usd) ?? 0n, rate);
  return bolivars === null ? { ...chosen, amount_ves: '0' } : withBolivars(chosen, centsText(bolivars), rate);
};

const positive = (text: string) => {
  const cents = toCents(text);
  return cents !== null && cents > 0n;
};

/**
 * The checks in order: a method, the reference of a method that needs one, bolivars (and a rate)
 * for a method paid in bolivars, dollars above zero, and dollars not above what is owed
 * ('Monto excedido': nothing is sent). null when the payment may be sent.
 */
export const purchasePaymentProblem = (
  method: PaymentMethod | undefined,
  draft: PurchasePaymentDraft,
  owedCents: bigint,
  rate: CurrentRate,
): PurchasePaymentProblem | null => {
  if (!method) return { field: 'method', message: PURCHASE_PAYMENT_MESSAGES.method };
  if (asksReference(method) && draft.reference.trim() === '')
    return { field: 'reference', message: PURCHASE_PAYMENT_MESSAGES.reference };
  if (paysInBolivars(method)) {
    if (rateText(rate) === null || toMicros(rate) === 0n)
      return { field: 'amount_ves', message: PURCHASE_PAYMENT_MESSAGES.noRate };
    if (!positive(draft.amount_ves)) return { field: 'amount_ves', message: PURCHASE_PAYMENT_MESSAGES.bolivars };
  }
  if (!positive(draft.amount_usd)) return { field: 'amount_usd', message: PURCHASE_PAYMENT_MESSAGES.dollars };
  if (toCents(draft.amount_usd)! > owedCents) return 'exceeded';
  return null;
};

/** The body of POST /api/shoppings/{id}/payments (API.md): bolivars and the rate only for a method paid in them. */
export interface PurchasePaymentBody {
  method: Identifier;
  amount_usd: string;
  amount_ves?: string;
  exchange_rate?: string;
  reference?: string;
}

export const purchasePaymentBody = (
  method: PaymentMethod,
  draft: PurchasePaymentDraft,
  rate: CurrentRate,
): PurchasePaymentBody => {
  const body: PurchasePaymentBody = { method: method.id, amount_usd: centsText(toCents(draft.amount_usd) ?? 0n) };
  const rateAsText = rateText(rate);
  if (paysInBolivars(method) && rateAsText !== null) {
    body.amount_ves = centsText(toCents(draft.amount_ves) ?? 0n);
    body.exchange_rate = rateAsText;
  }
  if (asksReference(method)) body.reference = draft.reference.trim();
  return body;
};

/** A refused payment's field messages, from a 400 as the data provider hands it over (`body.errors`). */
export const purchasePaymentFieldErrors = (error: unknown): Partial<Record<PurchasePaymentField, string>> => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors ?? {};
  const found: Partial<Record<PurchasePaymentField, string>> = {};
  for (const field of ['method', 'amount_usd', 'amount_ves', 'reference'] as const) {
    const messages = errors[field];
    const text = Array.isArray(messages) ? messages.join(' ') : messages;
    if (typeof text === 'string' && text) found[field] = text;
  }
  return found;
};
