/** Every document of one record the 'documents' queue renders, by name (the job's name). */
import { ORDER_DOCUMENT_RENDERERS } from '../orders/order-documents/order-document-renderers';
import { CLIENT_STATEMENT, renderClientStatement } from '../clients/client-statement/client-statement.renderer';
import { INVENTORY_EXPORT, renderInventoryExport } from '../inventories/export-inventory/inventory-export.renderer';
import { renderShoppingReport, SHOPPING_REPORT } from '../shoppings/shopping-report/shopping-report.renderer';
import { renderWithholdingVoucher, WITHHOLDING_VOUCHER } from '../fiscal/withholding/withholding-voucher.renderer';
import { AUDIT_DIGEST, renderDigestFile } from '../audit/chain/digest-file.renderer';
import type { DocumentRenderer } from './document-renderer';
import { priceListDocument } from './price-list.document';
import { FISCAL_DOCUMENT_RENDERERS } from '../fiscal/invoices/fiscal-documents.renderer';

export const DOCUMENT_RENDERERS: Record<string, DocumentRenderer> = {
  'price-list': priceListDocument,
  ...ORDER_DOCUMENT_RENDERERS,
  [SHOPPING_REPORT]: renderShoppingReport,
  [CLIENT_STATEMENT]: renderClientStatement,
  [INVENTORY_EXPORT]: renderInventoryExport,
  [AUDIT_DIGEST]: renderDigestFile,
  ...FISCAL_DOCUMENT_RENDERERS,
  [WITHHOLDING_VOUCHER]: renderWithholdingVoucher,
};
