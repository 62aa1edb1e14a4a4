/**
 * Why this file exists: the return form's rules (purchasing-inventory.md sections 3, 4 and 5;
 * RULES.md Devolutions; docs/rules.md 'Devolutions'), without a screen: each order line's
 * quantity (0..what is left to return) and amount (0..price x quantity, suggested when the
 * quantity changes), a complete return filling every line, the checks in the server's order with
 * its messages on the same fields, the total, and the body of POST /api/devolutions.
 */
import type { Identifier } from 'react-admin';
import { centsText, lineCents, toCents } from '../../money';
import type { RefundMethod, ReturnType } from '../types';

/** An order line as GET /api/orders/{id} answers it, what the form reads of it. */
export interface ReturnableLine {
  id: Identifier;
  code: string;
  name: string;
  quantity: number;
  /** Units approved devolutions already brought back. */
  returned_quantity?: number;
  price: number | string;
}

/** What is typed for one line (texts as typed). */
export interface LineDraft {
  return_quantity: string;
  return_amount: string;
  reason: string;
}

export interface DevolutionDraft {
  order_id: Identifier | null;
  return_type: ReturnType;
  /** By the order line's id. */
  lines: Record<string, LineDraft>;
  /** '' until one is chosen. */
  refund_method: RefundMethod | '';
  refund_reference: string;
  notes: string;
}

export const EMPTY_LINE: LineDraft = { return_quantity: '0', return_amount: '0', reason: '' };

/** The form as it opens: no order, partial (the spec's default), no refund method yet. */
export const emptyDraft = (): DevolutionDraft => ({
  order_id: null,
  return_type: 'partial',
  lines: {},
  refund_method: '',
  refund_reference: '',
  notes: '',
});

/** Units of the line not yet returned by an approved devolution (never below 0). */
export const leftOf = (line: ReturnableLine) => Math.max(0, line.quantity - (line.returned_quantity ?? 0));

/** A whole number typed ('3'), or null ('', '1.5', '-1', 'x'). */
export const wholeOf = (typed: string): number | null => (/^\s*\d{1,9}\s*$/.test(typed) ? Number(typed) : null);

/** price x units as a decimal text ('25.00'). */
const worth = (line: ReturnableLine, units: number) => centsText(lineCents(line.price, units));

/**
 * Another order chosen (or none): every line back to 0 / 0 / '' (section 4) and the return type
 * back to Parcial (a Completa of no units would contradict its lines); refund and notes kept.
 */
export const withOrder = (draft: DevolutionDraft, orderId: Identifier | null): DevolutionDraft => ({
  ...draft,
  order_id: orderId,
  return_type: 'partial',
  lines: {},
});

/** What is typed for a line: 0 / 0 / '' until something is. */
export const lineOf = (draft: DevolutionDraft, id: Identifier): LineDraft => draft.lines[String(id)] ?? EMPTY_LINE;

const withLine = (draft: DevolutionDraft, id: Identifier, line: LineDraft): DevolutionDraft => ({
  ...draft,
  lines: { ...draft.lines, [String(id)]: line },
});

/** A quantity typed: the amount suggested is price x quantity (kept as it was while the quantity is not a whole number). */
export const withQuantity = (draft: DevolutionDraft, line: ReturnableLine, typed: string): DevolutionDraft => {
  const units = wholeOf(typed);
  const current = lineOf(draft, line.id);
  return withLine(draft, line.id, {
    ...current,
    return_quantity: typed,
    return_amount: units === null ? current.return_amount : worth(line, units),
  });
};

export const withAmount = (draft: DevolutionDraft, id: Identifier, typed: string): DevolutionDraft =>
  withLine(draft, id, { ...lineOf(draft, id), return_amount: typed });

export const withReason = (draft: DevolutionDraft, id: Identifier, typed: string): DevolutionDraft =>
  withLine(draft, id, { ...lineOf(draft, id), reason: typed });

/**
 * The return type chosen. Completa fills every line with all that is left to return and its
 * worth; Parcial leaves the lines as they are.
 */
export const withReturnType = (
  draft: DevolutionDraft,
  type: ReturnType,
  lines: ReadonlyArray<ReturnableLine>,
): DevolutionDraft => {
  if (type !== 'complete') return { ...draft, return_type: type };
  const filled = Object.fromEntries(
    lines.map((line) => {
      const left = leftOf(line);
      return [
        String(line.id),
        { ...lineOf(draft, line.id), return_quantity: String(left), return_amount: worth(line, left) },
      ];
    }),
  );
  return { ...draft, return_type: type, lines: { ...draft.lines, ...filled } };
};

export const withRefundMethod = (draft: DevolutionDraft, method: RefundMethod | ''): DevolutionDraft => ({
  ...draft,
  refund_method: method,
  // 'Sin reembolso' keeps no reference.
  refund_reference: method === 'none' ? '' : draft.refund_reference,
});

/** The devolution's total R in cents: the sum of the amounts typed (what is not an amount counts as 0). */
export const totalCents = (draft: DevolutionDraft): bigint =>
  Object.values(draft.lines).reduce((total, line) => total + (toCents(line.return_amount) ?? 0n), 0n);

/** The messages, as the server words them (docs/rules.md 'Devolutions'). */
export const DEVOLUTION_MESSAGES = {
  order: 'Debe seleccionar una venta',
  nothingLeft: 'La venta no tiene productos por devolver',
  quantity: 'La cantidad a devolver debe ser un número entero mayor o igual a 0.',
  overLeft: (name: string, left: number) =>
    `La cantidad a devolver de ${name} supera lo que queda por devolver (${left})`,
  amount: 'El monto a devolver debe ser un número mayor o igual a 0.',
  overAmount: (max: string) => `El monto no puede superar el precio por la cantidad devuelta (${max})`,
  noQuantity: 'Debe devolver al menos un producto',
  notComplete: 'Una devolución completa debe incluir todas las unidades',
  refundMethod: 'Debe seleccionar un método de reembolso',
  reference: 'Debe ingresar una referencia',
} as const;

/** Field -> message, with the server's field names (`products.<line id>.return_quantity`...). */
export type DraftErrors = Record<string, string>;

/**
 * What stops the return, every field at once: an order; each line's quantity (a whole number,
 * at most what is left) and amount (at most price x quantity); at least one unit; a complete
 * return taking every unit left; a refund method, and its reference unless 'Sin reembolso'.
 * Empty when it may be sent.
 */
export const draftErrors = (
  draft: DevolutionDraft,
  lines: ReadonlyArray<ReturnableLine>,
  /** A taxed sale's amounts are the server's (taxedAmounts.ts), base plus IVA: no price x quantity cap. */
  { taxed = false }: { taxed?: boolean } = {},
): DraftErrors => {
  const errors: DraftErrors = {};
  if (draft.order_id === null || draft.order_id === '') errors.order_id = DEVOLUTION_MESSAGES.order;
  else if (lines.length > 0 && lines.every((line) => leftOf(line) === 0))
    errors.order_id = DEVOLUTION_MESSAGES.nothingLeft;
  let units = 0;
  let everyUnit = true;
  for (const line of lines) {
    const typed = lineOf(draft, line.id);
    const field = `products.${line.id}`;
    const quantity = wholeOf(typed.return_quantity);
    const left = leftOf(line);
    if (quantity === null) errors[`${field}.return_quantity`] = DEVOLUTION_MESSAGES.quantity;
    else if (quantity > left) errors[`${field}.return_quantity`] = DEVOLUTION_MESSAGES.overLeft(line.name, left);
    else units += quantity;
    if (quantity !== left) everyUnit = false;
    const amount = toCents(typed.return_amount);
    if (amount === null || typed.return_amount.trim() === '')
      errors[`${field}.return_amount`] = DEVOLUTION_MESSAGES.amount;
    else if (!taxed && quantity !== null && amount > lineCents(line.price, quantity))
      errors[`${field}.return_amount`] = DEVOLUTION_MESSAGES.overAmount(worth(line, quantity));
  }
  if (draft.order_id !== null && !errors.order_id && units === 0 && !hasLineError(errors))
    errors.products = DEVOLUTION_MESSAGES.noQuantity;
  if (draft.return_type === 'complete' && !everyUnit) errors.return_type = DEVOLUTION_MESSAGES.notComplete;
  if (draft.refund_method === '') errors.refund_method = DEVOLUTION_MESSAGES.refundMethod;
  else if (draft.refund_method !== 'none' && draft.refund_reference.trim() === '')
    errors.refund_reference = DEVOLUTION_MESSAGES.reference;
  return errors;
};

const hasLineError = (errors: DraftErrors) => Object.keys(errors).some((field) => field.startsWith('products.'));

/** The body of POST /api/devolutions (API.md): only the lines returning units, keyed by order line id. */
export interface DevolutionPayload {
  order_id: Identifier;
  return_type: ReturnType;
  products: Record<string, { return_quantity: number; return_amount: string; reason: string | null }>;
  refund_method: RefundMethod;
  refund_reference: string | null;
  notes: string | null;
}

export const toPayload = (draft: DevolutionDraft): DevolutionPayload => {
  const products: DevolutionPayload['products'] = {};
  for (const [id, line] of Object.entries(draft.lines)) {
    const quantity = wholeOf(line.return_quantity) ?? 0;
    if (quantity <= 0) continue;
    products[id] = {
      return_quantity: quantity,
      return_amount: centsText(toCents(line.return_amount) ?? 0n),
      reason: line.reason.trim() || null,
    };
  }
  const method = draft.refund_method as RefundMethod;
  return {
    order_id: draft.order_id!,
    return_type: draft.return_type,
    products,
    refund_method: method,
    refund_reference: method === 'none' ? null : draft.refund_reference.trim(),
    notes: draft.notes.trim() || null,
  };
};

/** A refused return's messages by field, from a 400 as the data provider hands it over (`body.errors`). */
export const serverErrors = (error: unknown): DraftErrors => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors ?? {};
  const found: DraftErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'root') continue;
    const text = Array.isArray(messages) ? messages.join(' ') : messages;
    if (typeof text === 'string' && text) found[field] = text;
  }
  return found;
};
