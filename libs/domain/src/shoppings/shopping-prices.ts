/**
 * RULES.md 'Purchases move prices': registering a purchase sets each line's product cost to the
 * line's cost and, where the line gives a selling price, the product's price in its first price
 * group (the live group with the lowest id, the one the products list shows). The change is an
 * ordinary ProductUpdated (with `previous`) on the product's stream, appended with the purchase,
 * so the product's history shows it. Cancelling a purchase does not undo it.
 */
import { EventMetadata } from '../kit/event';
import { productRecord, ProductValues } from '../products/product.record';
import { recordDecider, RecordEvent, RecordState } from '../catalogue/record.decider';
import { ShoppingLine } from './shopping.events';

/** A product's values once a purchase line has gone through: its cost, and its first price when the line gives one. */
export function purchasedProductValues(
  current: ProductValues,
  line: Pick<ShoppingLine, 'cost' | 'price'>,
  firstPriceGroupId: string | null,
): ProductValues {
  const prices =
    line.price !== null && firstPriceGroupId !== null
      ? { ...current.prices, [firstPriceGroupId]: line.price }
      : current.prices;
  return { ...current, cost: line.cost, prices };
}

const products = recordDecider(productRecord);

/**
 * The ProductUpdated of each line's product (none where nothing changes), from each product's
 * current state; a product deleted since the purchase was checked refuses it (409).
 */
export function purchasedProductUpdates(
  lines: readonly ShoppingLine[],
  stateOf: (productId: string) => RecordState<ProductValues>,
  firstPriceGroupId: string | null,
  metadata: EventMetadata,
): { product_id: string; events: RecordEvent[] }[] {
  return lines.map((line) => {
    const state = stateOf(line.product_id);
    const current = state.status === 'none' ? null : state.values;
    const values = current ? purchasedProductValues(current, line, firstPriceGroupId) : {};
    return {
      product_id: line.product_id,
      events: products.decide({ type: 'UpdateRecord', data: { values: values as ProductValues }, metadata }, state),
    };
  });
}
