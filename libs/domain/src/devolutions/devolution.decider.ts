/**
 * Why this file exists: the rules of a devolution's own life (RULES.md, Devolutions): registered
 * pending against its order as it is then, approved once (admin, storer) or rejected once
 * (admin). What an approval does to the order and the stock is decided beside it, on the order
 * (ReturnOrderLines) and the stock streams, in the same atomic append.
 */
import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { StockMoveRequest } from '../stock/stock-moves';
import type { ExistingOrder, ReturnOrderLines } from '../orders/order.decider';
import { checkReturn, RefundMethod, ReturnLineInput, ReturnType } from '../orders/order-returns';
import { devolutionLabel, DevolutionEvent, DevolutionLine } from './devolution.events';
import { DevolutionMessages as M } from './devolution.messages';

/** A return as the API hands it over: its fields parsed, and its order as the order's stream holds it now. */
export interface NewDevolution {
  id: string;
  order: ExistingOrder;
  return_type: ReturnType;
  lines: (ReturnLineInput & { reason: string | null })[];
  refund_method: RefundMethod;
  refund_reference: string | null;
  notes: string | null;
}

export type RequestDevolution = Command<'RequestDevolution', NewDevolution>;
export type ApproveDevolution = Command<'ApproveDevolution', Record<string, never>>;
export type RejectDevolution = Command<'RejectDevolution', Record<string, never>>;
export type DevolutionCommand = RequestDevolution | ApproveDevolution | RejectDevolution;

export interface ExistingDevolution {
  status: 'pending' | 'approved' | 'rejected';
  id: string;
  order_id: string;
  client_id: string;
  return_type: ReturnType;
  lines: DevolutionLine[];
  total_amount: string;
  refund_method: RefundMethod;
  refund_reference: string | null;
}
export type DevolutionState = { status: 'none' } | ExistingDevolution;

function pending(state: DevolutionState): ExistingDevolution {
  if (state.status === 'none') throw new DomainError(M.notFound, 'not_found');
  if (state.status === 'approved') throw new DomainError(M.alreadyApproved);
  if (state.status === 'rejected') throw new DomainError(M.alreadyRejected);
  return state;
}

function requested(input: NewDevolution): DevolutionEvent {
  const reference = input.refund_reference?.trim() || null;
  if (input.refund_method !== 'none' && !reference) throw new FieldRuleError('refund_reference', M.referenceRequired);
  const checked = checkReturn(input.order, input.return_type, input.lines);
  const reasons = new Map(input.lines.map((line) => [line.line_id, line.reason?.trim() || null]));
  return {
    type: 'DevolutionRequested',
    data: {
      id: input.id,
      order_id: input.order.id,
      client_id: input.order.client_id,
      return_type: input.return_type,
      lines: checked.lines.map(({ line, quantity, amount }, index) => ({
        id: String(index + 1),
        order_line_id: line.id,
        product_id: line.quick ? null : line.product_id,
        deposit_id: line.quick ? null : line.deposit_id,
        code: line.code,
        name: line.name,
        price: line.price,
        ordered: line.quantity,
        quantity,
        amount,
        reason: reasons.get(line.id) ?? null,
      })),
      total_amount: checked.amount,
      refund_method: input.refund_method,
      // 'Sin reembolso' carries no reference.
      refund_reference: input.refund_method === 'none' ? null : reference,
      notes: input.notes?.trim() || null,
    },
  };
}

export const devolutionDecider: Decider<DevolutionCommand, DevolutionEvent, DevolutionState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'DevolutionRequested': {
        const data = event.data;
        return {
          status: 'pending',
          id: data.id,
          order_id: data.order_id,
          client_id: data.client_id,
          return_type: data.return_type,
          lines: data.lines,
          total_amount: data.total_amount,
          refund_method: data.refund_method,
          refund_reference: data.refund_reference,
        };
      }
      case 'DevolutionApproved':
        return state.status === 'none' ? state : { ...state, status: 'approved' };
      case 'DevolutionRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected' };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RequestDevolution':
        if (state.status !== 'none') throw new DomainError(M.alreadyExists);
        return [requested(command.data)];
      case 'ApproveDevolution': {
        const devolution = pending(state);
        const data = { id: devolution.id, order_id: devolution.order_id, total_amount: devolution.total_amount };
        return [{ type: 'DevolutionApproved', data }];
      }
      case 'RejectDevolution': {
        const devolution = pending(state);
        return [{ type: 'DevolutionRejected', data: { id: devolution.id, order_id: devolution.order_id } }];
      }
      default:
        return unreachable(command);
    }
  },
};

/**
 * What an approval asks of the order: its lines back, and the refund by the devolution's method
 * (`payment_method`: the method the negative payment is recorded with, read by the API).
 */
export function returnOrderLinesOf(
  devolution: ExistingDevolution,
  refund: {
    payment_id: string;
    payment_method: { id: string; code: string; name: string; foreign_currency?: boolean } | null;
  },
  metadata: ReturnOrderLines['metadata'],
): ReturnOrderLines {
  return {
    type: 'ReturnOrderLines',
    data: {
      devolution_id: devolution.id,
      return_type: devolution.return_type,
      lines: devolution.lines.map((line) => ({
        line_id: line.order_line_id,
        quantity: line.quantity,
        amount: line.amount,
      })),
      refund: {
        method: devolution.refund_method,
        reference: devolution.refund_reference ?? '',
        payment_id: refund.payment_id,
        payment_method: refund.payment_method,
      },
    },
    metadata,
  };
}

/** The stock an approval moves: each catalogue line's units back into the deposit they left from. */
export function devolutionStockMoves(devolution: ExistingDevolution): Omit<StockMoveRequest, 'product_name'>[] {
  const document = { type: 'devolution' as const, id: devolution.id, label: devolutionLabel(devolution.id) };
  return devolution.lines
    .filter((line) => line.product_id && line.deposit_id)
    .map((line) => ({
      kind: 'add' as const,
      product_id: line.product_id as string,
      deposit_id: line.deposit_id as string,
      quantity: line.quantity,
      document,
    }));
}
