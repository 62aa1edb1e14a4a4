import { Controller, Get, Param } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { PAYMENT_METHOD_READERS } from '../payment-method.permissions';
import { PaymentMethodReader, PaymentMethodView } from '../payment-method.reader';

/** GET /api/payment-methods/{id}: one live method (404 when unknown or deleted). */
@Controller('payment-methods')
export class GetPaymentMethodController {
  constructor(private readonly reader: PaymentMethodReader) {}

  @Get(':id')
  @Roles(...PAYMENT_METHOD_READERS)
  get(@Param('id', NumericIdPipe) id: string): Promise<PaymentMethodView> {
    return this.reader.byId(id);
  }
}
