/**
 * Why this file exists: the transfer form's values, the check 'Guardar Transferencia' runs before
 * sending (purchasing-inventory.md §5, Transfer), and the body of POST /api/deposits/{id}/transfers
 * they become. No screen here, so it is tested on its own.
 */
import type { Identifier } from 'react-admin';
// The line module itself, not the kit's index: this file is tested without the screens' libraries.
import { documentLineOf, stockIn, type DocumentLine } from '../../common/document/documentLine';
import type { Product } from '../../products/types';

/** A product chosen for the transfer: the kit's line, its quantity and its destination deposit. */
export interface TransferDraftLine extends DocumentLine {
  quantity: number | string | null;
  /** The destination (API.md: each line's `deposit_id`). */
  deposit_id: Identifier | null;
}

export interface TransferDraft {
  comentary?: string | null;
  products: TransferDraftLine[];
}

/** The spec's message when the form is not ready to send (§5 and §8). */
export const INCOMPLETE = 'Por favor, complete todos los campos requeridos y verifique las cantidades.';

export const emptyDraft = (): TransferDraft => ({ comentary: '', products: [] });

export const transferLineOf = (product: Product): TransferDraftLine => ({
  ...documentLineOf(product),
  quantity: 1,
  deposit_id: null,
});

/** The product's stock in the source deposit (0 where it has none). */
export const sourceStock = (line: Pick<DocumentLine, 'product_deposits'>, sourceId: Identifier): number =>
  stockIn(line, sourceId) ?? 0;

const chosen = (id: Identifier | null | undefined) => id !== null && id !== undefined && String(id).trim() !== '';

/** A whole quantity from 1 up to the source's stock. */
const fits = (line: TransferDraftLine, sourceId: Identifier) => {
  const typed = line.quantity === null || line.quantity === undefined ? '' : String(line.quantity).trim();
  const quantity = Number(typed);
  return typed !== '' && Number.isInteger(quantity) && quantity >= 1 && quantity <= sourceStock(line, sourceId);
};

/**
 * Whether the transfer may be sent: at least one product, each with a destination that is not
 * the source and a whole quantity from 1 to its stock in the source. Null when it may, else the
 * spec's message.
 */
export const incompleteTransfer = (draft: TransferDraft, sourceId: Identifier): string | null => {
  const lines = draft.products ?? [];
  if (lines.length === 0) return INCOMPLETE;
  const bad = lines.some(
    (line) => !chosen(line.deposit_id) || String(line.deposit_id) === String(sourceId) || !fits(line, sourceId),
  );
  return bad ? INCOMPLETE : null;
};

/** The body of POST /api/deposits/{id}/transfers: {comentary?, products[{product_id, quantity, deposit_id}]}. */
export const toTransferPayload = (draft: TransferDraft) => {
  const comentary = (draft.comentary ?? '').trim();
  return {
    ...(comentary ? { comentary } : {}),
    products: (draft.products ?? []).map((line) => ({
      product_id: line.product_id,
      quantity: Number(line.quantity),
      deposit_id: line.deposit_id,
    })),
  };
};
