/** Every document of one record the 'documents' queue renders, by name (the job's name). */
import { ORDER_DOCUMENT_RENDERERS } from '../orders/order-documents/order-document-renderers';
import type { DocumentRenderer } from './document-renderer';
import { priceListDocument } from './price-list.document';

export const DOCUMENT_RENDERERS: Record<string, DocumentRenderer> = {
  'price-list': priceListDocument,
  ...ORDER_DOCUMENT_RENDERERS,
};
