import { brandResource } from '../brands/brand.resource';
import { productResource } from '../products/product.resource';
import { clientResource } from '../clients/client.resource';
import { providerResource } from '../providers/provider.resource';
import { priceGroupResource } from '../price-groups/price-group.resource';
import { productCategoryResource } from '../product-categories/product-category.resource';
import { groupResource } from '../groups/group.resource';
import { dealerResource } from '../dealers/dealer.resource';
import { regionResource } from '../regions/region.resource';
import { depositResource } from '../deposits/deposit.resource';
import { spentCategoryResource } from '../spent-categories/spent-category.resource';
import { spentResource } from '../spents/spent.resource';
import { organizationResource } from '../organizations/organization.resource';
import { CatalogueResource } from './catalogue-resource';

/** Every catalogue resource served by the generic routes: add a line for each new one. */
export const CATALOGUE_RESOURCES: readonly CatalogueResource[] = [
  brandResource,
  productResource,
  priceGroupResource,
  productCategoryResource,
  groupResource,
  dealerResource,
  regionResource,
  depositResource,
  clientResource,
  providerResource,
  spentCategoryResource,
  spentResource,
  organizationResource,
];
