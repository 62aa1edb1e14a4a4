import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { ORDER_PAYMENT_SORTABLE, OrderPaymentView, PaymentReader } from '../payment.reader';

/** GET /api/order-payments?filter={"client_id","order_id"}: every payment of orders (a client's history), newest first. */
@Controller('order-payments')
export class ListOrderPaymentsController {
  constructor(private readonly reader: PaymentReader) {}

  @Get()
  @Roles('payments', 'read')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderPaymentView[]> {
    const params = parseListParams(query, { sortable: ORDER_PAYMENT_SORTABLE, defaultSort: ['created_at', 'DESC'] });
    const page = await this.reader.orderPayments(params);
    setContentRange(response, 'order-payments', page);
    return page.rows;
  }
}
