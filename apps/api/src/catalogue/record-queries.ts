import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { KNEX } from '../infrastructure/database/tokens';
import { ListParams, Page, pageOf } from '../infrastructure/http/list-params';
import { CatalogueResource } from './catalogue-resource';
import { searchPattern } from '../infrastructure/http/search-pattern';

export type RecordView = Record<string, unknown> & { id: number };

/** Lists and shows catalogue records from their read model: filtered, sorted and paged in SQL. */
@Injectable()
export class RecordQueries {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  base(resource: CatalogueResource): Knex.QueryBuilder {
    return resource.select ? resource.select(this.knex) : this.knex({ r: resource.table }).select('r.*');
  }

  async list(resource: CatalogueResource, params: ListParams): Promise<Page<RecordView>> {
    const query = this.base(resource);
    const { filter } = params;
    const trashed = filter.trashed;
    if (trashed === 'only') query.whereNotNull('r.deleted_at');
    else if (trashed !== 'with') query.whereNull('r.deleted_at');
    const pattern = searchPattern(filter.q);
    if (pattern && resource.list.search.length) {
      query.where((where) => {
        for (const column of resource.list.search) where.orWhereRaw(`${column}::text ilike ?`, [pattern]);
      });
    }
    if (Array.isArray(filter.id))
      query.whereIn(
        'r.id',
        filter.id.map(String).filter((id) => /^\d{1,18}$/.test(id)),
      );
    resource.list.filters?.(query, filter);
    const sorted = { ...params, sortField: resource.list.sortable[params.sortField] ?? 'r.id' };
    const page = await pageOf<Record<string, unknown>>(query, sorted, 'r.id');
    return { ...page, rows: page.rows.map((row) => this.view(resource, row)) };
  }

  async byId(resource: CatalogueResource, id: string): Promise<RecordView> {
    const row = (await this.base(resource).where('r.id', id).first()) as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException(resource.definition.messages.notFound);
    return this.view(resource, row);
  }

  view(resource: CatalogueResource, row: Record<string, unknown>): RecordView {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value instanceof Date) out[key] = value.toISOString();
      else if (value !== null && (key === 'id' || resource.numbers?.includes(key))) out[key] = Number(value);
      else out[key] = value;
    }
    return (resource.view ? resource.view(out) : out) as RecordView;
  }
}
