import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { KeyClaimedByAppend } from '../../infrastructure/http/key-claimed-by-append';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { OrderCommands } from '../order.commands';
import { OrderReader } from '../order.reader';
import { PaymentRequest, paymentRequest } from '../order.requests';

/** POST /api/orders/:id/payments: never above what is still owed. */
@Controller('orders')
export class RecordOrderPaymentController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Post(':id/payments')
  @HttpCode(200)
  @Roles('orders', 'pay')
  @KeyClaimedByAppend()
  async pay(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(paymentRequest)) request: PaymentRequest,
    @Metadata() metadata: EventMetadata,
  ) {
    await this.commands.pay(id, request, metadata);
    return this.reader.byId(id);
  }
}
