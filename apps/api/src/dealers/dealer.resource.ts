import { dealerRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';
import { dealerEditRequest } from './dealer.request';

/**
 * Dealers (spec /dealers), admin only: created when a request finishes; the screens change their
 * group, delete and restore them. Each row names its group (`group_info.name`).
 */
export const dealerResource: CatalogueResource = {
  path: 'dealers',
  definition: dealerRecord,
  idKind: 'dealers',
  table: 'rm.dealers',
  request: dealerEditRequest,
  createdElsewhere: 'Los distribuidores se crean al finalizar su solicitud',
  numbers: ['group_id', 'state_id', 'town_id', 'request_id'],
  references: [{ field: 'group_id', table: 'rm.groups', message: 'El grupo seleccionado no existe.' }],
  list: {
    search: ['r.name', 'r.lastname', 'r.identification', 'r.company', 'r.email', 'r.phone'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      lastname: 'r.lastname',
      identification: 'r.identification',
      company: 'r.company',
      state: 'r.state',
      town: 'r.town',
      phone: 'r.phone',
      group: 'g.name',
      created_at: 'r.created_at',
    },
    defaultSort: ['created_at', 'DESC'],
    filters: (query, filter) => {
      if (filter.group_id !== undefined && filter.group_id !== '' && /^\d{1,18}$/.test(String(filter.group_id)))
        query.where('r.group_id', String(filter.group_id));
    },
  },
  select: (knex) =>
    knex({ r: 'rm.dealers' })
      .leftJoin({ g: 'rm.groups' }, 'g.id', 'r.group_id')
      .select('r.*', { group_name: 'g.name' }),
  view: ({ group_name, ...dealer }) => ({ ...dealer, group_info: { name: group_name ?? null } }),
};
