import { useCallback, useState } from 'react';
import type { Product } from '../../products/types';
import { cartLineOf, type CartLine } from './cartLines';

/** Why the cart refused a change: the text the cashier is shown. */
export type CartRefusal = 'no_stock' | 'quantity_exceeded';

/**
 * The POS cart: one line per product; adding a product again adds a unit. A product without
 * stock is refused, and so is a quantity above the deposit's stock (the line goes back to 1).
 */
export const useCart = () => {
  const [lines, setLines] = useState<CartLine[]>([]);

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
  const clear = useCallback(() => setLines([]), []);

  return { lines, add, setQuantity, remove, clear };
};
