import { Controller, Delete, Param } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { PaymentMethodCommands } from '../payment-method.commands';
import { PaymentMethodReader, PaymentMethodView } from '../payment-method.reader';

/**
 * DELETE /api/payment-methods/{id}: answers the method as it was (react-admin expects it); the
 * system's seven methods are refused (409).
 */
@Controller('payment-methods')
export class DeletePaymentMethodController {
  constructor(
    private readonly commands: PaymentMethodCommands,
    private readonly reader: PaymentMethodReader,
  ) {}

  @Delete(':id')
  @Roles('payment-methods', 'write')
  async remove(
    @Param('id', NumericIdPipe) id: string,
    @Metadata() metadata: EventMetadata,
  ): Promise<PaymentMethodView> {
    const before = await this.reader.byId(id).catch(() => null);
    await this.commands.delete(id, metadata);
    return before ?? this.reader.byId(id);
  }
}
