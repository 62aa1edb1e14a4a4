/** Why this file exists: the inventory form's values and the body of POST /api/inventories they become. */
import type { Identifier } from 'react-admin';
import { documentLineOf, type DocumentLine } from '../../common/document';
import type { Product } from '../../products/types';

/** A product chosen for the inventory: the kit's line plus its deposit and quantity. */
export interface DraftLine extends DocumentLine {
  deposit_id: Identifier | null;
  quantity: number;
}

export interface InventoryDraft {
  type: 'add' | 'return';
  lines: DraftLine[];
}

export const draftLineOf = (product: Product): DraftLine => ({
  ...documentLineOf(product),
  deposit_id: null,
  quantity: 1,
});

/** The body of POST /api/inventories. */
export const toPayload = (draft: InventoryDraft) => ({
  type: draft.type,
  lines: (draft.lines ?? []).map((line) => ({
    product_id: line.product_id,
    deposit_id: line.deposit_id,
    quantity: line.quantity,
  })),
});
