import { accountRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/**
 * The company's account. Not served by the generic routes (it is never created nor deleted from
 * the API): everyone signed in reads it (the shell shows its colours and logo), admin edits it.
 */
export const accountResource: CatalogueResource = {
  path: 'accounts',
  definition: accountRecord,
  idKind: 'accounts',
  table: 'rm.accounts',
  list: {
    search: ['r.name', 'r.identification', 'r.email'],
    sortable: { id: 'r.id', name: 'r.name' },
    defaultSort: ['id', 'ASC'],
  },
};
