/**
 * Why this file exists: 'Ver como estaba el…' asks GET /api/{resource}/{id}?as_of=…, which the
 * server folds only for these resources (docs/api.md: catalogue records, rates, users, payment
 * methods, the account, inventories); elsewhere it is a 400, so the history offers no such link.
 */
export const AS_OF_RESOURCES: ReadonlySet<string> = new Set([
  'brands',
  'products',
  'price-groups',
  'product-categories',
  'groups',
  'dealers',
  'regions',
  'deposits',
  'clients',
  'providers',
  'spent-categories',
  'spents',
  'organizations',
  'taxes',
  'users',
  'payment-methods',
  'accounts',
  'inventories',
]);
