import { providerRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/**
 * What a provider's detail shows of its purchases, until a purchases read model exists: no
 * balance, no last purchase, no pending invoice. The purchases issue replaces these with a join
 * (balance = sum of total - total_paid over its pending purchases, RULES.md).
 */
const PURCHASES_UNTIL_THEY_EXIST = [
  '0::numeric(14, 2) as balance',
  'null::timestamptz as last_purchase_at',
  `'[]'::jsonb as pending_invoices`,
].join(', ');

/** Providers: read and kept by admin and financial (the sidebar's Proveedores). */
export const providerResource: CatalogueResource = {
  path: 'providers',
  definition: providerRecord,
  idKind: 'providers',
  table: 'rm.providers',
  list: {
    search: ['r.name', 'r.company_name', 'r.tax_id', 'r.email', 'r.phone', 'r.city'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      company_name: 'r.company_name',
      tax_id: 'r.tax_id',
      email: 'r.email',
      phone: 'r.phone',
      city: 'r.city',
      country: 'r.country',
      website: 'r.website',
      address: 'r.address',
      created_at: 'r.created_at',
    },
    defaultSort: ['company_name', 'ASC'],
  },
  select: (knex) => knex({ r: 'rm.providers' }).select('r.*', knex.raw(PURCHASES_UNTIL_THEY_EXIST)),
  numbers: ['balance'],
};
