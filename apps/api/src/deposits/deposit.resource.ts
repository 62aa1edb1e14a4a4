import { depositRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Deposits (warehouses): every role reads them; admin and storer keep them. The list shows the region's name. */
export const depositResource: CatalogueResource = {
  path: 'deposits',
  definition: depositRecord,
  idKind: 'deposits',
  table: 'rm.deposits',
  references: [{ field: 'region_id', table: 'rm.regions', message: 'La región seleccionada no existe.' }],
  uses: [
    { table: 'rm.organizations', column: 'deposit_id', message: 'El depósito está asignado a una tienda.' },
    // Its stock would be left where no screen shows it: moved out (a transfer, an exit) first.
    {
      table: 'rm.product_stock',
      column: 'deposit_id',
      where: 'quantity > 0',
      message: 'El depósito tiene existencias.',
    },
  ],
  list: {
    search: ['r.name', 'r.alias', 'r.address', 'g.name'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      alias: 'r.alias',
      address: 'r.address',
      region_name: 'g.name',
      created_at: 'r.created_at',
    },
    defaultSort: ['name', 'ASC'],
    filters: (query, filter) => {
      const region = filter.region_id;
      if ((typeof region === 'string' || typeof region === 'number') && /^\d{1,18}$/.test(String(region)))
        query.where('r.region_id', String(region));
    },
  },
  select: (knex) =>
    knex({ r: 'rm.deposits' })
      .leftJoin({ g: 'rm.regions' }, 'g.id', 'r.region_id')
      .select('r.*', { region_name: 'g.name' }),
  numbers: ['lat', 'long', 'region_id'],
};
