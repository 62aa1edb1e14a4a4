import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { KNEX } from '../../infrastructure/database/tokens';
import { TAXE_COLUMNS } from '../taxe.view';
import { ListTaxesQuery } from './list-taxes.query';

/** Builds the filtered query; the controller pages it. */
@QueryHandler(ListTaxesQuery)
export class ListTaxesHandler implements IQueryHandler<ListTaxesQuery, Knex.QueryBuilder> {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  async execute({ params }: ListTaxesQuery): Promise<Knex.QueryBuilder> {
    const query = this.knex('rm.taxes').select(TAXE_COLUMNS);
    const { date_gte, date_lte } = params.filter as { date_gte?: string; date_lte?: string };
    if (typeof date_gte === 'string' && !Number.isNaN(Date.parse(date_gte))) query.where('created_at', '>=', date_gte);
    if (typeof date_lte === 'string' && !Number.isNaN(Date.parse(date_lte))) query.where('created_at', '<=', date_lte);
    return query;
  }
}
