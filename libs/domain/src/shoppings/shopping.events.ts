/** What happens to a purchase, as zod-checked events (registered in events.ts). */
import { z } from 'zod';
import { ivaCodeSchema } from '../fiscal/iva';
import { taxLineSchema } from '../fiscal/document-taxes';

const id = z.string().min(1);
/** Dollars (or bolivars) as exact text with 2 decimals: "12.50". */
const money = z.string().regex(/^\d+\.\d{2}$/);
/** A percentage as exact text with 2 decimals: "30.00". */
const percentage = z.string().regex(/^\d+\.\d{2}$/);
/** A rate as exact text: "36.50" (Bs per USD). */
const rate = z.string().regex(/^\d+(\.\d+)?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const SHOPPING_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type ShoppingStatus = (typeof SHOPPING_STATUSES)[number];
export const PAYMENT_TYPES = ['cash', 'credit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const line = z.object({
  /** '1', '2'... in the order sent. */
  id,
  product_id: id,
  /** The product as it was called at the purchase (the document keeps it). */
  code: z.string(),
  name: z.string().min(1),
  quantity: z.number().int().positive().max(1_000_000),
  /** What one unit cost: it becomes the product's cost. */
  cost: money,
  /** The profit percentage typed on the line, if any. */
  percentage: percentage.nullable(),
  /** The selling price given (or cost + cost x percentage / 100): it becomes the product's first price. */
  price: money.nullable(),
  /** cost x quantity. */
  total: money,
  /** Issue 33: the product's IVA code under a fiscal regime (absent under `none` and before). */
  iva: ivaCodeSchema.optional(),
});

const payment = z.object({
  payment_id: id,
  method_id: id,
  method_code: z.string(),
  method_name: z.string(),
  /** Dollars the payment counts for. */
  amount_usd: money,
  /** Bolivars paid ("0.00" when the method is not in bolivars). */
  amount_ves: money,
  /** The rate the bolivars were counted at; null when the method is not in bolivars. */
  exchange_rate: rate.nullable(),
  reference: z.string(),
  /** The day of the payment. */
  date: day,
});

export const shoppingEventSchemas = {
  /** Everything of a new purchase: its stock enters the destination deposit in the same append. */
  ShoppingRegistered: z.object({
    id,
    provider_id: id,
    /** The provider as it was called at the purchase ('Repuestos El Llanero'). */
    provider_name: z.string(),
    invoice_number: z.string().min(1),
    date: day,
    due_date: day,
    payment_type: z.enum(PAYMENT_TYPES),
    deposit_id: id,
    comentary: z.string(),
    /** The current rate when registered (Bs per USD); null while no rate was ever recorded. */
    exchange_rate: rate.nullable(),
    lines: z.array(line).min(1),
    sub_total: money,
    /** The percentage typed (100 when an amount above the subtotal was capped), or null. */
    discount_percentage: percentage.nullable(),
    /** What the discount takes off the subtotal. */
    discount: money,
    total: money,
    payments: z.array(payment),
    total_paid: money,
    status: z.enum(['pending', 'paid']),
    /**
     * Issue 33, under a fiscal regime (all absent under `none` and before): the provider's control
     * number, the IVA per rate on the bases after discount, the exempt base, the IVA in all (`total`
     * then includes it), and under regime `special` the IVA withheld (75 or 100 % of tax_total)
     * with its voucher number (FiscalNumberTaken in the same append); what is owed to the provider
     * is then total - iva_withheld.
     */
    control_number: z.string().min(1).optional(),
    taxes: z.array(taxLineSchema).optional(),
    exempt: money.optional(),
    tax_total: money.optional(),
    withholding_rate: z
      .union([z.literal(75), z.literal(100)])
      .nullable()
      .optional(),
    iva_withheld: money.nullable().optional(),
    withholding_voucher: z
      .string()
      .regex(/^\d{14}$/)
      .nullable()
      .optional(),
  }),
  /** A payment from the detail page; the status is paid once total_paid reaches the total. */
  ShoppingPaymentRecorded: z.object({
    id,
    payment,
    total_paid: money,
    status: z.enum(['pending', 'paid']),
  }),
  /** Marked as paid without a payment (settled elsewhere). */
  ShoppingMarkedPaid: z.object({ id }),
  /** Annulled: its stock leaves the deposit again; its payments stay on record. */
  ShoppingCancelled: z.object({ id }),
} as const;

type DataOf<Type extends keyof typeof shoppingEventSchemas> = z.infer<(typeof shoppingEventSchemas)[Type]>;
export type ShoppingRegistered = { type: 'ShoppingRegistered'; data: DataOf<'ShoppingRegistered'> };
export type ShoppingPaymentRecorded = { type: 'ShoppingPaymentRecorded'; data: DataOf<'ShoppingPaymentRecorded'> };
export type ShoppingMarkedPaid = { type: 'ShoppingMarkedPaid'; data: DataOf<'ShoppingMarkedPaid'> };
export type ShoppingCancelled = { type: 'ShoppingCancelled'; data: DataOf<'ShoppingCancelled'> };
export type ShoppingEvent = ShoppingRegistered | ShoppingPaymentRecorded | ShoppingMarkedPaid | ShoppingCancelled;
export type ShoppingLine = ShoppingRegistered['data']['lines'][number];
export type ShoppingPayment = z.infer<typeof payment>;

export const shoppingStream = (shoppingId: string): string => `shopping-${shoppingId}`;

/** The document name on the stock card: 'Compra #3' (the card and the log show its number instead when known). */
export const shoppingLabel = (shoppingId: string): string => `Compra #${shoppingId}`;
