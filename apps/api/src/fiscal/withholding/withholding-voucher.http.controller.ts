/**
 * GET /api/shoppings/:id/withholding (issue 33): the purchase's IVA withholding voucher as a PDF;
 * 404 'La compra no tiene retención de IVA' when it withheld none (or does not exist).
 */
import { recordDocumentRoute } from '../../reports/record-document-route';
import { WITHHOLDING_VOUCHER } from './withholding-voucher.renderer';

export const WithholdingVoucherController = recordDocumentRoute({
  base: 'shoppings',
  document: 'withholding',
  job: WITHHOLDING_VOUCHER,
  access: ['shoppings', 'read'],
});
