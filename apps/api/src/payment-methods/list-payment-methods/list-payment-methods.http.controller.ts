import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { PAYMENT_METHOD_SORTABLE, PaymentMethodReader, PaymentMethodView } from '../payment-method.reader';

/**
 * GET /api/payment-methods: the live methods {id, code, name, change, change_currency}, by id.
 * Without a range it answers them all (the sale and purchase forms load the whole list); the
 * admin screen sends filter q, sort and range as any list.
 */
@Controller('payment-methods')
export class ListPaymentMethodsController {
  constructor(private readonly reader: PaymentMethodReader) {}

  @Get()
  @Roles('payment-methods', 'read')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentMethodView[]> {
    const params = parseListParams(query, { sortable: PAYMENT_METHOD_SORTABLE, defaultSort: ['id', 'ASC'] });
    if (query.range === undefined) params.limit = 500;
    const page = await this.reader.list(params);
    setContentRange(response, 'payment-methods', page);
    return page.rows;
  }
}
