import type { Knex } from 'knex';
import { SPENT_METHODS, spentRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';
import { isoDateOrNull } from '../infrastructure/http/list-params';

const ID = /^\d{1,18}$/;

/** `date_gte`, `date_lte` (calendar days), `spent_category_id` and `method`; anything malformed is ignored. */
function spentFilters(query: Knex.QueryBuilder, filter: Record<string, unknown>): void {
  const from = isoDateOrNull(filter.date_gte);
  if (from) query.where('r.date', '>=', from.slice(0, 10));
  const to = isoDateOrNull(filter.date_lte);
  if (to) query.where('r.date', '<=', to.slice(0, 10));
  const category = filter.spent_category_id;
  if ((typeof category === 'string' || typeof category === 'number') && ID.test(String(category)))
    query.where('r.spent_category_id', String(category));
  if (typeof filter.method === 'string' && (SPENT_METHODS as readonly string[]).includes(filter.method))
    query.where('r.method', filter.method);
}

/**
 * Expenses: read and kept by admin and financial (the spec's 'Gastos'). Each row carries its
 * category as `category: {id, name}`; the date is a calendar day 'YYYY-MM-DD'.
 */
export const spentResource: CatalogueResource = {
  path: 'spents',
  definition: spentRecord,
  idKind: 'spents',
  table: 'rm.spents',
  references: [
    { field: 'spent_category_id', table: 'rm.spent_categories', message: 'La categoría seleccionada no existe.' },
  ],
  list: {
    search: ['r.name', 'c.name'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      date: 'r.date',
      amount: 'r.amount',
      method: 'r.method',
      'category.name': 'c.name',
      created_at: 'r.created_at',
    },
    defaultSort: ['date', 'DESC'],
    filters: spentFilters,
  },
  select: (knex) =>
    knex({ r: 'rm.spents' })
      .leftJoin({ c: 'rm.spent_categories' }, 'c.id', 'r.spent_category_id')
      .select(
        'r.id',
        'r.name',
        knex.raw(`to_char(r.date, 'YYYY-MM-DD') as date`),
        'r.amount',
        'r.spent_category_id',
        'r.method',
        'r.created_at',
        'r.updated_at',
        'r.created_by',
        'r.deleted_at',
        { category_name: 'c.name' },
      ),
  // The amount stays a decimal string ('120.00'), as every money answer of the purchasing side.
  numbers: ['spent_category_id'],
  view: ({ category_name, ...row }) => ({
    ...row,
    category: row.spent_category_id === null ? null : { id: row.spent_category_id, name: category_name ?? null },
  }),
};
