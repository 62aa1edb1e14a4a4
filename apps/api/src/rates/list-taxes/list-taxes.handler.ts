import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { isoDateOrNull, Page, pageOf } from '../../infrastructure/http/list-params';
import { KNEX } from '../../infrastructure/database/tokens';
import { TAXE_COLUMNS, TaxeRow } from '../taxe.view';
import { ListTaxesQuery } from './list-taxes.query';

/** One indexed query: filtered, sorted and paged in SQL. */
@QueryHandler(ListTaxesQuery)
export class ListTaxesHandler implements IQueryHandler<ListTaxesQuery, Page<TaxeRow>> {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async execute({ params }: ListTaxesQuery): Promise<Page<TaxeRow>> {
    const query = this.knex('rm.taxes').select(TAXE_COLUMNS);
    const from = isoDateOrNull(params.filter.date_gte);
    const to = isoDateOrNull(params.filter.date_lte);
    if (from) query.where('created_at', '>=', from);
    if (to) query.where('created_at', '<=', to);
    return pageOf<TaxeRow>(query, params);
  }
}
