/**
 * Why this file exists: a client's credit note ('saldo a favor', RULES.md Devolutions: what an
 * approval does to the money) is a stream of its own per client: issued by approved devolutions
 * refunded by credit note, used by payments made with the method 'Nota de Crédito'.
 */
import { z } from 'zod';

const id = z.string().min(1);
const money = z.string().regex(/^\d+\.\d{2}$/);

export const clientCreditEventSchemas = {
  /** An approved devolution moved what the client had paid beyond the order's new total to its credit. */
  ClientCreditIssued: z.object({
    client_id: id,
    amount: money,
    devolution_id: id,
    order_id: id,
    /** The client's credit after it. */
    balance: money,
  }),
  /** A payment by credit note drew on it: an order payment, or a client payment split over its orders. */
  ClientCreditUsed: z.object({
    client_id: id,
    amount: money,
    order_id: id.nullable(),
    payment_id: id.nullable(),
    client_payment_id: id.nullable(),
    balance: money,
  }),
} as const;

type DataOf<Type extends keyof typeof clientCreditEventSchemas> = z.infer<(typeof clientCreditEventSchemas)[Type]>;
export type ClientCreditIssued = { type: 'ClientCreditIssued'; data: DataOf<'ClientCreditIssued'> };
export type ClientCreditUsed = { type: 'ClientCreditUsed'; data: DataOf<'ClientCreditUsed'> };
export type ClientCreditEvent = ClientCreditIssued | ClientCreditUsed;

export const clientCreditStream = (clientId: string): string => `client_credit-${clientId}`;

/** The payment method that draws on the client's credit (seeded with the others). */
export const CREDIT_NOTE_METHOD_CODE = 'nota-credito';
