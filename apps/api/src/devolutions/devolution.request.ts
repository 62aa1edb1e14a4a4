/**
 * Why this file exists: `POST /api/devolutions` (API.md) as the return form sends it, its shapes
 * checked field by field (400s under `products.<order line id>.return_quantity`...). What depends
 * on the order (what is left to return, a complete return) is the decider's.
 */
import { z } from 'zod';
import { choice, decimal, optionalText, reference, REFUND_METHODS, RETURN_TYPES, wholeNumber } from '@bo/domain';

/** Most lines one return names (a sale has at most 500). */
const MAX_LINES = 500;

const line = z.object({
  return_quantity: wholeNumber({
    min: 0,
    max: 1_000_000,
    invalid: 'La cantidad a devolver debe ser un número entero mayor o igual a 0.',
  }),
  return_amount: decimal('El monto a devolver', { required: true, min: 0 }).transform((value) => value as string),
  reason: optionalText('El motivo', 500),
});
export type DevolutionLineRequest = z.output<typeof line> & { line_id: string };

/** `products`: an object keyed by the order's line ids, each with its quantity, amount and reason. */
const products = z
  .unknown()
  .optional()
  .transform((value, ctx): DevolutionLineRequest[] => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'Debe indicar los productos a devolver.' });
      return z.NEVER;
    }
    const entries = Object.entries(value);
    if (entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Debe indicar los productos a devolver.' });
      return z.NEVER;
    }
    if (entries.length > MAX_LINES) {
      ctx.addIssue({ code: 'custom', message: `Una devolución admite como máximo ${MAX_LINES} productos.` });
      return z.NEVER;
    }
    const lines: DevolutionLineRequest[] = [];
    for (const [key, entry] of entries) {
      if (!/^[1-9]\d{0,17}$/.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'El producto no pertenece a esta venta' });
        continue;
      }
      const parsed = line.safeParse(typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {});
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message });
        continue;
      }
      lines.push({ line_id: key, ...parsed.data });
    }
    return lines;
  });

export const devolutionRequest = z.object({
  order_id: reference('la venta', true).transform((id) => id as string),
  return_type: choice('El tipo de devolución', RETURN_TYPES),
  products,
  refund_method: choice('El método de reembolso', REFUND_METHODS),
  refund_reference: optionalText('La referencia', 255),
  notes: optionalText('Las observaciones', 2000),
});
export type DevolutionRequest = z.output<typeof devolutionRequest>;
