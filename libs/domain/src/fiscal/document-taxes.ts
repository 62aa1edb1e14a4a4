/**
 * The IVA of a sale or a purchase (RULES.md, fiscal documents): a line's price is its taxable
 * base; a discount lowers each line's base in proportion to its share of the subtotal (cents
 * rounded half up, the rounding rest on the largest line); per rate, base and IVA = base x rate,
 * 2 decimals, half up; total = the bases after discount + the IVA. Pure arithmetic on exact
 * decimals, shared by the deciders, the documents and the books.
 */
import { z } from 'zod';
import { Decimal } from '../shared/decimal';
import { IvaCode, ivaRateOn, TAXED_IVA_CODES, TaxedIvaCode } from './iva';

const money = (value: Decimal.Value): string => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** A line as taxed: its code and its amount before the discount (price x quantity). */
export interface TaxableLine {
  id: string;
  iva: IvaCode;
  amount: Decimal.Value;
}

const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);
/** One rate's part of a document, as the API answers it: `{code, rate, base, amount}`. */
export const taxLineSchema = z.object({
  code: z.enum(['G', 'R', 'A']),
  /** The rate in percent on the document's day ('16.00'). */
  rate: z.string().regex(/^\d+\.\d{2}$/),
  base: moneyText,
  amount: moneyText,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** What a document's taxes come to. */
export const documentTaxesSchema = z.object({
  /** One row per taxed rate the document has a line of, in the order G, R, A. */
  taxes: z.array(taxLineSchema),
  /** The exempt (E) base after the discount. */
  exempt: moneyText,
  /** The IVA of every rate. */
  tax_total: moneyText,
});
export type DocumentTaxes = z.infer<typeof documentTaxesSchema>;

export interface TaxedDocument extends DocumentTaxes {
  /** Each line's base after its share of the discount, by line id. */
  bases: Record<string, string>;
  /** The bases after the discount, taxed and exempt (= subtotal - discount). */
  base: string;
  /** base + tax_total. */
  total: string;
}

/**
 * Each line's share of a discount, in proportion to its amount, rounded half up to the cent; the
 * rest of the rounding goes to the largest line (the first of equals), so the shares add up to
 * the discount exactly.
 */
export function discountShares(lines: readonly TaxableLine[], discount: Decimal.Value): Record<string, string> {
  const subtotal = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const off = new Decimal(discount);
  const shares: Record<string, string> = {};
  if (lines.length === 0) return shares;
  if (subtotal.isZero() || off.isZero()) {
    lines.forEach((line) => (shares[line.id] = '0.00'));
    return shares;
  }
  let given = new Decimal(0);
  for (const line of lines) {
    const share = money(off.times(line.amount).dividedBy(subtotal));
    shares[line.id] = share;
    given = given.plus(share);
  }
  const largest = lines.reduce((best, line) => (new Decimal(line.amount).gt(best.amount) ? line : best), lines[0]);
  shares[largest.id] = money(new Decimal(shares[largest.id]).plus(off.minus(given)));
  return shares;
}

/** A rate's IVA on a base: base x rate %, half up to the cent. */
export const ivaOf = (base: Decimal.Value, rate: Decimal.Value): string =>
  money(new Decimal(base).times(rate).dividedBy(100));

/** Sums bases by code and taxes each taxed code at its rate on `day`. */
export function taxesOfBases(
  lines: readonly { iva: IvaCode; base: Decimal.Value }[],
  day: string,
  rateOf: (code: TaxedIvaCode) => string = (code) => ivaRateOn(code, day),
): DocumentTaxes {
  const sum = (code: IvaCode) =>
    lines.filter((line) => line.iva === code).reduce((total, line) => total.plus(line.base), new Decimal(0));
  const taxes: TaxLine[] = TAXED_IVA_CODES.filter((code) => lines.some((line) => line.iva === code)).map((code) => {
    const base = money(sum(code));
    const rate = rateOf(code);
    return { code, rate, base, amount: ivaOf(base, rate) };
  });
  const tax_total = money(taxes.reduce((total, tax) => total.plus(tax.amount), new Decimal(0)));
  return { taxes, exempt: money(sum('E')), tax_total };
}

/** A document's taxes: its lines' amounts before the discount, the discount in dollars, its day. */
export function documentTaxes(lines: readonly TaxableLine[], discount: Decimal.Value, day: string): TaxedDocument {
  const shares = discountShares(lines, discount);
  const bases: Record<string, string> = {};
  for (const line of lines) bases[line.id] = money(new Decimal(line.amount).minus(shares[line.id]));
  const taxed = taxesOfBases(
    lines.map((line) => ({ iva: line.iva, base: bases[line.id] })),
    day,
  );
  const base = money(Object.values(bases).reduce((total, value) => total.plus(value), new Decimal(0)));
  return { ...taxed, bases, base, total: money(new Decimal(base).plus(taxed.tax_total)) };
}

/** No tax at all: what a document answers under regime `none`. */
export const NO_TAXES: DocumentTaxes = { taxes: [], exempt: '0.00', tax_total: '0.00' };
