/**
 * A sale's IVA under a fiscal regime (issue 33, RULES.md fiscal documents) as the order decider
 * uses it: the sale's creation, a discount set or removed later (saleTaxes) and a devolution's
 * amount (taxedReturnAmounts). The arithmetic is the fiscal folder's (fiscal/return-amounts.ts),
 * which the admin's forms run too.
 */
import { DocumentTaxes } from '../fiscal/document-taxes';

export { soldLinesTaxes as saleTaxes, taxedReturnAmounts, type TaxedSale } from '../fiscal/return-amounts';

/** The fields an event carries of a sale's taxes. */
export const taxFields = (taxed: DocumentTaxes): DocumentTaxes => ({
  taxes: taxed.taxes,
  exempt: taxed.exempt,
  tax_total: taxed.tax_total,
});
