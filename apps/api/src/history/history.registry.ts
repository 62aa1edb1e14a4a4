import {
  accountRecord,
  clientPaymentStream,
  dealerRequestStream,
  devolutionStream,
  inventoryStream,
  orderStream,
  paymentMethodStream,
  recordStream,
  Role,
  rolesFor,
  shoppingStream,
  taxeStream,
  transferStream,
  userStream,
} from '@bo/domain';
import { CATALOGUE_RESOURCES } from '../catalogue/catalogue-resources';

/** Which stream holds a record's events, and who may read its history (the access table's readers; the account's and users' history: admin and the auditor, who list them). */
export const HISTORY_RESOURCES: Record<string, { stream: (id: string) => string; roles: readonly Role[] }> = {
  taxes: { stream: taxeStream, roles: rolesFor('taxes', 'read') },
  users: { stream: userStream, roles: rolesFor('users', 'read') },
  'payment-methods': { stream: paymentMethodStream, roles: rolesFor('payment-methods', 'read') },
  accounts: { stream: (id: string) => recordStream(accountRecord, id), roles: rolesFor('accounts', 'list') },
  inventories: { stream: inventoryStream, roles: rolesFor('inventories', 'read') },
  orders: { stream: orderStream, roles: rolesFor('orders', 'read') },
  transfers: { stream: transferStream, roles: rolesFor('transfers', 'read') },
  shoppings: { stream: shoppingStream, roles: rolesFor('shoppings', 'read') },
  payments: { stream: clientPaymentStream, roles: rolesFor('payments', 'read') },
  devolutions: { stream: devolutionStream, roles: rolesFor('devolutions', 'read') },
  requests: { stream: dealerRequestStream, roles: rolesFor('requests', 'read') },
  ...Object.fromEntries(
    CATALOGUE_RESOURCES.map((resource) => [
      resource.path,
      { stream: (id: string) => recordStream(resource.definition, id), roles: rolesFor(resource.path, 'read') },
    ]),
  ),
};
