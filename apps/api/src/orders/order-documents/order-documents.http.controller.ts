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
import { recordDocumentRoute } from '../../reports/record-document-route';
import { OrderDocumentMessages } from './order-document-parts';
import { ORDER_DOCUMENTS } from './order-document-renderers';
import { isTicketCurrency } from './order-ticket';
import { FiscalDocumentsController } from './fiscal-documents.http.controller';

/** The documents whose only input is the sale: Presupuesto, Nota de entrega, Factura. */
const saleDocument = (document: string, job: string) =>
  recordDocumentRoute({ base: 'orders', document, job, access: ['orders', 'read'] });

export const ORDER_DOCUMENT_ROUTES = [
  saleDocument('report', ORDER_DOCUMENTS.estimate),
  saleDocument('report-storer', ORDER_DOCUMENTS.deliveryNote),
  // report-invoice: FiscalDocumentsController (the fiscal Factura once issued, issue 33).
  FiscalDocumentsController,
];

/** The 80 mm ticket: its currency checked before the job (400 on another). */
@Controller('orders')
export class OrderDocumentsController {
  constructor(@Inject(DocumentJobs) private readonly documents: DocumentJobs) {}

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
