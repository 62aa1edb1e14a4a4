import { Controller, Get, Inject, Query, Res, Type } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';
import type { ResourceWith } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import { KNEX } from '../infrastructure/database/tokens';
import { ListParams, Page, pageOf, parseListParams, setContentRange } from '../infrastructure/http/list-params';
import { searchPattern } from '../infrastructure/http/search-pattern';

/**
 * How a document's list is read: its rows, what `q` searches, its own filters, the fields it may be
 * sorted by (anything else falls back to the default), and how a row is answered.
 */
export interface DocumentList<View> {
  /** The resource's path under /api and its name in Content-Range (`shoppings`, `inventories`). */
  path: ResourceWith<'read'>;
  /** The rows with the columns `view` reads (joins included), unfiltered. */
  rows: (knex: Knex) => Knex.QueryBuilder;
  /** The document's id column: `filter.id` (react-admin's getMany) and the sort's tie-breaker. */
  id: string;
  /** Asked sort field -> column. */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** `q`, as an ilike pattern, narrows the rows. */
  search?: (query: Knex.QueryBuilder, pattern: string, knex: Knex) => void;
  /** Each of the resource's own filters, applied when the filter is given (not undefined, null or ''). */
  filters?: Record<string, (query: Knex.QueryBuilder, value: unknown) => void>;
  /** The soft-delete column, when the list has the trashed filter (`with` | `only`; live rows otherwise). */
  deletedAt?: string;
  view: (row: Record<string, unknown>) => View;
}

/** A value that can only match nothing: an unknown state or type filters every row out, never a 400. */
export function oneOf(column: string, allowed: readonly string[]) {
  return (query: Knex.QueryBuilder, value: unknown): void => {
    if (typeof value === 'string' && allowed.includes(value)) query.where(column, value);
    else query.whereRaw('false');
  };
}

/** The asked page of a document list, filtered, searched and sorted, with its total. */
export async function listPage<View>(knex: Knex, list: DocumentList<View>, params: ListParams): Promise<Page<View>> {
  const query = list.rows(knex);
  const { filter } = params;
  if (list.deletedAt) {
    if (filter.trashed === 'only') query.whereNotNull(list.deletedAt);
    else if (filter.trashed !== 'with') query.whereNull(list.deletedAt);
  }
  if (Array.isArray(filter.id))
    query.whereIn(
      list.id,
      filter.id.map(String).filter((id) => /^\d{1,18}$/.test(id)),
    );
  for (const [name, apply] of Object.entries(list.filters ?? {})) {
    const value = filter[name];
    if (value !== undefined && value !== null && value !== '') apply(query, value);
  }
  const pattern = searchPattern(filter.q);
  if (pattern && list.search) list.search(query, pattern, knex);
  const page = await pageOf<Record<string, unknown>>(query, { ...params, sortField: list.sortable[params.sortField] }, list.id);
  return { ...page, rows: page.rows.map(list.view) };
}

/**
 * The list route of a document, ra-data-simple-rest style: GET /api/{path}?filter={…}&sort=[…]&range=[…]
 * answers the page with `Content-Range: {path} 0-24/319`, to those the access table lets read it.
 */
export function documentListController<View>(list: DocumentList<View>): Type<unknown> {
  const sortable = Object.keys(list.sortable);

  @Controller(list.path)
  class DocumentListController {
    constructor(@Inject(KNEX) readonly knex: Knex) {}

    @Get()
    @Roles(list.path, 'read')
    async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<View[]> {
      const params = parseListParams(query, { sortable, defaultSort: list.defaultSort });
      const page = await listPage(this.knex, list, params);
      setContentRange(response, list.path, page);
      return page.rows;
    }
  }
  Object.defineProperty(DocumentListController, 'name', { value: `${list.path}ListController` });
  return DocumentListController;
}
