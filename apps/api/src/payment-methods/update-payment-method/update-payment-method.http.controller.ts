import { Body, Controller, Param, Put } from '@nestjs/common';
import { EventMetadata, paymentMethodChanges, PaymentMethodChanges } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { PaymentMethodCommands } from '../payment-method.commands';
import { PaymentMethodReader, PaymentMethodView } from '../payment-method.reader';

/** PUT /api/payment-methods/{id} {name, change, change_currency}: the code stays (a different one is a 409). */
@Controller('payment-methods')
export class UpdatePaymentMethodController {
  constructor(
    private readonly commands: PaymentMethodCommands,
    private readonly reader: PaymentMethodReader,
  ) {}

  @Put(':id')
  @Roles('payment-methods', 'write')
  async update(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(paymentMethodChanges)) changes: PaymentMethodChanges,
    @Metadata() metadata: EventMetadata,
  ): Promise<PaymentMethodView> {
    await this.commands.update(id, changes, metadata);
    return this.reader.byId(id);
  }
}
