/**
 * Issue 33: a taxed sale's rows on its printed documents (the 80 mm ticket): the base after the
 * discount, the IVA of each rate and the exempt base, each converted to the document's currency as
 * a figure of its own (docs/rules.md 'Printed amounts add up'), and the total they make: the
 * printed total before tax plus the printed IVA. Null under regime `none` (the document as before).
 */
import { Decimal, printedFigure, type PrintCurrency } from '@bo/domain';
import { html, type Html } from '../../reports/pdf/html';
import type { DocumentOrder } from './order-document.reader';
import { money } from './order-document-parts';

export function taxRows(
  order: DocumentOrder,
  currency: PrintCurrency,
): { rows: Html; total: (untaxed: string) => string } | null {
  const fiscal = order.fiscal;
  if (!fiscal) return null;
  const printed = fiscal.taxes.map((tax) => ({ ...tax, printed: printedFigure(tax.amount, currency) }));
  const base = fiscal.taxes.reduce((sum, tax) => sum.plus(tax.base), new Decimal(fiscal.exempt));
  const row = (label: string, figure: string) =>
    html`<tr>
      <td>${label}</td>
      <td class="n">${money(currency, figure)}</td>
    </tr>`;
  const rows = html`${row('Base imponible', printedFigure(base.toFixed(2), currency))}${printed.map((tax) =>
    row(`IVA ${new Decimal(tax.rate).toString().replace('.', ',')} %`, tax.printed),
  )}${new Decimal(fiscal.exempt).gt(0) ? row('Exento', printedFigure(fiscal.exempt, currency)) : ''}`;
  const total = (untaxed: string) =>
    printed
      .reduce((sum, tax) => sum.plus(tax.printed), new Decimal(untaxed))
      .toFixed(currency.code === 'cop' ? currency.places : 2);
  return { rows, total };
}
