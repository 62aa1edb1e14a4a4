import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '../../products/types';
import { cartLineOf, type CartLine } from './cartLines';
import { dropCartDraft, keepCartDraft, readCartDraft } from './cartDraft';

/** Why the cart refused a change: the text the cashier is shown. */
export type CartRefusal = 'no_stock' | 'quantity_exceeded';

/**
 * The POS cart: one line per product; adding a product again adds a unit. A product without
 * stock is refused, and so is a quantity above the deposit's stock (the line goes back to 1).
 * The cart is kept in the tab (cartDraft.ts) and put back on load, until `sold()` says the sale
 * went (its lines stay on screen for the receipt, but a reload no longer brings them back).
 */
export const useCart = () => {
  const [lines, setLines] = useState<CartLine[]>(readCartDraft);
  const sale = useRef<'open' | 'sold'>('open');
  useEffect(() => {
    if (sale.current === 'open') keepCartDraft(lines);
  }, [lines]);

  const add = useCallback(
    (product: Product): CartRefusal | null => {
      const present = lines.find((line) => String(line.product_id) === String(product.id));
      if (present) {
        if (present.quantity + 1 > present.stock) return 'quantity_exceeded';
        setLines(lines.map((line) => (line === present ? { ...line, quantity: line.quantity + 1 } : line)));
        return null;
      }
      const line = cartLineOf(product);
      if (!line) return 'no_stock';
      setLines([...lines, line]);
      return null;
    },
    [lines],
  );

  const setQuantity = useCallback((changed: CartLine, quantity: number): CartRefusal | null => {
    const exceeded = quantity > changed.stock;
    setLines((current) =>
      current.map((line) =>
        line.product_id === changed.product_id ? { ...line, quantity: exceeded ? 1 : Math.max(1, quantity) } : line,
      ),
    );
    return exceeded ? 'quantity_exceeded' : null;
  }, []);

  const remove = useCallback(
    (removed: CartLine) => setLines((current) => current.filter((line) => line.product_id !== removed.product_id)),
    [],
  );
  const clear = useCallback(() => {
    sale.current = 'open';
    setLines([]);
  }, []);
  const sold = useCallback(() => {
    sale.current = 'sold';
    dropCartDraft();
  }, []);

  return { lines, add, setQuantity, remove, clear, sold };
};
