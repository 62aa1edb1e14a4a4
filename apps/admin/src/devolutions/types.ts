/** A devolution (a return) as the API answers it (docs/api.md, Devolutions): the list rows and the detail page read these shapes. */
import type { Identifier } from 'react-admin';

export type DevolutionStatus = 'pending' | 'approved' | 'rejected';
export type ReturnType = 'partial' | 'complete';
export type RefundMethod = 'cash' | 'transfer' | 'credit_note' | 'none';

/** Money travels as decimal strings with 2 decimals ('12.50'). */
export type Money = string;

/** GET /api/devolutions rows. */
export interface Devolution {
  id: Identifier;
  number: number;
  status: DevolutionStatus;
  return_type: ReturnType;
  created_at: string;
  decided_at: string | null;
  total_amount: Money;
  refund_method: RefundMethod;
  refund_reference: string | null;
  notes: string | null;
  quantity: number;
  order: { id: Identifier; number_order: number | null };
  client: { id: Identifier; name: string | null };
  user: { id: Identifier; first_name: string; last_name: string } | null;
}

/** One returned line: the order line as sold (`orderProduct`), the units and the dollars back. */
export interface DevolutionLine {
  id: Identifier;
  order_line_id: Identifier;
  /** null for a quick line (returned for money, no stock moved). */
  product: { id: Identifier; code: string; name: string } | null;
  deposit: { id: Identifier; name: string | null } | null;
  quantity: number;
  amount: Money;
  reason: string | null;
  orderProduct: { name: string; quantity: number; price: Money };
}

/** GET /api/devolutions/{id}: the row, its order as it is now and its lines. */
export interface DevolutionDetail extends Omit<Devolution, 'order'> {
  order: {
    id: Identifier;
    number_order: number | null;
    order_state: string | null;
    /** What the order has been paid (the sales screens' 'Pagado'). */
    balance: Money | null;
    total: Money | null;
    returned: Money | null;
    client: { id: Identifier; name: string | null };
  };
  devolutionProducts: DevolutionLine[];
}
