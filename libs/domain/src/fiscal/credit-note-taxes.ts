/**
 * What a credit note gives back of an invoice's taxes (RULES.md, fiscal documents: the base and
 * IVA returned per rate, in proportion to the amounts returned): each returned line gives back its
 * base after discount in proportion to the units returned (half up), taxed at the invoice's own
 * rates, never at the rates of the day of the return.
 */
import { Decimal } from '../shared/decimal';
import { DocumentTaxes, TaxLine, taxesOfBases } from './document-taxes';
import { IvaCode, ivaRateOn, TaxedIvaCode } from './iva';

export interface ReturnedLine {
  iva: IvaCode;
  /** The line's base after the sale's discount, for all its units. */
  base: Decimal.Value;
  quantity: number;
  /** Units this credit note takes back. */
  returned: number;
}

export function creditNoteTaxes(
  lines: readonly ReturnedLine[],
  invoice: { taxes: readonly TaxLine[]; day: string },
): DocumentTaxes & { base: string; total: string } {
  const returned = lines
    .filter((line) => line.returned > 0)
    .map((line) => ({
      iva: line.iva,
      base: new Decimal(line.base)
        .times(line.returned)
        .dividedBy(line.quantity)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
    }));
  const rateOf = (code: TaxedIvaCode) =>
    invoice.taxes.find((tax) => tax.code === code)?.rate ?? ivaRateOn(code, invoice.day);
  const taxes = taxesOfBases(returned, invoice.day, rateOf);
  const base = returned.reduce((sum, line) => sum.plus(line.base), new Decimal(0)).toFixed(2);
  return { ...taxes, base, total: new Decimal(base).plus(taxes.tax_total).toFixed(2) };
}
