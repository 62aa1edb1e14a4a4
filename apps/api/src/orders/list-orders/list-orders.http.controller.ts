import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { ORDER_SORTABLE, OrderReader, OrderView } from '../order.reader';

/**
 * GET /api/orders?filter={"q","order_state","client_id","date_gte","date_lte"}&sort=["date","DESC"]&range=[0,24]:
 * the orders list, newest date first.
 */
@Controller('orders')
export class ListOrdersController {
  constructor(private readonly reader: OrderReader) {}

  @Get()
  @Roles('orders', 'read')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderView[]> {
    const params = parseListParams(query, { sortable: ORDER_SORTABLE, defaultSort: ['date', 'DESC'] });
    const page = await this.reader.list(params);
    setContentRange(response, 'orders', page);
    return page.rows;
  }
}
