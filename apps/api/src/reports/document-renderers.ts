/** Every document of one record the 'documents' queue renders, by name (the job's name). */
import { CLIENT_STATEMENT, renderClientStatement } from '../clients/client-statement/client-statement.renderer';
import { INVENTORY_EXPORT, renderInventoryExport } from '../inventories/export-inventory/inventory-export.renderer';
import { renderShoppingReport, SHOPPING_REPORT } from '../shoppings/shopping-report/shopping-report.renderer';
import type { DocumentRenderer } from './document-renderer';

export const DOCUMENT_RENDERERS: Record<string, DocumentRenderer> = {
  [SHOPPING_REPORT]: renderShoppingReport,
  [CLIENT_STATEMENT]: renderClientStatement,
  [INVENTORY_EXPORT]: renderInventoryExport,
};
