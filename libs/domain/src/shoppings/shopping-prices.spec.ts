/** RULES.md 'Purchases move prices', given the product's values and a purchase line. */
import { fold } from '../kit';
import { productRecord, ProductValues } from '../products/product.record';
import { recordDecider, RecordEvent, RecordState } from '../catalogue/record.decider';
import { purchasedProductUpdates, purchasedProductValues } from './shopping-prices';
import { batteryLine, filterLine, metadata } from './testing';

const product = (id: string, changes: Partial<ProductValues> = {}): ProductValues => ({
  code: `P-${id}`,
  name: `Producto ${id}`,
  line_name: null,
  description: null,
  volumen: null,
  weight: null,
  prices: { '1': '10.00', '2': '9.00' },
  brand_id: '1',
  part_id: null,
  alias: null,
  contable: true,
  cost: '5.00',
  photo: null,
  product_category_id: '1',
  ...changes,
});

const products = recordDecider(productRecord);
const stateOf = (values: ProductValues, id: string): RecordState<ProductValues> =>
  fold(products, [{ type: 'ProductCreated', data: { id, ...values } } as RecordEvent]);

describe('a purchase moves prices (RULES.md)', () => {
  it("sets the product's cost to the line's cost and its first group's price to the line's price", () => {
    expect(purchasedProductValues(product('8'), batteryLine, '1')).toEqual(
      product('8', { cost: '40.00', prices: { '1': '55.00', '2': '9.00' } }),
    );
  });

  it('leaves the prices alone when the line gives none, or when no price group is live', () => {
    expect(purchasedProductValues(product('7'), { cost: '6.00', price: null }, '1')).toEqual(
      product('7', { cost: '6.00' }),
    );
    expect(purchasedProductValues(product('7'), batteryLine, null)).toEqual(product('7', { cost: '40.00' }));
  });

  it('gives a ProductUpdated with the previous values per product, none when nothing changes', () => {
    const states: Record<string, RecordState<ProductValues>> = {
      '7': stateOf(product('7', { cost: '6.00', prices: { '1': '7.80', '2': '9.00' } }), '7'),
      '8': stateOf(product('8'), '8'),
    };
    const updates = purchasedProductUpdates([filterLine, batteryLine], (id) => states[id], '1', metadata);
    expect(updates[0]).toEqual({ product_id: '7', events: [] });
    expect(updates[1].events).toEqual([
      {
        type: 'ProductUpdated',
        data: {
          id: '8',
          ...product('8', { cost: '40.00', prices: { '1': '55.00', '2': '9.00' } }),
          previous: product('8'),
        },
      },
    ]);
  });

  it('is refused when a product was deleted meanwhile', () => {
    const deleted = fold(products, [
      { type: 'ProductCreated', data: { id: '8', ...product('8') } } as RecordEvent,
      { type: 'ProductDeleted', data: { id: '8' } },
    ]);
    expect(() => purchasedProductUpdates([batteryLine], () => deleted, '1', metadata)).toThrow(
      'El producto fue eliminado',
    );
  });
});
