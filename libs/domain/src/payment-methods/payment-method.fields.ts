import { z } from 'zod';
import { flag, requiredText } from '../catalogue/fields';

const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A method's code: a lowercase slug ('pago-movil'), fixed once the method exists. */
export function paymentMethodCode() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: 'El código es obligatorio.' });
        return z.NEVER;
      }
      if (!CODE.test(text) || text.length > 50) {
        ctx.addIssue({
          code: 'custom',
          message: 'El código admite solo letras minúsculas, números y guiones (por ejemplo: pago-movil).',
        });
        return z.NEVER;
      }
      return text;
    });
}

/** 'VES' when the amount is typed in bolivars; blank, null or false means dollars (null). */
function changeCurrency() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): 'VES' | null => {
      if (value === undefined || value === null || value === false || value === '') return null;
      if (typeof value === 'string' && value.trim().toUpperCase() === 'VES') return 'VES';
      ctx.addIssue({ code: 'custom', message: 'La moneda de pago debe ser VES o vacía.' });
      return z.NEVER;
    });
}

/** Issue 33: true/false when sent; left out (undefined) it is derived (foreignCurrencyOf). */
function foreignCurrency() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): boolean | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      ctx.addIssue({ code: 'custom', message: 'Moneda extranjera debe ser sí o no.' });
      return z.NEVER;
    });
}

/**
 * Whether a method is in foreign currency (RULES.md, IGTF): as an administrator set it, else a
 * method whose currency is not bolivars (efectivo, transferencia-usd, zelle); a sale on credit and
 * the client's credit note move no currency.
 */
export function foreignCurrencyOf(method: {
  code: string;
  change_currency: string | null;
  foreign_currency?: boolean | null;
}): boolean {
  if (typeof method.foreign_currency === 'boolean') return method.foreign_currency;
  return method.change_currency !== 'VES' && !NO_CURRENCY_CODES.includes(method.code);
}
const NO_CURRENCY_CODES: readonly string[] = ['credito', 'nota-credito'];

/** What an administrator may change of a method: its name and how it is paid. */
export const paymentMethodValues = z.object({
  name: requiredText('El nombre', 100),
  change: flag('Efectivo (sin referencia)', false),
  change_currency: changeCurrency(),
  foreign_currency: foreignCurrency(),
});
export type PaymentMethodValues = z.infer<typeof paymentMethodValues>;

/** A new method: its code and values. */
export const newPaymentMethod = paymentMethodValues.extend({ code: paymentMethodCode() });
export type NewPaymentMethod = z.infer<typeof newPaymentMethod>;

/** An edit: the values, and the code when the client sends it back (it must be the same). */
export const paymentMethodChanges = paymentMethodValues.extend({
  code: z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null) return null;
      // A number in plain notation reads as its text, as every text field's does (then a 409 if it differs).
      const text = typeof value === 'number' && /^\d+$/.test(String(value)) ? String(value) : value;
      if (typeof text !== 'string') {
        // 1e309, true, an object or an array: the brands' message, not a silent 200.
        ctx.addIssue({ code: 'custom', message: 'El código debe ser un texto.' });
        return z.NEVER;
      }
      return text.trim() === '' ? null : text.trim();
    }),
});
export type PaymentMethodChanges = z.infer<typeof paymentMethodChanges>;
