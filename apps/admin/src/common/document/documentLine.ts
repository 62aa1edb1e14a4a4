/**
 * Why this file exists: every document (inventory, purchase, later transfer and return) keeps its
 * chosen products as lines of the same shape; what the kit's table reads of a line lives here.
 */
import type { Identifier } from 'react-admin';
import type { Product } from '../../products/types';

/** What every document line carries besides its own fields: the product and its stock per deposit. */
export interface DocumentLine {
  product_id: Identifier;
  code: string;
  name: string;
  product_deposits: Product['product_deposits'];
}

/** The product's part of a new line. */
export const documentLineOf = (product: Product): DocumentLine => ({
  product_id: product.id,
  code: product.code,
  name: product.name,
  product_deposits: product.product_deposits ?? [],
});

const chosen = (depositId: Identifier | null | undefined): depositId is Identifier =>
  depositId !== null && depositId !== undefined && depositId !== '';

/** The product's current stock in a deposit (0 when it has none there); null while no deposit is chosen. */
export const stockIn = (line: Pick<DocumentLine, 'product_deposits'>, depositId: Identifier | null | undefined) => {
  if (!chosen(depositId)) return null;
  const entry = (line.product_deposits ?? []).find((stock) => String(stock.deposit_id) === String(depositId));
  return entry ? Number(entry.quantity) : 0;
};
