/**
 * A purchase under a fiscal regime (RULES.md, fiscal documents, Purchases): IVA per line by the
 * product's rate on the purchase's day, the discount in proportion (documentTaxes, as on sales);
 * under regime `special` the IVA withheld from the provider (75 or 100 % of the IVA) with its
 * voucher number. Under `none` nothing of this applies and the purchase keeps the spec's shape.
 */
import { Decimal } from '../shared/decimal';
import { documentTaxes } from '../fiscal/document-taxes';
import { FiscalRegime } from '../fiscal/fiscal.events';
import { IvaCode } from '../fiscal/iva';
import { ivaWithheldOf, WithholdingRate } from '../fiscal/withholding';
import { ShoppingLine, ShoppingRegistered } from './shopping.events';

/** The fiscal terms a new purchase is decided on, as the API reads them. */
export interface ShoppingFiscalInput {
  regime: FiscalRegime;
  /** The provider's invoice control number as typed; null when none was. */
  control_number: string | null;
  /** The provider's `iva_withholding` (75 by default). */
  withholding_rate: WithholdingRate;
  /** The voucher number the fiscal stream gives next for the purchase's month (regime special); null otherwise. */
  withholding_voucher: string | null;
}

type FiscalPart = Pick<
  ShoppingRegistered['data'],
  'control_number' | 'taxes' | 'exempt' | 'tax_total' | 'withholding_rate' | 'iva_withheld' | 'withholding_voucher'
>;

/** The lines, their IVA codes, and what the taxes add to the event, with the total including IVA. */
export function shoppingTaxes(
  lines: readonly ShoppingLine[],
  ivaOf: (line: ShoppingLine) => IvaCode,
  discount: Decimal.Value,
  day: string,
  fiscal: ShoppingFiscalInput & { control_number: string },
): { lines: ShoppingLine[]; total: string; fiscal: FiscalPart } {
  const taxed = lines.map((line) => ({ ...line, iva: ivaOf(line) }));
  const document = documentTaxes(
    taxed.map((line) => ({ id: line.id, iva: line.iva, amount: line.total })),
    discount,
    day,
  );
  // Withholding only when there is IVA to withhold: an exempt purchase takes no voucher.
  const withholds = fiscal.regime === 'special' && new Decimal(document.tax_total).gt(0);
  return {
    lines: taxed,
    total: document.total,
    fiscal: {
      control_number: fiscal.control_number,
      taxes: document.taxes,
      exempt: document.exempt,
      tax_total: document.tax_total,
      withholding_rate: withholds ? fiscal.withholding_rate : null,
      iva_withheld: withholds ? ivaWithheldOf(document.tax_total, fiscal.withholding_rate) : null,
      withholding_voucher: withholds ? fiscal.withholding_voucher : null,
    },
  };
}

/** Whether a purchase under these terms takes a voucher number (special, with any taxed line). */
export const takesWithholdingVoucher = (regime: FiscalRegime, codes: readonly IvaCode[]): boolean =>
  regime === 'special' && codes.some((code) => code !== 'E');
