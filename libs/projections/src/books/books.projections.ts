/**
 * Why: the books as of an instant (issue 32, item 3) must be exactly what the screens showed then.
 * They are folded by the very projections the screens read (clients, providers, products, stock,
 * sales, purchases), replayed into a scratch schema up to that instant: no arithmetic twice.
 */
import { Projection } from '../projection';
import { combineProjections } from '../records/combine-projections';
import { clientsProjection } from '../records/clients.projection';
import { providersProjection } from '../records/providers.projection';
import { productsProjection } from '../records/products.projection';
import { depositsProjection } from '../records/deposits.projection';
import { stockProjection } from '../stock/stock.projection';
import { ordersProjection } from '../orders/orders.projection';
import { shoppingsProjection } from '../shoppings/shoppings.projection';

/**
 * The read models the books read, each its own member (own checkpoint) so a replay's big batches
 * apply side by side; each wrapped so it sees only the events it handles, as in the live runner.
 */
export const BOOKS_PROJECTIONS: Projection[] = [
  clientsProjection,
  providersProjection,
  productsProjection,
  depositsProjection,
  stockProjection,
  ordersProjection,
  shoppingsProjection,
].map((part) => combineProjections(`books_${part.name}`, [part]));
