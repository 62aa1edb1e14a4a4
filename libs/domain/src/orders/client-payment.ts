import { DomainError, FieldRuleError } from '../kit/domain-error';
import { Decimal } from '../shared/decimal';
import { OrderMessages as M } from './order.messages';
import { money } from './order-money';

/** An open order of the client as the allocation needs it. */
export interface OpenOrder {
  id: string;
  /** What is still owed on it. */
  pending: string;
  /** Creation instant: the oldest is paid first (then the lowest id). */
  created_at: string;
}

/**
 * Splits a client payment over the client's open orders, oldest first (RULES.md, Clients): each
 * order gets what it owes until the amount runs out. Refused when the amount is not positive, the
 * client owes nothing, or the amount is above what the client owes.
 */
export function allocateClientPayment(
  amount: string,
  orders: readonly OpenOrder[],
): { order_id: string; amount: string }[] {
  let left = new Decimal(amount);
  if (left.lte(0)) throw new FieldRuleError('amount', M.dollarsPositive);
  const owing = orders.filter((order) => new Decimal(order.pending).gt(0));
  const owed = owing.reduce((sum, order) => sum.plus(order.pending), new Decimal(0));
  if (owed.lte(0)) throw new DomainError(M.clientWithoutDebt);
  if (left.gt(owed)) throw new DomainError(M.clientPaymentOverBalance);
  const byId = (a: OpenOrder, b: OpenOrder) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);
  const oldestFirst = [...owing].sort((a, b) => a.created_at.localeCompare(b.created_at) || byId(a, b));
  const allocations: { order_id: string; amount: string }[] = [];
  for (const order of oldestFirst) {
    if (left.lte(0)) break;
    const part = Decimal.min(left, order.pending);
    allocations.push({ order_id: order.id, amount: money(part) });
    left = left.minus(part);
  }
  return allocations;
}

/**
 * The bolivars of a client payment in bolivars shared over its parts (each part of `allocations`,
 * in dollars): each part gets its dollars x rate (2 decimals, half-up), the last one what is left,
 * so the parts add up to the bolivars paid.
 */
export function bolivarShares(
  allocations: readonly { amount: string }[],
  amount_bs: string,
  rate: string,
): { amount_bs: string; exchange_rate: string }[] {
  let left = new Decimal(amount_bs);
  return allocations.map((part, index) => {
    const share =
      index === allocations.length - 1
        ? Decimal.max(0, left)
        : new Decimal(money(new Decimal(part.amount).times(rate)));
    left = left.minus(share);
    return { amount_bs: money(share), exchange_rate: rate };
  });
}
