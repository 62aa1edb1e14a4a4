import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { Page, pageOf } from '../../infrastructure/http/list-params';
import { KNEX } from '../../infrastructure/database/tokens';
import { TAXE_COLUMNS, TaxeRow } from '../taxe.view';
import { ListTaxesQuery } from './list-taxes.query';

/** One indexed query: filtered, sorted and paged in SQL. */
@QueryHandler(ListTaxesQuery)
export class ListTaxesHandler implements IQueryHandler<ListTaxesQuery, Page<TaxeRow>> {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async execute({ params }: ListTaxesQuery): Promise<Page<TaxeRow>> {
    const query = this.knex('rm.taxes').select(TAXE_COLUMNS);
    const { date_gte, date_lte } = params.filter as { date_gte?: string; date_lte?: string };
    if (typeof date_gte === 'string' && !Number.isNaN(Date.parse(date_gte))) query.where('created_at', '>=', date_gte);
    if (typeof date_lte === 'string' && !Number.isNaN(Date.parse(date_lte))) query.where('created_at', '<=', date_lte);
    return pageOf<TaxeRow>(query, params);
  }
}
