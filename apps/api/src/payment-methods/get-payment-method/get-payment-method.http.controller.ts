import { Controller, Get, Param, Query } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { AcceptsAsOf, parseAsOf } from '../../infrastructure/http/as-of';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { PaymentMethodReader, PaymentMethodView } from '../payment-method.reader';
import { PaymentMethodAsOf } from './payment-method-as-of';

/** GET /api/payment-methods/{id}[?as_of=…]: one live method (404 when unknown or deleted), now or then. */
@Controller('payment-methods')
export class GetPaymentMethodController {
  constructor(
    private readonly reader: PaymentMethodReader,
    private readonly asOf: PaymentMethodAsOf,
  ) {}

  @Get(':id')
  @Roles('payment-methods', 'read')
  @AcceptsAsOf()
  get(@Param('id', NumericIdPipe) id: string, @Query('as_of') asOf?: unknown): Promise<PaymentMethodView> {
    if (asOf !== undefined) return this.asOf.at(id, parseAsOf(asOf));
    return this.reader.byId(id);
  }
}
