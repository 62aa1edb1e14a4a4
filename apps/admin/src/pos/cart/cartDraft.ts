// Issue 34: the POS cart kept in the tab's sessionStorage, so the reload that applies a new version
// (or any reload) gives the cashier back the cart being rung up.
import type { CartLine } from './cartLines';

const KEY = 'bo.pos.cart-draft';

/** The fields a kept line must have to be put back (a draft of an older build may lack some). */
const isLine = (value: unknown): value is CartLine => {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    (typeof line.product_id === 'string' || typeof line.product_id === 'number') &&
    (typeof line.deposit_id === 'string' || typeof line.deposit_id === 'number') &&
    typeof line.code === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    typeof line.stock === 'number' &&
    typeof line.quantity === 'number' &&
    line.quantity >= 1
  );
};

/** The tab's kept cart; empty when there is none, or when what is kept is not a cart. */
export const readCartDraft = (): CartLine[] => {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) && kept.every(isLine) ? kept : [];
  } catch {
    return [];
  }
};

/** Keeps the cart for this tab; an empty cart keeps nothing. */
export const keepCartDraft = (lines: ReadonlyArray<CartLine>) => {
  try {
    if (lines.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage full or refused (private mode): the cart still works, it is only not kept.
  }
};

/** The sale is done: nothing is kept (a reload must not ring the sold cart up again). */
export const dropCartDraft = () => keepCartDraft([]);
