/**
 * Issue 33: GET /api/orders/{id}/report-invoice prints the fiscal Factura once the sale has a
 * fiscal invoice (the spec's Factura of a free invoice number otherwise, as before), and
 * GET /api/orders/{id}/report-credit-note/{devolution_id} the Nota de crédito of an approved return
 * of an invoiced sale. What they print is read from the order's own events here and handed to
 * the documents worker (fiscal/invoices/).
 */
import { Controller, Get, Inject, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { OrderEvent, orderStream } from '@bo/domain';
import { EventStore } from '@bo/event-store';
import { Roles } from '../../auth/guards/access.decorators';
import { EVENT_STORE } from '../../infrastructure/database/tokens';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { DocumentJobs } from '../../reports/document-jobs';
import { FISCAL_DOCUMENTS } from '../../fiscal/invoices/fiscal-documents.renderer';
import { creditNotePrint, invoicePrint } from '../../fiscal/invoices/fiscal-print';
import { ORDER_DOCUMENTS } from './order-document-renderers';

@Controller('orders')
export class FiscalDocumentsController {
  constructor(
    @Inject(DocumentJobs) private readonly documents: DocumentJobs,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get(':id/report-invoice')
  @Roles('orders', 'read')
  async invoice(
    @Param('id', NumericIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const print = invoicePrint(await this.events(id));
    if (!print) return this.documents.answer(ORDER_DOCUMENTS.invoice, { id }, response);
    return this.documents.answer(FISCAL_DOCUMENTS.invoice, { id, print: JSON.stringify(print) }, response);
  }

  @Get(':id/report-credit-note/:devolution')
  @Roles('orders', 'read')
  async creditNote(
    @Param('id', NumericIdPipe) id: string,
    @Param('devolution', NumericIdPipe) devolution: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const print = creditNotePrint(await this.events(id), devolution);
    if (!print) throw new NotFoundException({ message: 'La nota de crédito no existe' });
    return this.documents.answer(FISCAL_DOCUMENTS.creditNote, { id, print: JSON.stringify(print) }, response);
  }

  private async events(id: string): Promise<OrderEvent[]> {
    return (await this.store.readStream(orderStream(id))).events as unknown as OrderEvent[];
  }
}
