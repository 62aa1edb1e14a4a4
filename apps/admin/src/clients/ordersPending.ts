import { centsNumber, toCents } from '../money';
import type { Client } from './types';

/**
 * Why this file exists: what a client's open orders still owe (the sum of their 'Pendiente'),
 * which GET /api/clients/{id} gives only net of the credit (`balance` = owed - `credit`,
 * docs/rules.md 'Client page'). A client payment is capped by it, not by the net balance.
 */

/** Dollars in cents, sign kept: 'Saldo pendiente' is below zero when the credit passes what is owed. */
export const signedCents = (usd: number | undefined): bigint => {
  const value = usd ?? 0;
  return value < 0 ? -(toCents(-value) ?? 0n) : (toCents(value) ?? 0n);
};

/** The open orders' pending, USD: the net balance plus the credit it was lowered by. */
export const ordersPending = (client: Pick<Client, 'balance' | 'credit'>): number =>
  centsNumber(signedCents(client.balance) + signedCents(client.credit));
