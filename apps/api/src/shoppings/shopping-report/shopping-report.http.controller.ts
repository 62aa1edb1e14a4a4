/** GET /api/shoppings/:id/report: the purchase's PDF (its print link, new tab); 404 'La compra no existe', as its detail. */
import { recordDocumentRoute } from '../../reports/record-document-route';
import { SHOPPING_REPORT } from './shopping-report.renderer';

export const ShoppingReportController = recordDocumentRoute({
  base: 'shoppings',
  document: 'report',
  job: SHOPPING_REPORT,
  access: ['shoppings', 'read'],
});
