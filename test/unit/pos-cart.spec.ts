import { cartCents, cartLineOf, fullestDeposit } from '../../apps/admin/src/pos/cart/cartLines';
import type { Product } from '../../apps/admin/src/products/types';

/** The POS cart's rules without a screen: each line's deposit and the totals in three currencies. */

const product = (deposits: Array<[id: number, quantity: number]>, price: number | string = 20): Product =>
  ({
    id: 7,
    code: 'BOS-300',
    name: 'Filtro de gasoil Bosch',
    price,
    product_deposits: deposits.map(([id, quantity]) => ({ deposit_id: id, deposit: { id, name: `D${id}` }, quantity })),
  }) as unknown as Product;

describe('POS cart lines', () => {
  it('sells out of the deposit with the most stock, up to what it holds', () => {
    expect(
      fullestDeposit(
        product([
          [1, 2],
          [2, 9],
          [3, 4],
        ]),
      ),
    ).toEqual({ deposit_id: 2, quantity: 9 });
    expect(
      cartLineOf(
        product([
          [1, 2],
          [2, 9],
        ]),
      ),
    ).toMatchObject({ deposit_id: 2, stock: 9, quantity: 1, price: 20 });
  });

  it('refuses a product no deposit has', () => {
    expect(cartLineOf(product([]))).toBeNull();
    expect(cartLineOf(product([[1, 0]]))).toBeNull();
  });

  it('sums the lines in cents (no float drift)', () => {
    const line = cartLineOf(product([[1, 10]], '0.10'))!;
    expect(
      cartCents([
        { ...line, quantity: 3 },
        { ...line, product_id: 8, price: 0.2, quantity: 1 },
      ]),
    ).toBe(50n);
  });
});
