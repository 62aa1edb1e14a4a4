import { z } from 'zod';
import {
  businessDay,
  calendarDate,
  choice,
  clientFields,
  decimal,
  flag,
  optionalText,
  reference,
  requiredText,
  wholeNumber,
} from '@bo/domain';

const quantity = wholeNumber({
  min: 1,
  max: 1_000_000,
  invalid: 'La cantidad debe ser un número entero mayor o igual a 1.',
});
const price = decimal('El precio', { required: false, min: 0 });
const required = (label: string) => reference(label, true).transform((id) => id as string);

const catalogueLine = z.object({
  quick: z.literal(false).optional(),
  product_id: required('el producto'),
  deposit_id: required('el depósito'),
  quantity,
  price,
});
const quickLine = z.object({
  quick: z.literal(true),
  code: optionalText('El código', 50).transform((code) => code ?? ''),
  name: requiredText('El nombre', 255),
  quantity,
  price: decimal('El precio', { required: true, min: 0 }).transform((value) => value as string),
});
const line = z.unknown().transform((value, ctx) => {
  const quick = typeof value === 'object' && value !== null && (value as { quick?: unknown }).quick === true;
  const parsed = (quick ? quickLine : catalogueLine).safeParse(value ?? {});
  if (parsed.success) return parsed.data as z.output<typeof catalogueLine> | z.output<typeof quickLine>;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** A payment as the payment entry sends it. Which amount counts depends on the method (the decider checks). */
export const paymentRequest = z.object({
  method: required('el método de pago'),
  amount: decimal('El monto', { required: false, min: 0 }),
  amount_bs: decimal('El monto en bolívares', { required: false, min: 0 }),
  exchange_rate: decimal('La tasa', { required: false, min: 0, places: 6 }),
  reference: optionalText('La referencia', 255).transform((text) => text ?? ''),
});
export type PaymentRequest = z.output<typeof paymentRequest>;

export const discountRequest = z.object({
  type: choice('El tipo de descuento', ['percentage', 'amount']),
  amount: decimal('El descuento', { required: true, min: 0 }).transform((value) => value as string),
});

/** How many payments a sale may be sent with. */
export const MAX_SALE_PAYMENTS = 20;
export const PAYMENT_TWICE = 'Envíe un pago en payment o varios en payments, no ambos';

/** The payments a sale was sent with, whichever field carried them. */
export const salePaymentsOf = (sale: Pick<NewOrderRequest, 'payment' | 'payments'>): PaymentRequest[] =>
  sale.payments ?? (sale.payment ? [sale.payment] : []);

/** An ISO-8601 instant with its zone: '2026-02-09T16:00:00-04:00', '2026-02-09T20:00:00.000Z'. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A body with a valid recorded_at and no date takes recorded_at's business day as its date. */
const datedByRecordedAt = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { date, recorded_at } = body as { date?: unknown; recorded_at?: unknown };
  if ((date !== undefined && date !== null && date !== '') || typeof recorded_at !== 'string') return body;
  if (!INSTANT.test(recorded_at) || Number.isNaN(Date.parse(recorded_at))) return body;
  return { ...body, date: businessDay(recorded_at) };
};

/** POST /api/orders (API.md): the sale form or the POS. Its client is named one way only: see saleRequest. */
export const newOrderRequest = z.object({
  date: calendarDate('La fecha'),
  /**
   * Issue 34: when a sale rung up on a device without connection was rung up (ISO-8601 instant);
   * the order is dated its day in Caracas (`date` may then be left out). Absent: a sale of now.
   */
  recorded_at: z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === '') return null;
      const instant = typeof value === 'string' && INSTANT.test(value) ? Date.parse(value) : NaN;
      if (Number.isNaN(instant)) {
        ctx.addIssue({ code: 'custom', message: 'El momento de la venta no es válido (fecha y hora ISO 8601).' });
        return z.NEVER;
      }
      return new Date(instant).toISOString();
    }),
  client_id: reference('el cliente', false),
  /** The client form's fields: a 400 under `client.<field>` with the client form's messages. */
  client: clientFields.nullable().optional(),
  without_client: flag('Venta sin cliente', false),
  products: z
    .array(line, { error: 'Debe agregar al menos un producto' })
    .min(1, { error: 'Debe agregar al menos un producto' })
    .max(500, { error: 'Una venta admite como máximo 500 productos' }),
  discount: z
    .object({
      type: choice('El tipo de descuento', ['percentage', 'amount']),
      value: decimal('El descuento', { required: false, min: 0 }),
    })
    .nullable()
    .optional()
    .transform((discount) =>
      discount && discount.value !== null && Number(discount.value) > 0
        ? { type: discount.type, value: discount.value }
        : null,
    ),
  isCredit: flag('Crédito', false),
  comentary: requiredText('El campo observaciones', 2000),
  estimate: flag('Presupuesto', true),
  order_buy: optionalText('La orden de compra', 100),
  change: decimal('La tasa de cambio', { required: false, min: 0 }),
  payment: paymentRequest.nullable().optional(),
  /** Several payments (issue 31: part by credit note, part in cash...), recorded in this order; or `payment`, not both. */
  payments: z
    .array(paymentRequest, { error: 'Los pagos deben ser una lista' })
    .max(MAX_SALE_PAYMENTS, { error: `Una venta admite como máximo ${MAX_SALE_PAYMENTS} pagos` })
    .nullable()
    .optional(),
});
export type NewOrderRequest = z.output<typeof newOrderRequest>;

export const NO_CLIENT = 'Debe seleccionar un cliente';
export const CLIENT_TWICE = 'Seleccione un cliente o complete sus datos, no ambos';
export const CLIENT_WITHOUT_CLIENT = 'Una venta sin cliente no lleva cliente';
const CLIENT_FIELDS = ['client_id', 'client', 'without_client'];

/**
 * A sale names its client one way only (docs/rules.md): `client_id`; or `client{...}`, the live
 * client with that identification or a new one created with the sale; or `without_client: true`,
 * the POS's 'Venta sin cliente' (the default client 0000). Never the default client silently.
 */
export const saleRequest = z.preprocess(datedByRecordedAt, newOrderRequest).superRefine(
  (sale, ctx) => {
    if (sale.payment && sale.payments?.length)
      ctx.addIssue({ code: 'custom', path: ['payments'], message: PAYMENT_TWICE });
    const named = [sale.client_id !== null, !!sale.client, sale.without_client].filter(Boolean).length;
    if (named === 1) return;
    if (named === 0) ctx.addIssue({ code: 'custom', path: ['client_id'], message: NO_CLIENT });
    else if (sale.without_client)
      ctx.addIssue({ code: 'custom', path: ['without_client'], message: CLIENT_WITHOUT_CLIENT });
    else ctx.addIssue({ code: 'custom', path: ['client'], message: CLIENT_TWICE });
  },
  // Beside the other fields' errors too, unless the client fields themselves are wrong.
  { when: (payload) => !payload.issues.some((issue) => CLIENT_FIELDS.includes(String(issue.path?.[0]))) },
);

export const dispatchRequest = z.object({
  products: z
    .array(required('el producto'), { error: 'Debe seleccionar los productos a despachar' })
    .min(1, { error: 'Debe seleccionar los productos a despachar' }),
});

export const invoiceRequest = z.object({ invoice_number: requiredText('El número de factura', 50) });

/** POST /api/payments: a client's payment (in dollars or bolivars), applied to its open orders oldest first. */
export const clientPaymentRequest = z.object({
  client_id: required('el cliente'),
  method: required('el método de pago'),
  /** Dollars; with a method in bolivars, amount_bs at exchange_rate (the current rate) counts (RULES.md). */
  amount: decimal('El monto', { required: false, min: 0 }),
  amount_bs: decimal('El monto en bolívares', { required: false, min: 0 }),
  exchange_rate: decimal('La tasa', { required: false, min: 0, places: 6 }),
  reference: optionalText('La referencia', 255).transform((text) => text ?? ''),
  date: calendarDate('La fecha'),
});
export type ClientPaymentRequest = z.output<typeof clientPaymentRequest>;
