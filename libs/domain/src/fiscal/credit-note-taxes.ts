/**
 * What a credit note gives back of an invoice's taxes (RULES.md, fiscal documents: the base and
 * IVA returned per rate, in proportion to the amounts returned): each returned line gives back its
 * base after discount in proportion to the units returned (half up), taxed at the invoice's own
 * rates, never at the rates of the day of the return.
 *
 * Successive credit notes of one invoice add up to it to the cent: each gives back what the units
 * credited so far (its own and the earlier notes') come to, less what the earlier notes gave back,
 * for each line's base and for each rate's IVA. Three notes of one unit each of a line of 3 units
 * whose base is 10.00 give back 3.33, 3.34 and 3.33 (not 3.33 three times).
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
  /** Units earlier credit notes of the invoice took back (0 when none). */
  returnedBefore?: number;
}

export function creditNoteTaxes(
  lines: readonly ReturnedLine[],
  invoice: { taxes: readonly TaxLine[]; day: string },
): DocumentTaxes & { base: string; total: string } {
  const rateOf = (code: TaxedIvaCode) =>
    invoice.taxes.find((tax) => tax.code === code)?.rate ?? ivaRateOn(code, invoice.day);
  /** The bases and taxes of the units credited by the earlier notes (`with` false) or up to this one. */
  const creditedSoFar = (withThisNote: boolean) => {
    const credited = lines.map((line) => ({
      iva: line.iva,
      base: shareOf(line, (line.returnedBefore ?? 0) + (withThisNote ? line.returned : 0)),
    }));
    return { bases: credited.map((line) => line.base), ...taxesOfBases(credited, invoice.day, rateOf) };
  };
  const before = creditedSoFar(false);
  const after = creditedSoFar(true);
  const returned = lines.map((line, index) => ({
    iva: line.iva,
    returned: line.returned,
    base: new Decimal(after.bases[index]).minus(before.bases[index]),
  }));
  const codes = new Set(returned.filter((line) => line.returned > 0).map((line) => line.iva));
  const taxes: TaxLine[] = after.taxes
    .filter((tax) => codes.has(tax.code))
    .map((tax) => {
      const earlier = before.taxes.find((other) => other.code === tax.code);
      return {
        ...tax,
        base: new Decimal(tax.base).minus(earlier?.base ?? 0).toFixed(2),
        amount: new Decimal(tax.amount).minus(earlier?.amount ?? 0).toFixed(2),
      };
    });
  const exempt = new Decimal(after.exempt).minus(before.exempt).toFixed(2);
  const tax_total = taxes.reduce((sum, tax) => sum.plus(tax.amount), new Decimal(0)).toFixed(2);
  const base = returned.reduce((sum, line) => sum.plus(line.base), new Decimal(0)).toFixed(2);
  return { taxes, exempt, tax_total, base, total: new Decimal(base).plus(tax_total).toFixed(2) };
}

/** A line's base for `units` of its units, half up (all of it for all of them). */
function shareOf(line: ReturnedLine, units: number): string {
  return new Decimal(line.base)
    .times(units)
    .dividedBy(line.quantity)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
