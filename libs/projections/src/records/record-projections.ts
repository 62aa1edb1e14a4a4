import { Projection } from '../projection';
import { brandsProjection } from './brands.projection';
import { productsProjection } from './products.projection';
import { clientsProjection } from './clients.projection';
import { providersProjection } from './providers.projection';
import { priceGroupsProjection } from './price-groups.projection';
import { productCategoriesProjection } from './product-categories.projection';
import { groupsProjection } from './groups.projection';
import { dealersProjection } from './dealers.projection';
import { regionsProjection } from './regions.projection';
import { depositsProjection } from './deposits.projection';
import { spentCategoriesProjection } from './spent-categories.projection';
import { spentsProjection } from './spents.projection';
import { accountsProjection } from './accounts.projection';
import { organizationsProjection } from './organizations.projection';
import { combineProjections } from './combine-projections';

/** The read models of the catalogue records, kept by one runner: add a line for each new kind. */
export const catalogueProjection: Projection = combineProjections('catalogue', [
  brandsProjection,
  productsProjection,
  priceGroupsProjection,
  productCategoriesProjection,
  groupsProjection,
  dealersProjection,
  regionsProjection,
  depositsProjection,
  clientsProjection,
  providersProjection,
  spentCategoriesProjection,
  spentsProjection,
  accountsProjection,
  organizationsProjection,
]);
