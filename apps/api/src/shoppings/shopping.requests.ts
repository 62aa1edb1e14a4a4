/**
 * The purchases' request bodies (API.md). Only their shape is checked here (a number that is not
 * one, a date that is not a date, a list that is not a list): a 400 with every such field at once.
 * What the spec's form checks ('Debe seleccionar un proveedor'...) is left to the decider, which
 * answers the first failing check in the spec's order; so a field the form may leave empty is
 * optional here.
 */
import { z } from 'zod';
import {
  businessDay,
  calendarDate,
  choice,
  decimal,
  optionalText,
  reference,
  ShoppingMessages,
  wholeNumber,
} from '@bo/domain';

/** Most lines or payments one purchase takes. */
const MAX_ITEMS = 500;

/** A list of items as a form sends them: absent or null is an empty list; each item by `item`. */
function listOf<T extends z.ZodType>(item: T, label: string, noun: string) {
  // Optional: a key left out is an empty list, not a value of the wrong type.
  return z
    .unknown()
    .optional()
    .transform((value, ctx): z.output<T>[] => {
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} deben ser una lista.` });
        return z.NEVER;
      }
      if (value.length > MAX_ITEMS) {
        ctx.addIssue({ code: 'custom', message: `Una compra admite como máximo ${MAX_ITEMS} ${noun}.` });
        return z.NEVER;
      }
      const items: z.output<T>[] = [];
      let valid = true;
      value.forEach((entry, index) => {
        const parsed = item.safeParse(entry ?? {});
        if (parsed.success) items.push(parsed.data);
        else {
          valid = false;
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
        }
      });
      return valid ? items : z.NEVER;
    });
}

const optionalDate = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const parsed = calendarDate(label).safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0].message });
      return z.NEVER;
    });

const line = z.object({
  product_id: reference('el producto', true).transform((id) => id as string),
  cost: decimal('El costo', { required: true, min: 0, belowMin: ShoppingMessages.cost }).transform(
    (value) => value as string,
  ),
  percentage: decimal('El porcentaje de ganancia', { required: false, min: 0 }),
  price: decimal('El precio de venta', { required: false, min: 0 }),
  quantity: wholeNumber({
    min: 1,
    max: 1_000_000,
    invalid: 'La cantidad debe ser un número entero mayor o igual a 1.',
    tooLarge: 'La cantidad no puede ser mayor a 1.000.000',
  }),
});

/** A payment: in dollars (amount_usd), or in bolivars (amount_ves at the current rate) for a method in bolivars. */
export const shoppingPaymentRequest = z.object({
  method: reference('el método de pago', false),
  amount_usd: decimal('El monto en dólares', { required: false, min: 0 }),
  amount_ves: decimal('El monto en bolívares', { required: false, min: 0 }),
  exchange_rate: decimal('La tasa', { required: false, min: 0, places: 6 }),
  reference: optionalText('La referencia', 255).transform((text) => text ?? ''),
  date: optionalDate('La fecha del pago'),
});
export type ShoppingPaymentRequest = z.output<typeof shoppingPaymentRequest>;

/** POST /api/shoppings: the purchase form ('Generar Compra'). */
export const newShoppingRequest = z.object({
  provider_id: reference('el proveedor', false),
  /** The document's day; today (in Caracas) when left out, and never after today (its stock enters today). */
  date: optionalDate('La fecha').refine((day) => day === null || day <= businessDay(new Date().toISOString()), {
    message: ShoppingMessages.futureDate,
  }),
  invoice_number: optionalText('El número de factura', 50),
  /** Issue 33: the provider's invoice control number, required under a fiscal regime (the decider's 400). */
  control_number: optionalText('El número de control', 50),
  payment_type: choice('El tipo de pago', ['cash', 'credit'], 'cash'),
  due_date: optionalDate('La fecha de vencimiento'),
  deposit_id: reference('el depósito', false),
  // Their ranges are the decider's ('... entre 0 y 100', '... no puede ser negativo'), one message each.
  discount_percentage: decimal('El porcentaje de descuento', { required: false }),
  discount_amount: decimal('El monto del descuento', { required: false }),
  comentary: optionalText('El comentario', 2000).transform((text) => text ?? ''),
  products: listOf(line, 'Los productos', 'productos'),
  payments: listOf(shoppingPaymentRequest, 'Los pagos', 'pagos'),
});
export type NewShoppingRequest = z.output<typeof newShoppingRequest>;
