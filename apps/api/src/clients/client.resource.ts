import { CLIENT_TYPES, clientRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/**
 * A client's balance (amount owed) until a sales read model exists: always 0. The sales issue
 * replaces it with a join to its read model (RULES.md, Clients).
 */
const BALANCE_UNTIL_SALES_EXIST = '0::numeric(14, 2)';

/** Clients: read and kept by admin, sales and financial (the sidebar's Clientes). */
export const clientResource: CatalogueResource = {
  path: 'clients',
  definition: clientRecord,
  idKind: 'clients',
  table: 'rm.clients',
  readers: ['admin', 'sales', 'financial'],
  writers: ['admin', 'sales', 'financial'],
  list: {
    search: ['r.name', 'r.identification', 'r.email', 'r."companyName"', 'r.phone'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      identification: 'r.identification',
      email: 'r.email',
      phone: 'r.phone',
      address: 'r.address',
      companyName: 'r.companyName',
      typeClient: 'r.typeClient',
      created_at: 'r.created_at',
    },
    defaultSort: ['name', 'ASC'],
    filters: (query, filter) => {
      const type = filter.typeClient;
      if (typeof type === 'string' && (CLIENT_TYPES as readonly string[]).includes(type))
        query.where('r.typeClient', type);
    },
  },
  select: (knex) => knex({ r: 'rm.clients' }).select('r.*', knex.raw(`${BALANCE_UNTIL_SALES_EXIST} as balance`)),
  numbers: ['balance'],
};
