import type { Identifier } from 'react-admin';
import type { Product } from '../../products/types';
import { lineCents as priceTimesQuantity } from '../../money';

/** One product in the POS cart, sold out of the deposit that has the most of it. */
export interface CartLine {
  product_id: Identifier;
  code: string;
  name: string;
  price: number;
  deposit_id: Identifier;
  /** The units the chosen deposit holds: the most the line may sell. */
  stock: number;
  quantity: number;
  /** Issue 33: the product's IVA code (the taxes shown before the sale is sent). */
  iva?: Product['iva'];
}

/** The deposit with the most stock of the product, or null when no deposit has any. */
export const fullestDeposit = (product: Product): { deposit_id: Identifier; quantity: number } | null =>
  product.product_deposits
    .map((stock) => ({ deposit_id: stock.deposit_id, quantity: Number(stock.quantity) }))
    .filter((stock) => stock.quantity > 0)
    .reduce<{ deposit_id: Identifier; quantity: number } | null>(
      (best, stock) => (best === null || stock.quantity > best.quantity ? stock : best),
      null,
    );

/** A new cart line of one unit; null when the product has no stock. */
export const cartLineOf = (product: Product): CartLine | null => {
  const deposit = fullestDeposit(product);
  if (!deposit) return null;
  return {
    product_id: product.id,
    code: product.code,
    name: product.name,
    price: Number(product.price ?? 0),
    deposit_id: deposit.deposit_id,
    stock: deposit.quantity,
    quantity: 1,
    iva: product.iva,
  };
};

/** The line's amount in cents. */
export const lineCents = (line: Pick<CartLine, 'price' | 'quantity'>) => priceTimesQuantity(line.price, line.quantity);

/** The cart's total in cents. */
export const cartCents = (lines: ReadonlyArray<CartLine>) => lines.reduce((sum, line) => sum + lineCents(line), 0n);

/** The lines as POST /api/orders takes them (the price is the catalogue's). */
export const toOrderProducts = (lines: ReadonlyArray<CartLine>) =>
  lines.map(({ product_id, deposit_id, quantity }) => ({ product_id, deposit_id, quantity }));
