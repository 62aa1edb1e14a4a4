import { groupRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Dealer groups, admin only; the list shows who created each ('creado por'). */
export const groupResource: CatalogueResource = {
  path: 'groups',
  definition: groupRecord,
  idKind: 'groups',
  table: 'rm.groups',
  // A group's delete is final: its dealers would keep pointing at it for good.
  uses: [{ table: 'rm.dealers', column: 'group_id', message: 'El grupo tiene distribuidores asociados.' }],
  list: {
    search: ['r.name', 'r.description'],
    sortable: { id: 'r.id', name: 'r.name', description: 'r.description', created_at: 'r.created_at' },
    defaultSort: ['name', 'ASC'],
  },
  select: (knex) =>
    knex({ r: 'rm.groups' })
      .joinRaw('left join rm.users as u on u.id::text = r.created_by')
      .select('r.*', { user_first_name: 'u.first_name', user_last_name: 'u.last_name' }),
  view: ({ user_first_name, user_last_name, ...group }) => ({
    ...group,
    user: user_first_name === null ? null : { first_name: user_first_name, last_name: user_last_name },
  }),
};
