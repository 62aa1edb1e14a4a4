import { z } from 'zod';
import { optionalText, reference } from '../catalogue/fields';
import { lineQuantity } from '../inventories/inventory.fields';
import { TransferMessages as M } from './transfer.messages';

/** Most lines one transfer carries. */
export const MAX_TRANSFER_LINES = 500;

/** A required reference: never null once valid. */
const required = (label: string) => reference(label, true).transform((id) => id as string);

/** One line: a product, how many units and the deposit they go to (`deposit_id` is the destination). */
const line = z.object(
  {
    product_id: required('el producto'),
    quantity: lineQuantity,
    deposit_id: required('el depósito de destino'),
  },
  { error: M.incomplete },
);

/**
 * A transfer as the form sends it to `POST /api/deposits/{id}/transfers` (API.md): its source is
 * the deposit in the path. One or more lines; a product goes once to each destination.
 */
export const newTransfer = z
  .object({
    comentary: optionalText('El comentario', 2000),
    products: z
      .array(line, { error: M.incomplete })
      .min(1, { error: M.incomplete })
      .max(MAX_TRANSFER_LINES, { error: M.tooManyLines }),
  })
  .superRefine((transfer, ctx) => {
    const seen = new Set<string>();
    transfer.products.forEach((entry, index) => {
      const key = `${entry.product_id}-${entry.deposit_id}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['products', index, 'product_id'], message: M.repeatedProduct });
      seen.add(key);
    });
  });
export type NewTransfer = z.output<typeof newTransfer>;

/** The lines whose destination is the source itself, by index: each a refusal on `products.N.deposit_id`. */
export function linesToTheSource(transfer: Pick<NewTransfer, 'products'>, sourceId: string): number[] {
  return transfer.products.flatMap((entry, index) => (entry.deposit_id === sourceId ? [index] : []));
}
