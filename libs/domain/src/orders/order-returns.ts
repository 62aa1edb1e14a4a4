/**
 * Why this file exists: a devolution is checked against its order twice, when it is registered
 * (pending) and again when it is approved (the order may have changed meanwhile: another
 * devolution approved, a cancel), by the same rules (RULES.md, Devolutions; docs/rules.md,
 * Devolutions). They live once here, beside the order they read.
 */
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { Decimal } from '../shared/decimal';
import type { OrderLine, OrderState } from './order.events';
import { money } from './order-money';
import type { DocumentTaxes } from '../fiscal/document-taxes';
import { taxedReturnAmounts } from './sale-taxes';

export const RETURN_TYPES = ['partial', 'complete'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];
export const REFUND_METHODS = ['cash', 'transfer', 'credit_note', 'none'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** What a user reads when a devolution is refused by its order. */
export const ReturnMessages = {
  estimate: 'Un presupuesto no admite devoluciones: no comprometió stock',
  cancelled: 'Una orden anulada no admite devoluciones',
  nothingLeft: 'La venta no tiene productos por devolver',
  notInOrder: 'El producto no pertenece a esta venta',
  overOrdered: (ordered: number) => `La cantidad a devolver no puede superar la cantidad vendida (${ordered})`,
  overAmount: (max: string) => `El monto no puede superar el precio por la cantidad devuelta (${max})`,
  noQuantity: 'Debe devolver al menos un producto',
  overLeft: (name: string, left: number) =>
    `La cantidad a devolver de ${name} supera lo que queda por devolver (${left})`,
  notComplete: 'Una devolución completa debe incluir todas las unidades',
  overTotal: 'El monto de la devolución supera el total de la venta',
  refundNeeded: 'Esta devolución tiene un monto por reembolsar: elija cómo',
} as const;

/** One line of a devolution as asked: an order line, the units back and the dollars they are worth. */
export interface ReturnLineInput {
  line_id: string;
  quantity: number;
  /** Dollars, 2 decimals. */
  amount: string;
}

/** What of an order a return is checked against. */
export interface ReturnableOrder {
  state: OrderState;
  lines: readonly OrderLine[];
  /** Units already returned by approved devolutions, by order line id. */
  returned_lines: Readonly<Record<string, number>>;
  total: string;
  /**
   * Issue 33: a sale taxed under a fiscal regime (its taxes, discount and day): a devolution's
   * amount is then the returned units' bases after discount plus their IVA (sale-taxes.ts), not
   * what was typed. Absent or null: the spec's typed amounts.
   */
  fiscal?: DocumentTaxes | null;
  discount?: { amount: string } | null;
  date?: string;
}

/** Units of a line not yet returned by an approved devolution. */
export const leftToReturn = (order: Pick<ReturnableOrder, 'returned_lines'>, line: OrderLine): number =>
  line.quantity - (order.returned_lines[line.id] ?? 0);

/** A checked return: each asked line with quantity > 0, with its order line, and the total R. */
export interface CheckedReturn {
  lines: { line: OrderLine; quantity: number; amount: string }[];
  amount: string;
}

/**
 * Checks a return against its order as it is now, in this order: the order committed stock and
 * has something left to return (409); each line is the order's, within what was sold and worth at
 * most price x units returned, and at least one unit comes back (400s on their field); no line
 * passes what is left to return (409); a complete return takes every unit left (400 on
 * return_type); the amount does not pass the order's total (409).
 */
export function checkReturn(
  order: ReturnableOrder,
  returnType: ReturnType,
  asked: readonly ReturnLineInput[],
): CheckedReturn {
  if (order.state === 'estimate') throw new DomainError(ReturnMessages.estimate);
  if (order.state === 'cancel') throw new DomainError(ReturnMessages.cancelled);
  if (order.lines.every((line) => leftToReturn(order, line) <= 0)) throw new DomainError(ReturnMessages.nothingLeft);
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const lines: CheckedReturn['lines'] = [];
  for (const entry of asked) {
    const field = `products.${entry.line_id}`;
    const line = byId.get(entry.line_id);
    if (!line) throw new FieldRuleError(field, ReturnMessages.notInOrder);
    if (entry.quantity > line.quantity)
      throw new FieldRuleError(`${field}.return_quantity`, ReturnMessages.overOrdered(line.quantity));
    const max = money(new Decimal(line.price).times(entry.quantity));
    if (!order.fiscal && new Decimal(entry.amount).gt(max))
      throw new FieldRuleError(`${field}.return_amount`, ReturnMessages.overAmount(max));
    if (entry.quantity > 0) lines.push({ line, quantity: entry.quantity, amount: money(entry.amount) });
  }
  if (lines.length === 0) throw new FieldRuleError('products', ReturnMessages.noQuantity);
  for (const { line, quantity } of lines) {
    const left = leftToReturn(order, line);
    if (quantity > left) throw new DomainError(ReturnMessages.overLeft(line.name, Math.max(left, 0)));
  }
  if (returnType === 'complete') {
    const asking = new Map(lines.map((entry) => [entry.line.id, entry.quantity]));
    if (order.lines.some((line) => leftToReturn(order, line) > 0 && asking.get(line.id) !== leftToReturn(order, line)))
      throw new FieldRuleError('return_type', ReturnMessages.notComplete);
  }
  if (order.fiscal && order.date) {
    const taxed = taxedReturnAmounts(
      {
        lines: order.lines,
        discount: order.discount ?? null,
        date: order.date,
        fiscal: order.fiscal,
        returned_lines: order.returned_lines,
      },
      lines,
    );
    for (const entry of lines) entry.amount = taxed.amounts[entry.line.id];
  }
  const amount = money(lines.reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0)));
  if (new Decimal(amount).gt(order.total)) throw new DomainError(ReturnMessages.overTotal);
  // Lines in the order's own order, whatever order they were asked in.
  lines.sort((a, b) => order.lines.indexOf(a.line) - order.lines.indexOf(b.line));
  return { lines, amount };
}

/** The same check at approval time: nothing is a form's field any more, every refusal is a 409. */
export function recheckReturn(
  order: ReturnableOrder,
  returnType: ReturnType,
  asked: readonly ReturnLineInput[],
): CheckedReturn {
  try {
    return checkReturn(order, returnType, asked);
  } catch (error) {
    throw error instanceof FieldRuleError ? new DomainError(error.message) : error;
  }
}
