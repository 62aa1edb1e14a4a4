import { organizationRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Stores (organizations): admin only. The list shows the deposit's name; the record its contacts. */
export const organizationResource: CatalogueResource = {
  path: 'organizations',
  definition: organizationRecord,
  idKind: 'organizations',
  table: 'rm.organizations',
  references: [
    { field: 'region', table: 'rm.regions', message: 'El estado seleccionado no existe.' },
    { field: 'deposit_id', table: 'rm.deposits', message: 'El depósito seleccionado no existe.' },
  ],
  list: {
    search: ['r.name', 'r.city', 'r.phone', 'r.email'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      city: 'r.city',
      phone: 'r.phone',
      email: 'r.email',
      deposit_name: 'd.name',
      created_at: 'r.created_at',
    },
    defaultSort: ['name', 'ASC'],
  },
  select: (knex) =>
    knex({ r: 'rm.organizations' })
      .leftJoin({ d: 'rm.deposits' }, 'd.id', 'r.deposit_id')
      .leftJoin({ g: 'rm.regions' }, 'g.id', 'r.region')
      .select('r.*', { deposit_name: 'd.name', region_name: 'g.name' }),
  numbers: ['region', 'deposit_id'],
};
