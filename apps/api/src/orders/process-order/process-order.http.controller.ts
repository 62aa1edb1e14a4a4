import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { OrderCommands } from '../order.commands';
import { OrderReader } from '../order.reader';

/** POST /api/orders/:id/process ('Procesar orden'): an estimate commits its stock. */
@Controller('orders')
export class ProcessOrderController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Post(':id/process')
  @HttpCode(200)
  @Roles('orders', 'write')
  async process(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata) {
    await this.commands.process(id, metadata);
    return this.reader.byId(id);
  }
}
