import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { Roles } from '../../auth/guards/access.decorators';
import { pageOf, parseListParams } from '../../infrastructure/http/list-params';
import { TaxeRow, TaxeView, toTaxeView } from '../taxe.view';
import { TAXE_READERS } from '../taxe.permissions';
import { ListTaxesQuery } from './list-taxes.query';

@Controller('taxes')
export class ListTaxesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles(...TAXE_READERS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<TaxeView[]> {
    const params = parseListParams(query, {
      sortable: ['id', 'created_at', 'updated_at', 'change', 'cop_change'],
      defaultSort: ['created_at', 'DESC'],
    });
    const base = await this.queries.execute<ListTaxesQuery, Knex.QueryBuilder>(new ListTaxesQuery(params));
    const rows = await pageOf<TaxeRow>('taxes', base, params, response);
    return rows.map(toTaxeView);
  }
}
