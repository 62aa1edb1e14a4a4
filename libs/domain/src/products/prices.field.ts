import { z } from 'zod';
import { decimal } from '../catalogue/fields';

const GROUP_ID = /^\d{1,18}$/;
const price = decimal('El precio', { required: true, min: 0 });

/**
 * A product's prices: price group id -> price in dollars with 2 decimals, at least one
 * ({"1": "12.50", "2": "11.00"}). Numbers or text are accepted; ids come back sorted.
 * A price's message sits on `prices.<group id>`. Which groups must have a price is the API's
 * business (it knows the live groups).
 */
export function pricesByGroup() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): Record<string, string> => {
      if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: 'Debe indicar al menos un precio.' });
        return z.NEVER;
      }
      const prices: Record<string, string> = {};
      let valid = true;
      const ids = Object.keys(value).sort((a, b) => a.length - b.length || a.localeCompare(b));
      for (const id of ids) {
        if (!GROUP_ID.test(id)) {
          ctx.addIssue({ code: 'custom', message: 'El grupo de precios no es válido.', path: [id] });
          valid = false;
          continue;
        }
        const parsed = price.safeParse((value as Record<string, unknown>)[id]);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: parsed.error.issues[0].message, path: [id] });
          valid = false;
          continue;
        }
        prices[String(BigInt(id))] = parsed.data as string;
      }
      if (!valid) return z.NEVER;
      if (Object.keys(prices).length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Debe indicar al menos un precio.' });
        return z.NEVER;
      }
      return prices;
    });
}
