import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { OrderCommands } from '../order.commands';
import { OrderReader } from '../order.reader';

/** POST /api/orders/:id/cancel ('Anular orden'): only without payments; committed stock returns. */
@Controller('orders')
export class CancelOrderController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @Roles('orders', 'write')
  async cancel(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata) {
    await this.commands.cancel(id, metadata);
    return this.reader.byId(id);
  }
}
