import { z } from 'zod';
import { reference, wholeNumber } from '../catalogue/fields';
import { InventoryMessages as M } from './inventory.messages';

/** Most units one line moves (the read models keep a line's quantity as a 32-bit integer). */
export const MAX_LINE_QUANTITY = 1_000_000;

/** The units one line of stock moves (an inventory's, a transfer's): whole, 1 to MAX_LINE_QUANTITY. */
export const lineQuantity = wholeNumber({
  min: 1,
  max: MAX_LINE_QUANTITY,
  invalid: M.quantity,
  tooLarge: M.quantityTooLarge,
  fraction: M.quantityFraction,
});

/** A required reference: never null once valid. */
const required = (label: string) => reference(label, true).transform((id) => id as string);

const line = z.object({
  product_id: required('el producto'),
  deposit_id: required('el depósito'),
  quantity: lineQuantity,
});

/** An inventory as a user sends it: an entry ('add') or an exit ('return') of one or more products. */
export const newInventory = z
  .object({
    type: z.enum(['add', 'return'], { error: M.type }),
    lines: z.array(line, { error: M.noLines }).min(1, { error: M.noLines }),
  })
  .superRefine((inventory, ctx) => {
    const seen = new Set<string>();
    inventory.lines.forEach((entry, index) => {
      if (seen.has(entry.product_id))
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'product_id'], message: M.repeatedProduct });
      seen.add(entry.product_id);
    });
  });
export type NewInventory = z.output<typeof newInventory>;
export type InventoryType = NewInventory['type'];
