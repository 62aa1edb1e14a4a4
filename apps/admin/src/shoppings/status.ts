/** A purchase's state as the screens show it: the spec's labels, the badge colours, what is still owed. */
import { centsText, toCents } from '../money';
import type { Shopping } from './types';

/** Like the orders' badges: pending yellow, completed blue, paid green, cancelled red. */
const COLOURS: Partial<Record<string, { bg: string; fg: string }>> = {
  pending: { bg: '#fbc02d', fg: '#3e2c00' },
  completed: { bg: '#1976d2', fg: '#ffffff' },
  paid: { bg: '#2e7d32', fg: '#ffffff' },
  cancelled: { bg: '#d32f2f', fg: '#ffffff' },
};
const GREY = { bg: '#e0e0e0', fg: '#212121' };

const KNOWN = ['pending', 'completed', 'paid', 'cancelled'];

/** The label's i18n key: 'Pendiente', 'Completada', 'Pagada', 'Cancelada'; 'Desconocido' for anything else. */
export const statusLabel = (status: string) =>
  KNOWN.includes(status) ? `bo.shoppings.status.${status}` : 'bo.shoppings.status.unknown';

export const statusColours = (status: string) => COLOURS[status] ?? GREY;

/** Paid or cancelled: no payment, no 'Marcar como pagada' (spec sections 4 and 5). */
export const isSettled = (shopping: Pick<Shopping, 'status'>) =>
  shopping.status === 'paid' || shopping.status === 'cancelled';

type Owed = Pick<Shopping, 'total' | 'total_paid' | 'status'> & { balance?: Shopping['balance'] };

/**
 * What is still owed to the provider, in cents: the server's `balance` (0 once the purchase is
 * paid, by its payments or marked, or cancelled: docs/rules.md Purchases); a record without it
 * (an older cached row) counts total - total_paid while pending, never below zero.
 */
export const owedCents = (shopping: Owed): bigint => {
  const balance = toCents(shopping.balance);
  if (balance !== null) return balance > 0n ? balance : 0n;
  if (isSettled(shopping)) return 0n;
  const owed = (toCents(shopping.total) ?? 0n) - (toCents(shopping.total_paid) ?? 0n);
  return owed > 0n ? owed : 0n;
};

/** The same as a decimal text ('125.50'). */
export const owedText = (shopping: Owed) => centsText(owedCents(shopping));

/** 'Proveedor': the company's name, else the contact's. */
export const providerName = (provider: Shopping['provider']) => provider?.company_name || provider?.name || '';
