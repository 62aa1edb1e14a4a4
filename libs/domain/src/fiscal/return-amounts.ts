/**
 * What a devolution of a taxed sale gives back (issue 33, RULES.md fiscal documents), apart from
 * the order decider so the admin's return form (`@bo/fiscal`) shows the server's own figures: a
 * sale's lines taxed after its discount (a line's price is its taxable base), and each returned
 * line's amount, the units' bases after discount plus their IVA at the sale's own rates, in the
 * proportion the credit note uses (creditNoteTaxes), so both agree to the cent.
 */
import { Decimal } from '../shared/decimal';
import { creditNoteTaxes } from './credit-note-taxes';
import { documentTaxes, DocumentTaxes, ivaOf, TaxedDocument } from './document-taxes';
import { ivaCodeOf, IvaCode, ivaRateOn } from './iva';

const money = (value: Decimal.Value): string => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** A sale's line as its taxes need it (the order's lines, the admin's order detail). */
export interface SoldLine {
  id: string;
  quantity: number;
  price: Decimal.Value;
  /** Its IVA code (G when absent). */
  iva?: unknown;
}

/** The taxes of a sale's lines after a discount of `discount` dollars, on the sale's day. */
export function soldLinesTaxes(lines: readonly SoldLine[], discount: Decimal.Value | null, day: string): TaxedDocument {
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

/** What of a taxed sale a devolution's amount is computed on. */
export interface TaxedSale {
  lines: readonly SoldLine[];
  discount: { amount: string } | null;
  date: string;
  fiscal: DocumentTaxes | null;
}

/**
 * Each returned line's amount on a taxed sale (its units' base after discount plus their IVA) and
 * their sum, which is the credit note's total: like the credit note, each line gives what the
 * units returned so far come to less what the earlier returns gave (so returns add up to the
 * sale), and the lines' IVA rounded apart may differ from the IVA per rate by a cent: that rest
 * goes to the line of the largest amount.
 */
export function taxedReturnAmounts(
  sale: TaxedSale & { fiscal: DocumentTaxes; returned_lines?: Readonly<Record<string, number>> },
  returned: readonly { line: SoldLine; quantity: number }[],
): { amounts: Record<string, string>; total: string } {
  const bases = soldLinesTaxes(sale.lines, sale.discount?.amount ?? null, sale.date).bases;
  const rateOf = (code: IvaCode) =>
    sale.fiscal.taxes.find((tax) => tax.code === code)?.rate ?? ivaRateOn(code, sale.date);
  const entries = returned.map(({ line, quantity }) => ({
    line,
    quantity,
    before: sale.returned_lines?.[line.id] ?? 0,
    iva: ivaCodeOf(line.iva),
  }));
  /** The line's base and IVA for `units` of its units, half up. */
  const share = (entry: (typeof entries)[number], units: number) => {
    const base = money(new Decimal(bases[entry.line.id]).times(units).dividedBy(entry.line.quantity));
    return new Decimal(base).plus(entry.iva === 'E' ? 0 : ivaOf(base, rateOf(entry.iva)));
  };
  const note = creditNoteTaxes(
    entries.map((entry) => ({
      iva: entry.iva,
      base: bases[entry.line.id],
      quantity: entry.line.quantity,
      returned: entry.quantity,
      returnedBefore: entry.before,
    })),
    { taxes: sale.fiscal.taxes, day: sale.date },
  );
  const amounts: Record<string, string> = {};
  for (const entry of entries)
    amounts[entry.line.id] = money(share(entry, entry.before + entry.quantity).minus(share(entry, entry.before)));
  const given = Object.values(amounts).reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  if (entries.length > 0 && !given.eq(note.total)) {
    const largest = entries.reduce((best, entry) =>
      new Decimal(amounts[entry.line.id]).gt(amounts[best.line.id]) ? entry : best,
    );
    amounts[largest.line.id] = money(new Decimal(amounts[largest.line.id]).plus(new Decimal(note.total).minus(given)));
  }
  return { amounts, total: note.total };
}
