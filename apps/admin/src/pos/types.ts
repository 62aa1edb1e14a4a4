import type { Identifier } from 'react-admin';

/** The parts of an order (POST /api/orders, POST /api/orders/{id}/payments) the POS shows. */
export interface PosOrder {
  id: Identifier;
  number_order: number;
  order_state: string;
  client: { id: Identifier; name: string; identification: string } | null;
  total: number;
  /** Paid so far. */
  balance: number;
  pending: number;
  exchange_rate: number;
  cop_change: number | null;
  products: Array<{ id: Identifier; code: string; name: string; quantity: number; price: number; subtotal: number }>;
  pays: Array<{
    id: Identifier;
    method: { id: Identifier; code: string; name: string };
    amount: number;
    amount_bs: number;
  }>;
}

/** A client of the POS: the one looked up or registered at the client step. */
export interface PosClient {
  id: Identifier;
  name: string;
  identification: string;
  email?: string | null;
  phone?: string | null;
}
