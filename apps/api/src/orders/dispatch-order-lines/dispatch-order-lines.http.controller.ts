import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { z } from 'zod';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { OrderCommands } from '../order.commands';
import { OrderReader } from '../order.reader';
import { dispatchRequest } from '../order.requests';

/** POST /api/orders/:id/dispatches {products: [line ids]}: only in delivery, only undispatched lines. */
@Controller('orders')
export class DispatchOrderLinesController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Post(':id/dispatches')
  @HttpCode(200)
  @Roles('orders', 'dispatch')
  async dispatch(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(dispatchRequest)) request: z.output<typeof dispatchRequest>,
    @Metadata() metadata: EventMetadata,
  ) {
    await this.commands.dispatch(id, request.products, metadata);
    return this.reader.byId(id);
  }
}
