import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { EventMetadata, newPaymentMethod, NewPaymentMethod } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { Metadata } from '../../shared/command-metadata';
import { PaymentMethodCommands } from '../payment-method.commands';
import { PaymentMethodReader, PaymentMethodView } from '../payment-method.reader';

/** POST /api/payment-methods {code, name, change, change_currency}: 201 with the new method. */
@Controller('payment-methods')
export class AddPaymentMethodController {
  constructor(
    private readonly commands: PaymentMethodCommands,
    private readonly reader: PaymentMethodReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('payment-methods', 'write')
  async add(
    @Body(new ZodBodyPipe(newPaymentMethod)) values: NewPaymentMethod,
    @Metadata() metadata: EventMetadata,
  ): Promise<PaymentMethodView> {
    const id = await this.commands.add(values, metadata);
    return this.reader.byId(id);
  }
}
