import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { CLIENT_PAYMENT_SORTABLE, ClientPaymentView, PaymentReader } from '../payment.reader';

/** GET /api/payments?filter={"client_id"} (newest first) and GET /api/payments/:id: clients' payments. */
@Controller('payments')
export class ListPaymentsController {
  constructor(private readonly reader: PaymentReader) {}

  @Get()
  @Roles('payments', 'read')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ClientPaymentView[]> {
    const params = parseListParams(query, { sortable: CLIENT_PAYMENT_SORTABLE, defaultSort: ['created_at', 'DESC'] });
    const page = await this.reader.list(params);
    setContentRange(response, 'payments', page);
    return page.rows;
  }

  @Get(':id')
  @Roles('payments', 'read')
  one(@Param('id', NumericIdPipe) id: string): Promise<ClientPaymentView> {
    return this.reader.byId(id);
  }
}
