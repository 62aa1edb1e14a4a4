import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import type { z } from 'zod';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { OrderCommands } from '../order.commands';
import { OrderReader } from '../order.reader';
import { invoiceRequest } from '../order.requests';

/** PUT /api/orders/:id/invoice {invoice_number}: set, or edited later; unique among orders. */
@Controller('orders')
export class SetInvoiceNumberController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Put(':id/invoice')
  @HttpCode(200)
  @Roles('orders', 'pay')
  async set(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(invoiceRequest)) request: z.output<typeof invoiceRequest>,
    @Metadata() metadata: EventMetadata,
  ) {
    await this.commands.setInvoiceNumber(id, request.invoice_number, metadata);
    return this.reader.byId(id);
  }
}
