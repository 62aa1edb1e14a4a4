import { brandRecord } from '../brands/brand.record';
import { productRecord } from '../products/product.record';
import { clientRecord } from '../clients/client.record';
import { providerRecord } from '../providers/provider.record';
import { priceGroupRecord } from '../price-groups/price-group.record';
import { productCategoryRecord } from '../product-categories/product-category.record';
import { groupRecord } from '../groups/group.record';
import { dealerRecord } from '../dealers/dealer.record';
import { regionRecord } from '../regions/region.record';
import { depositRecord } from '../deposits/deposit.record';
import { spentCategoryRecord } from '../spent-categories/spent-category.record';
import { spentRecord } from '../spents/spent.record';
import { accountRecord } from '../accounts/account.record';
import { organizationRecord } from '../organizations/organization.record';
import { RecordDefinition } from './record-definition';

/**
 * Every catalogue record kind. Its events are registered, logged and listed in history from here:
 * add a line for each new kind.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const RECORDS: readonly RecordDefinition<any>[] = [
  brandRecord,
  productRecord,
  priceGroupRecord,
  productCategoryRecord,
  groupRecord,
  dealerRecord,
  regionRecord,
  depositRecord,
  clientRecord,
  providerRecord,
  spentCategoryRecord,
  spentRecord,
  accountRecord,
  organizationRecord,
];
