/**
 * Why this file exists: the events of a devolution (a return of sold units, RULES.md
 * Devolutions), with the zod schemas every append is validated against.
 */
import { z } from 'zod';
import { REFUND_METHODS, RETURN_TYPES } from '../orders/order-returns';

const id = z.string().min(1);
/** Dollars as exact text with 2 decimals: "12.50". */
const money = z.string().regex(/^\d+\.\d{2}$/);

const line = z.object({
  /** '1', '2'... in the order's line order. */
  id,
  order_line_id: id,
  /** null for a quick (ad hoc) line: returned for money, it moves no stock. */
  product_id: id.nullable(),
  /** The deposit its units go back to (the one they left from); null for a quick line. */
  deposit_id: id.nullable(),
  code: z.string(),
  name: z.string().min(1),
  /** The order line's unit price and units sold, as the detail page shows them beside the return. */
  price: money,
  ordered: z.number().int().positive(),
  quantity: z.number().int().positive(),
  amount: money,
  reason: z.string().nullable(),
});

export const devolutionEventSchemas = {
  /** A return registered, pending: nothing has moved yet. */
  DevolutionRequested: z.object({
    id,
    order_id: id,
    client_id: id,
    return_type: z.enum(RETURN_TYPES),
    lines: z.array(line).min(1),
    /** R: the sum of the lines' amounts. */
    total_amount: money,
    refund_method: z.enum(REFUND_METHODS),
    refund_reference: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  /** Approved: the stock and the order's money move in the same append (OrderReturned, StockAdded...). */
  DevolutionApproved: z.object({ id, order_id: id, total_amount: money }),
  /** Rejected by an administrator: nothing moves. */
  DevolutionRejected: z.object({ id, order_id: id }),
} as const;

type DataOf<Type extends keyof typeof devolutionEventSchemas> = z.infer<(typeof devolutionEventSchemas)[Type]>;
export type DevolutionRequested = { type: 'DevolutionRequested'; data: DataOf<'DevolutionRequested'> };
export type DevolutionApproved = { type: 'DevolutionApproved'; data: DataOf<'DevolutionApproved'> };
export type DevolutionRejected = { type: 'DevolutionRejected'; data: DataOf<'DevolutionRejected'> };
export type DevolutionEvent = DevolutionRequested | DevolutionApproved | DevolutionRejected;
export type DevolutionLine = DevolutionRequested['data']['lines'][number];

export const devolutionStream = (devolutionId: string): string => `devolution-${devolutionId}`;

/** The document name on the stock card: 'Devolución #3' (by its id; the card shows its number when known). */
export const devolutionLabel = (devolutionId: string): string => `Devolución #${devolutionId}`;
