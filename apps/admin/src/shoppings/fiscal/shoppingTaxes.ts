/**
 * Why this file exists: the purchase's detail shows the IVA the server answered (issue 33) in the
 * same rows as the form (fiscalRows): this reads the answer's fiscal fields as cents; null for a
 * purchase registered under regime none (no control number).
 */
import { toCents } from '../../money';
import type { Shopping } from '../types';
import type { PurchaseTaxes } from './purchaseTaxes';

const cents = (value: unknown) => toCents(value) ?? 0n;

export const shoppingTaxesOf = (shopping: Shopping): PurchaseTaxes | null => {
  if (!shopping.control_number) return null;
  const taxes = (shopping.taxes ?? []).map((tax) => ({
    code: tax.code,
    rate: tax.rate,
    base: cents(tax.base),
    amount: cents(tax.amount),
  }));
  const exempt = cents(shopping.exempt);
  const total = cents(shopping.total);
  const ivaWithheld = cents(shopping.iva_withheld);
  return {
    taxes,
    exempt,
    base: taxes.reduce((sum, tax) => sum + tax.base, exempt),
    taxTotal: cents(shopping.tax_total),
    total,
    ivaWithheld,
    withholdingRate: shopping.withholding_rate ?? null,
    payable: total - ivaWithheld,
  };
};
