import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { Page, parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { TaxeRow, TaxeView, toTaxeView } from '../taxe.view';
import { ListTaxesQuery } from './list-taxes.query';

@Controller('taxes')
export class ListTaxesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('taxes', 'read')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaxeView[]> {
    const params = parseListParams(query, {
      sortable: ['id', 'created_at', 'updated_at', 'change', 'cop_change'],
      defaultSort: ['created_at', 'DESC'],
    });
    const page = await this.queries.execute<ListTaxesQuery, Page<TaxeRow>>(new ListTaxesQuery(params));
    setContentRange(response, 'taxes', page);
    return page.rows.map(toTaxeView);
  }
}
