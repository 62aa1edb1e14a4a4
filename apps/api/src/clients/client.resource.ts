import { CLIENT_TYPES, clientRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';
import { identificationKey, whereIdentification } from './identification-match';

/**
 * A client's figures from the sales read model (RULES.md, Clients): what they owe (`balance`, less
 * their credit note), the total of their open orders (`debt`), their orders (neither estimates nor
 * cancelled), what they have paid, and their credit note (`credit`, saldo a favor, left by approved
 * devolutions); 0 for a client who never bought.
 */
const CLIENT_FIGURES = ['balance', 'debt', 'total_orders', 'total_spent', 'credit'] as const;

/** Clients: read and kept by admin, sales and financial (the sidebar's Clientes). */
export const clientResource: CatalogueResource = {
  path: 'clients',
  definition: clientRecord,
  idKind: 'clients',
  table: 'rm.clients',
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
      // The client holding exactly this identification: a search whose "none" is an empty list.
      if (typeof filter.identification === 'string')
        whereIdentification(query, identificationKey(filter.identification));
    },
  },
  select: (knex) =>
    knex({ r: 'rm.clients' })
      .leftJoin('rm.client_balances as b', 'b.client_id', 'r.id')
      .select('r.*', ...CLIENT_FIGURES.map((figure) => knex.raw(`coalesce(b.${figure}, 0) as ${figure}`))),
  numbers: CLIENT_FIGURES,
};
