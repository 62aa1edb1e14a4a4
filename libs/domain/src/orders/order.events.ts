import { z } from 'zod';
import { ivaCodeSchema } from '../fiscal/iva';
import { taxLineSchema } from '../fiscal/document-taxes';

const id = z.string().min(1);
/** Dollars (or bolivars) as exact text with 2 decimals: "12.50". */
const money = z.string().regex(/^\d+\.\d{2}$/);
/** A rate as exact text: "36.50" (Bs per USD) or "105.123456" (COP per Bs). */
const rate = z.string().regex(/^\d+(\.\d+)?$/);

export const ORDER_STATES = ['estimate', 'request', 'delivery', 'dispatch', 'finish', 'cancel', 'return'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The states in which an order is owed (its client's balance counts total - paid). */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['request', 'delivery', 'dispatch'];

const line = z.object({
  /** '1', '2'... in the order sent. */
  id,
  /** null for a quick (ad hoc) line: it has no product and moves no stock. */
  product_id: id.nullable(),
  quick: z.boolean(),
  code: z.string(),
  name: z.string().min(1),
  /** The deposit the units leave from; null for a quick line. */
  deposit_id: id.nullable(),
  quantity: z.number().int().positive(),
  price: money,
  /** The product's cost when sold (for the profit figures); "0.00" for a quick line. */
  cost: money,
  /** Issue 33: the line's IVA code under a fiscal regime (absent under regime `none` and before). */
  iva: ivaCodeSchema.optional(),
});

const discount = z.object({
  type: z.enum(['percentage', 'amount']),
  /** The percentage (0..100) or the amount as typed. */
  value: money,
  /** What it takes off the subtotal, in dollars. */
  amount: money,
});

const payment = z.object({
  /** The order. */
  id,
  payment_id: id,
  method_id: id,
  method_code: z.string(),
  method_name: z.string(),
  /** Dollars the payment counts for. */
  amount: money,
  /** Bolivars paid ("0.00" when the method is not in bolivars). */
  amount_bs: money,
  /** The rate used to turn bolivars into dollars; null when the method is not in bolivars. */
  exchange_rate: rate.nullable(),
  reference: z.string(),
  /** The client payment ('Registrar pagos') this part belongs to, or null. */
  client_payment_id: id.nullable(),
  /** What the order has been paid after this payment, and its state after it. */
  paid: money,
  state: z.enum(ORDER_STATES),
  /**
   * The business day the payment was made ('YYYY-MM-DD'): a sale's payment at creation the sale's
   * date, a client payment's part that payment's date, a later payment the day it was recorded.
   * Absent before issue 31: the orders read model derives it (docs/rules.md, 'The day of a payment').
   */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /**
   * Issue 33: the IGTF the client paid on top of `amount` (an IGTF agent's payment by a method in
   * foreign currency); absent when none. Not part of what the payment settles.
   */
  igtf: money.optional(),
});

/** Issue 33: what a fiscal document (invoice, credit note) keeps of its taxes, in dollars. */
const fiscalAmounts = {
  /** The rate of the document (the order's), for its bolivars. */
  exchange_rate: rate,
  taxes: z.array(taxLineSchema),
  exempt: money,
  tax_total: money,
  /** The bases after discount (taxed and exempt). */
  base: money,
  /** base + tax_total. */
  total: money,
};

/** Issue 33: a taxed sale's taxes as its events carry them (absent under regime `none` and before). */
const saleTaxFields = {
  taxes: z.array(taxLineSchema).optional(),
  exempt: money.optional(),
  tax_total: money.optional(),
};

export const orderEventSchemas = {
  OrderCreated: z.object({
    id,
    client_id: id,
    /** The client as at the sale (the document keeps them even if the client is edited later). */
    client_name: z.string(),
    client_identification: z.string(),
    /** 'YYYY-MM-DD' as the user chose it. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    state: z.enum(['estimate', 'request', 'delivery']),
    isCredit: z.boolean(),
    comentary: z.string(),
    order_buy: z.string().nullable(),
    exchange_rate: rate,
    cop_change: rate.nullable(),
    organization_id: id.nullable(),
    lines: z.array(line).min(1),
    subtotal: money,
    discount: discount.nullable(),
    total: money,
    /**
     * Issue 33, under a fiscal regime (absent under `none` and before): the IVA per rate on the
     * bases after discount, the exempt base and the IVA in all; `total` then includes the IVA.
     */
    taxes: z.array(taxLineSchema).optional(),
    exempt: money.optional(),
    tax_total: money.optional(),
  }),
  /** An estimate processed: its stock is committed now. */
  OrderProcessed: z.object({ id, state: z.enum(['request', 'delivery']) }),
  OrderPaymentRecorded: payment,
  /** Issue 33: a taxed sale's taxes after the new discount ride along (absent under regime `none`). */
  OrderDiscountSet: z.object({ id, discount, total: money, state: z.enum(ORDER_STATES), ...saleTaxFields }),
  OrderDiscountRemoved: z.object({ id, total: money, state: z.enum(ORDER_STATES), ...saleTaxFields }),
  OrderLinesDispatched: z.object({ id, dispatch_id: id, line_ids: z.array(id).min(1), state: z.enum(ORDER_STATES) }),
  OrderCancelled: z.object({ id }),
  OrderInvoiceNumberSet: z.object({ id, invoice_number: z.string().min(1), previous: z.string().nullable() }),
  /**
   * Issue 33: the fiscal invoice issued under a regime (`PUT /api/orders/{id}/invoice`), final: its
   * number and control number (FiscalNumberTaken on the `fiscal` stream in the same append), the
   * business day it was issued, the client as invoiced and its taxes as they stood.
   */
  OrderInvoiced: z.object({
    id,
    invoice_number: z.string().min(1),
    control_number: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    client_name: z.string(),
    client_identification: z.string(),
    ...fiscalAmounts,
  }),
  /**
   * Issue 33: the fiscal credit note an approved devolution of an invoiced sale issued: its own
   * number and the next control number, the invoice it corrects, and the base and IVA it gives back
   * per rate in proportion to what was returned (fiscal/credit-note-taxes.ts).
   */
  CreditNoteIssued: z.object({
    id,
    devolution_id: id,
    number: z.string().min(1),
    control_number: z.string().min(1),
    invoice_number: z.string().min(1),
    invoice_control_number: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    client_name: z.string(),
    client_identification: z.string(),
    ...fiscalAmounts,
  }),
  /**
   * An approved devolution took `amount` (R) off the order (RULES.md, Devolutions: what an approval
   * does to the money): its new total, what its approved devolutions took off in all (`returned`),
   * the units back per line, the cost of those units, and what the client had paid beyond the new
   * total (E) going back: `refund` is that money as a negative payment on the order (by cash,
   * transfer or credit note), `credit_note` the part moved to the client's credit; both null when
   * E = 0. `paid` and `state` as they are after it.
   */
  OrderReturned: z.object({
    id,
    devolution_id: id,
    amount: money,
    returned: money,
    total: money,
    returned_cost: money,
    lines: z.array(z.object({ line_id: id, quantity: z.number().int().positive() })).min(1),
    refund: z
      .object({
        payment_id: id,
        method: z.enum(['cash', 'transfer', 'credit_note']),
        method_id: id,
        method_code: z.string(),
        method_name: z.string(),
        amount: money,
        reference: z.string(),
        /** Issue 33: the IGTF given back with the refund, in proportion (absent when none). */
        igtf: money.optional(),
      })
      .nullable(),
    credit_note: money.nullable(),
    paid: money,
    state: z.enum(ORDER_STATES),
  }),
  ClientPaymentRecorded: z.object({
    id,
    client_id: id,
    method_id: id,
    method_code: z.string(),
    method_name: z.string(),
    amount: money,
    /** A payment in bolivars: the bolivars and the rate they were counted at (absent before issue 10). */
    amount_bs: money.optional(),
    exchange_rate: rate.nullable().optional(),
    reference: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** How the amount was applied to the client's open orders, oldest first. */
    allocations: z.array(z.object({ order_id: id, payment_id: id, amount: money })).min(1),
  }),
} as const;

type DataOf<Type extends keyof typeof orderEventSchemas> = z.infer<(typeof orderEventSchemas)[Type]>;
export type OrderCreated = { type: 'OrderCreated'; data: DataOf<'OrderCreated'> };
export type OrderProcessed = { type: 'OrderProcessed'; data: DataOf<'OrderProcessed'> };
export type OrderPaymentRecorded = { type: 'OrderPaymentRecorded'; data: DataOf<'OrderPaymentRecorded'> };
export type OrderDiscountSet = { type: 'OrderDiscountSet'; data: DataOf<'OrderDiscountSet'> };
export type OrderDiscountRemoved = { type: 'OrderDiscountRemoved'; data: DataOf<'OrderDiscountRemoved'> };
export type OrderLinesDispatched = { type: 'OrderLinesDispatched'; data: DataOf<'OrderLinesDispatched'> };
export type OrderCancelled = { type: 'OrderCancelled'; data: DataOf<'OrderCancelled'> };
export type OrderInvoiceNumberSet = { type: 'OrderInvoiceNumberSet'; data: DataOf<'OrderInvoiceNumberSet'> };
export type OrderReturned = { type: 'OrderReturned'; data: DataOf<'OrderReturned'> };
export type OrderInvoiced = { type: 'OrderInvoiced'; data: DataOf<'OrderInvoiced'> };
export type CreditNoteIssued = { type: 'CreditNoteIssued'; data: DataOf<'CreditNoteIssued'> };
export type OrderEvent =
  | OrderCreated
  | OrderProcessed
  | OrderPaymentRecorded
  | OrderDiscountSet
  | OrderDiscountRemoved
  | OrderLinesDispatched
  | OrderCancelled
  | OrderInvoiceNumberSet
  | OrderReturned
  | OrderInvoiced
  | CreditNoteIssued;
export type ClientPaymentRecorded = { type: 'ClientPaymentRecorded'; data: DataOf<'ClientPaymentRecorded'> };
export type OrderLine = OrderCreated['data']['lines'][number];
export type OrderDiscount = z.infer<typeof discount>;

export const orderStream = (orderId: string): string => `order-${orderId}`;
export const clientPaymentStream = (paymentId: string): string => `client_payment-${paymentId}`;
/** The unique-value scope of invoice numbers. */
export const INVOICE_NUMBER_SCOPE = 'order_invoice';
