import { activityLogProjection } from './activity-log/activity-log.projection';
import { paymentMethodsProjection } from './payment-methods/payment-methods.projection';
import { Projection } from './projection';
import { taxesProjection } from './taxes/taxes.projection';
import { usersProjection } from './users/users.projection';
import { catalogueProjection } from './records/record-projections';
import { stockProjection } from './stock/stock.projection';
import { inventoriesProjection } from './inventories/inventories.projection';
import { ordersProjection } from './orders/orders.projection';
import { fiscalSalesProjection } from './fiscal-sales/fiscal-sales.projection';
import { transfersProjection } from './transfers/transfers.projection';
import { shoppingsProjection } from './shoppings/shoppings.projection';
import { devolutionsProjection } from './devolutions/devolutions.projection';
import { dealerRequestsProjection } from './dealer-requests/dealer-requests.projection';
import { fiscalBookProjection } from './fiscal-books/fiscal-book.projection';

/** Every read model the application keeps up to date. */
export const ALL_PROJECTIONS: Projection[] = [
  taxesProjection,
  usersProjection,
  paymentMethodsProjection,
  catalogueProjection,
  stockProjection,
  inventoriesProjection,
  ordersProjection,
  fiscalSalesProjection,
  transfersProjection,
  shoppingsProjection,
  devolutionsProjection,
  dealerRequestsProjection,
  fiscalBookProjection,
  activityLogProjection,
];
