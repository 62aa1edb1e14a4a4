/**
 * A sale's printed documents (API.md, Documents of one record): GET /api/orders/{id}/report
 * (Presupuesto), /report-storer (Nota de entrega), /report-invoice (Factura) and
 * /report-thermical/{usd|ves|cop} (80 mm ticket), each a PDF answered inline once the 'documents'
 * queue's worker has printed it; whoever may read orders may print them.
 */
import { Controller, Get, Inject, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { FormValidationException } from '../../infrastructure/http/validation';
import { DocumentJobs } from '../../reports/document-jobs';
import { OrderDocumentMessages } from './order-document-parts';
import { ORDER_DOCUMENTS } from './order-document-renderers';
import { isTicketCurrency } from './order-ticket';

@Controller('orders')
export class OrderDocumentsController {
  constructor(@Inject(DocumentJobs) private readonly documents: DocumentJobs) {}

  @Get(':id/report')
  @Roles('orders', 'read')
  estimate(
    @Param('id', NumericIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.documents.answer(ORDER_DOCUMENTS.estimate, { id }, response);
  }

  @Get(':id/report-storer')
  @Roles('orders', 'read')
  deliveryNote(
    @Param('id', NumericIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.documents.answer(ORDER_DOCUMENTS.deliveryNote, { id }, response);
  }

  @Get(':id/report-invoice')
  @Roles('orders', 'read')
  invoice(
    @Param('id', NumericIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.documents.answer(ORDER_DOCUMENTS.invoice, { id }, response);
  }

  @Get(':id/report-thermical/:currency')
  @Roles('orders', 'read')
  ticket(
    @Param('id', NumericIdPipe) id: string,
    @Param('currency') currency: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    if (!isTicketCurrency(currency))
      throw new FormValidationException({ currency: [OrderDocumentMessages.unknownCurrency] });
    return this.documents.answer(ORDER_DOCUMENTS.ticket, { id, currency }, response);
  }
}
