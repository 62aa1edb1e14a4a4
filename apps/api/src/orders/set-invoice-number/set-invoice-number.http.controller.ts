import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import type { z } from 'zod';
import { EventMetadata, fiscalIsOn } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { FiscalLedger } from '../../fiscal/fiscal-ledger';
import { OrderInvoices } from '../issue-invoice/order-invoices';
import { fiscalFieldsOf } from '../issue-invoice/order-fiscal.reader';
import { OrderCommands } from '../order.commands';
import { OrderReader } from '../order.reader';
import { invoiceRequest } from '../order.requests';

const freeNumber = new ZodBodyPipe(invoiceRequest);

/**
 * PUT /api/orders/:id/invoice. Under regime `none`: {invoice_number}, set, or edited later; unique
 * among orders. Under a fiscal regime (issue 33): the body is not read, the server issues the
 * fiscal invoice with the next invoice number and control number (final).
 */
@Controller('orders')
export class SetInvoiceNumberController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
    private readonly ledger: FiscalLedger,
    private readonly invoices: OrderInvoices,
  ) {}

  @Put(':id/invoice')
  @HttpCode(200)
  @Roles('orders', 'pay')
  async set(@Param('id', NumericIdPipe) id: string, @Body() body: unknown, @Metadata() metadata: EventMetadata) {
    if (fiscalIsOn(await this.ledger.settings())) {
      const issued = await this.invoices.issue(id, metadata);
      const order = await this.reader.byId(id);
      // The invoice as issued, whatever the read model shows yet (late on a loaded machine).
      return issued ? { ...order, ...fiscalFieldsOf([{ kind: 'invoice', document: issued }]) } : order;
    }
    const request = freeNumber.transform(body) as z.output<typeof invoiceRequest>;
    await this.commands.setInvoiceNumber(id, request.invoice_number, metadata);
    return this.reader.byId(id);
  }
}
