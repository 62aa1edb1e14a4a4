/**
 * A sale's IVA under a fiscal regime (issue 33, RULES.md fiscal documents), in one place for the
 * sale's creation, a discount set or removed later and a devolution's amount: a line's price is its
 * taxable base, the discount lowers each line's base in proportion (documentTaxes), and a
 * devolution gives back the returned units' bases after discount plus their IVA at the sale's own
 * rates, in the proportion the credit note uses (creditNoteTaxes), so both agree to the cent.
 */
import { Decimal } from '../shared/decimal';
import { creditNoteTaxes } from '../fiscal/credit-note-taxes';
import { documentTaxes, DocumentTaxes, ivaOf, TaxedDocument } from '../fiscal/document-taxes';
import { ivaCodeOf, IvaCode, ivaRateOn } from '../fiscal/iva';
import type { OrderLine } from './order.events';
import { money } from './order-money';

/** The taxes of a sale's lines after a discount of `discount` dollars, on the sale's day. */
export function saleTaxes(lines: readonly OrderLine[], discount: Decimal.Value | null, day: string): TaxedDocument {
  return documentTaxes(
    lines.map((line) => ({
      id: line.id,
      iva: ivaCodeOf(line.iva),
      amount: money(new Decimal(line.price).times(line.quantity)),
    })),
    discount ?? 0,
    day,
  );
}

/** The fields an event carries of a sale's taxes. */
export const taxFields = (taxed: DocumentTaxes): DocumentTaxes => ({
  taxes: taxed.taxes,
  exempt: taxed.exempt,
  tax_total: taxed.tax_total,
});

/** What of a taxed sale a devolution's amount is computed on. */
export interface TaxedSale {
  lines: readonly OrderLine[];
  discount: { amount: string } | null;
  date: string;
  fiscal: DocumentTaxes | null;
}

/**
 * Each returned line's amount on a taxed sale (its units' base after discount plus their IVA) and
 * their sum, which is the credit note's total: the lines' IVA rounded apart may differ from the
 * IVA per rate by a cent, and that rest goes to the line of the largest amount.
 */
export function taxedReturnAmounts(
  sale: TaxedSale & { fiscal: DocumentTaxes },
  returned: readonly { line: OrderLine; quantity: number }[],
): { amounts: Record<string, string>; total: string } {
  const bases = saleTaxes(sale.lines, sale.discount?.amount ?? null, sale.date).bases;
  const entries = returned.map(({ line, quantity }) => ({
    line,
    quantity,
    iva: ivaCodeOf(line.iva),
    base: money(new Decimal(bases[line.id]).times(quantity).dividedBy(line.quantity)),
  }));
  const note = creditNoteTaxes(
    entries.map((entry) => ({
      iva: entry.iva,
      base: bases[entry.line.id],
      quantity: entry.line.quantity,
      returned: entry.quantity,
    })),
    { taxes: sale.fiscal.taxes, day: sale.date },
  );
  const rateOf = (code: IvaCode) =>
    sale.fiscal.taxes.find((tax) => tax.code === code)?.rate ?? ivaRateOn(code, sale.date);
  const amounts: Record<string, string> = {};
  for (const entry of entries)
    amounts[entry.line.id] = money(
      new Decimal(entry.base).plus(entry.iva === 'E' ? 0 : ivaOf(entry.base, rateOf(entry.iva))),
    );
  const given = Object.values(amounts).reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  if (entries.length > 0 && !given.eq(note.total)) {
    const largest = entries.reduce((best, entry) =>
      new Decimal(amounts[entry.line.id]).gt(amounts[best.line.id]) ? entry : best,
    );
    amounts[largest.line.id] = money(new Decimal(amounts[largest.line.id]).plus(new Decimal(note.total).minus(given)));
  }
  return { amounts, total: note.total };
}
