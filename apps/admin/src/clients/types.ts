import type { Identifier } from 'react-admin';

export type ClientType = 'freelancer' | 'spot' | 'a' | 'b' | 'c';

/**
 * GET /api/clients/{id}. `balance` (amount owed, USD) is read-only; it and the detail's figures
 * (`debt`: the total of the open orders, `total_orders`: orders neither estimate nor cancelled,
 * `total_spent`: what was paid) come from the sales read model (0 for a client who never bought).
 */
export interface Client {
  id: Identifier;
  name: string;
  identification: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  companyName: string | null;
  typeClient: ClientType;
  balance: number;
  /** The client's credit note ('saldo a favor', docs/rules.md 'Devolutions'); `balance` is net of it. */
  credit?: number;
  debt?: number;
  total_orders?: number;
  total_spent?: number;
  deleted_at: string | null;
}
