import { commonMessages } from '../common/messages';
import { accessMessages } from '../access/messages';
import { userMessages } from '../users/messages';
import { accountMessages } from '../accounts/messages';
import { organizationMessages } from '../organizations/messages';
import { brandMessages } from '../brands/messages';
import { spentMessages } from '../spents/messages';
import { spentCategoryMessages } from '../spent-categories/messages';
import { paymentMethodMessages } from '../payment-methods/messages';
import { fiscalSalesMessages } from '../fiscal-sales/messages';
import { clientMessages } from '../clients/messages';
import { providerMessages } from '../providers/messages';
import { productMessages } from '../products/messages';
import { priceGroupMessages } from '../price-groups/messages';
import { productCategoryMessages } from '../product-categories/messages';
import { groupMessages } from '../groups/messages';
import { regionMessages } from '../regions/messages';
import { depositMessages } from '../deposits/messages';
import { documentMessages } from '../common/document/messages';
import { inventoryMessages } from '../inventories/messages';
import { transferMessages } from '../transfers/messages';
import { shoppingCreateMessages } from '../shoppings/create/messages';
import { posMessages } from '../pos/messages';
import { outboxMessages } from '../offline/messages';
import { clientPaymentMessages } from '../client-payments/messages';
import { dashboardMessages } from '../dashboard/messages';
import { paymentEntryMessages } from '../payments-entry/messages';
import { orderMessages } from '../orders/messages';
import { shoppingMessages } from '../shoppings/messages';
import { devolutionMessages } from '../devolutions/messages';
import { taxMessages } from '../taxes/messages';
import { aboutMessages } from '../about/messages';
import { reportMessages } from '../reports/messages';
import { dealerMessages } from '../dealers/messages';
import { requestMessages } from '../requests/messages';
import { dealerApplyMessages } from '../dealer-apply/messages';
import { auditMessages } from '../audit/messages';
import { recordHistoryMessages } from '../history/messages';
import { fiscalMessages } from '../fiscal/messages';

/**
 * Each screen folder keeps its own texts in a `messages.ts` ({ resources: {...}, bo: {...} });
 * they are merged into the Spanish catalogue here. Add a line for each new folder.
 */
export const SCREEN_MESSAGES: ReadonlyArray<Record<string, unknown>> = [
  commonMessages,
  accessMessages,
  brandMessages,
  priceGroupMessages,
  productCategoryMessages,
  groupMessages,
  regionMessages,
  depositMessages,
  documentMessages,
  inventoryMessages,
  transferMessages,
  shoppingCreateMessages,
  posMessages,
  outboxMessages,
  clientPaymentMessages,
  dashboardMessages,
  paymentEntryMessages,
  orderMessages,
  shoppingMessages,
  devolutionMessages,
  aboutMessages,
  reportMessages,
  dealerMessages,
  requestMessages,
  dealerApplyMessages,
  productMessages,
  clientMessages,
  providerMessages,
  spentMessages,
  spentCategoryMessages,
  paymentMethodMessages,
  fiscalSalesMessages,
  userMessages,
  accountMessages,
  organizationMessages,
  taxMessages,
  auditMessages,
  recordHistoryMessages,
  fiscalMessages,
];
