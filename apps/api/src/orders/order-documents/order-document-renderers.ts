/**
 * The sale's documents as the 'documents' queue renders them (registered in
 * reports/document-renderers.ts): each reads the order, refuses what does not apply (an unknown
 * sale, a Factura without invoice number, a COP ticket without peso rate) and prints its page.
 */
import type { DocumentContext, DocumentRefusal, DocumentRenderer } from '../../reports/document-renderer';
import { notFound, PDF, refused } from '../../reports/document-renderer';
import type { Paper } from '../../reports/pdf/pdf-browser';
import { DocumentOrder, documentOrder } from './order-document.reader';
import { hasPesoRate, OrderDocumentMessages as M } from './order-document-parts';
import { deliveryNoteDocument, estimateDocument, invoiceDocument } from './order-letter-documents';
import { isTicketCurrency, ticketDocument } from './order-ticket';

/** The job names the routes ask for. */
export const ORDER_DOCUMENTS = {
  estimate: 'order-estimate',
  deliveryNote: 'order-delivery-note',
  invoice: 'order-invoice',
  ticket: 'order-ticket',
} as const;

type Printed = { fileName: string; page: string; paper?: Paper } | { refusal: DocumentRefusal };

/** A renderer that reads the order (404 when unknown) and prints what `print` makes of it. */
const orderDocument =
  (print: (context: DocumentContext, order: DocumentOrder) => Promise<Printed>): DocumentRenderer =>
  async (context) => {
    const order = await documentOrder(context.pool, String(context.params.id ?? ''));
    if (!order) return notFound(M.notFound);
    const printed = await print(context, order);
    if ('refusal' in printed) return printed.refusal;
    const bytes = await context.pdf.render(printed.page, { paper: printed.paper ?? 'letter' });
    return { fileName: printed.fileName, contentType: PDF, bytes };
  };

export const ORDER_DOCUMENT_RENDERERS: Record<string, DocumentRenderer> = {
  [ORDER_DOCUMENTS.estimate]: orderDocument(async (context, order) => ({
    fileName: `presupuesto-${order.number_order}.pdf`,
    page: await estimateDocument(context, order),
  })),
  [ORDER_DOCUMENTS.deliveryNote]: orderDocument(async (context, order) => ({
    fileName: `nota-de-entrega-${order.number_order}.pdf`,
    page: await deliveryNoteDocument(context, order),
  })),
  [ORDER_DOCUMENTS.invoice]: orderDocument(async (context, order) =>
    order.invoice_number
      ? { fileName: `factura-${order.number_order}.pdf`, page: await invoiceDocument(context, order) }
      : { refusal: refused(M.noInvoice) },
  ),
  [ORDER_DOCUMENTS.ticket]: orderDocument(async (context, order) => {
    const currency = String(context.params.currency ?? '');
    if (!isTicketCurrency(currency)) return { refusal: notFound(M.unknownCurrency) };
    if (currency === 'cop' && !hasPesoRate(order)) return { refusal: refused(M.noPesoRate) };
    return {
      fileName: `ticket-${order.number_order}-${currency}.pdf`,
      page: await ticketDocument(context, order, currency),
      paper: 'ticket',
    };
  }),
};
