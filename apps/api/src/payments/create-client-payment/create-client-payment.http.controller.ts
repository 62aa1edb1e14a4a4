import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { KeyClaimedByAppend } from '../../infrastructure/http/key-claimed-by-append';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { Metadata } from '../../shared/command-metadata';
import { ClientPaymentRequest, clientPaymentRequest } from '../../orders/order.requests';
import { ClientPaymentCommands } from '../client-payment.commands';
import { PaymentReader } from '../payment.reader';

/** POST /api/payments ('Registrar pagos'): 201 with the payment and how it was applied. */
@Controller('payments')
export class CreateClientPaymentController {
  constructor(
    private readonly commands: ClientPaymentCommands,
    private readonly reader: PaymentReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('payments', 'write')
  @KeyClaimedByAppend()
  async create(
    @Body(new ZodBodyPipe(clientPaymentRequest)) request: ClientPaymentRequest,
    @Metadata() metadata: EventMetadata,
  ) {
    const id = await this.commands.record(request, metadata);
    return this.reader.byId(id);
  }
}
