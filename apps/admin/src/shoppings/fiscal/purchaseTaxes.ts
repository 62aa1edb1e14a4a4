/**
 * Why this file exists: the purchase form shows its IVA before it is saved (issue 33, RULES.md
 * fiscal documents): each line's base after its share of the discount, per rate the base and IVA,
 * the exempt base, the total with IVA, and under regime special the IVA withheld (75 or 100 %) and
 * what is owed to the provider. The arithmetic is the server's own (`@bo/fiscal`: documentTaxes at
 * the rates of the purchase's day, ivaWithheldOf), in the form's integer cents.
 */
import {
  documentTaxes,
  ivaCodeOf,
  ivaWithheldOf,
  type FiscalRegime,
  type IvaCode,
  type WithholdingRate,
} from '@bo/fiscal';
import { centsText } from '../../money';

export type { FiscalRegime, IvaCode, WithholdingRate };

/** The code of a product as the products' API answers it (none yet: G, the new products' code). */
export const productIvaOf = (product: unknown): IvaCode => ivaCodeOf((product as { iva?: unknown } | null)?.iva);

export interface PurchaseTaxLine {
  code: IvaCode;
  /** '16.00' */
  rate: string;
  base: bigint;
  amount: bigint;
}

export interface PurchaseTaxes {
  taxes: PurchaseTaxLine[];
  exempt: bigint;
  /** The bases after the discount. */
  base: bigint;
  taxTotal: bigint;
  /** base + taxTotal. */
  total: bigint;
  /** 0 unless the account is a special taxpayer and there is IVA. */
  ivaWithheld: bigint;
  withholdingRate: WithholdingRate | null;
  /** What the provider is paid: total - ivaWithheld. */
  payable: bigint;
}

/** A money text of the server's arithmetic ('12.34', never more than 2 decimals) in cents. */
const cents = (text: string): bigint => BigInt(text.replace('.', ''));

/**
 * The lines (their code and amount before the discount, in cents), the discount in cents, the
 * terms, and the purchase's day ('YYYY-MM-DD': the IVA rates in force then).
 */
export function purchaseTaxesOf(
  lines: ReadonlyArray<{ iva: IvaCode; cents: bigint }>,
  discount: bigint,
  regime: FiscalRegime,
  withholdingRate: WithholdingRate,
  day: string,
): PurchaseTaxes {
  const taxed = documentTaxes(
    lines.map((line, index) => ({ id: String(index), iva: line.iva, amount: centsText(line.cents) })),
    centsText(discount),
    day,
  );
  const taxTotal = cents(taxed.tax_total);
  const withholds = regime === 'special' && taxTotal > 0n;
  const ivaWithheld = withholds ? cents(ivaWithheldOf(taxed.tax_total, withholdingRate)) : 0n;
  const total = cents(taxed.total);
  return {
    taxes: taxed.taxes.map((tax) => ({
      code: tax.code,
      rate: tax.rate,
      base: cents(tax.base),
      amount: cents(tax.amount),
    })),
    exempt: cents(taxed.exempt),
    base: cents(taxed.base),
    taxTotal,
    total,
    ivaWithheld,
    withholdingRate: withholds ? withholdingRate : null,
    payable: total - ivaWithheld,
  };
}
