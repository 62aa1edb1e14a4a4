import {
  accountRecord,
  clientPaymentStream,
  inventoryStream,
  orderStream,
  paymentMethodStream,
  recordStream,
  ROLES,
  Role,
  taxeStream,
  userStream,
} from '@bo/domain';
import { CATALOGUE_RESOURCES } from '../catalogue/catalogue-resources';

/** Which stream holds a record's events, and who may read its history. */
export const HISTORY_RESOURCES: Record<string, { stream: (id: string) => string; roles: readonly Role[] }> = {
  taxes: { stream: taxeStream, roles: ROLES },
  users: { stream: userStream, roles: ['admin'] },
  'payment-methods': { stream: paymentMethodStream, roles: ROLES },
  accounts: { stream: (id: string) => recordStream(accountRecord, id), roles: ['admin'] },
  inventories: { stream: inventoryStream, roles: ['admin', 'endline', 'storer'] },
  orders: { stream: orderStream, roles: ['admin', 'sales', 'storer', 'financial'] },
  payments: { stream: clientPaymentStream, roles: ['admin', 'sales', 'financial'] },
  ...Object.fromEntries(
    CATALOGUE_RESOURCES.map((resource) => [
      resource.path,
      { stream: (id: string) => recordStream(resource.definition, id), roles: resource.readers },
    ]),
  ),
};
