import type { Identifier } from 'react-admin';
import type { Product } from '../../products/types';

/** A product chosen for the inventory, as the form keeps it: what is sent plus what the table shows. */
export interface DraftLine {
  product_id: Identifier;
  deposit_id: Identifier | null;
  quantity: number;
  code: string;
  name: string;
  product_deposits: Product['product_deposits'];
}

export interface InventoryDraft {
  type: 'add' | 'return';
  lines: DraftLine[];
}

export const draftLineOf = (product: Product): DraftLine => ({
  product_id: product.id,
  deposit_id: null,
  quantity: 1,
  code: product.code,
  name: product.name,
  product_deposits: product.product_deposits ?? [],
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

/** The product's current stock in the chosen deposit (0 when it has none there). */
export const stockIn = (line: Pick<DraftLine, 'product_deposits'>, depositId: Identifier | null | undefined) => {
  if (depositId === null || depositId === undefined || depositId === '') return null;
  const entry = line.product_deposits.find((stock) => String(stock.deposit_id) === String(depositId));
  return entry ? Number(entry.quantity) : 0;
};
