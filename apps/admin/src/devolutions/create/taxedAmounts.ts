/**
 * Why this file exists: on a sale taxed under a fiscal regime (issue 33) the server does not take
 * the amounts typed on a return: each line gives back its units' base after the sale's discount
 * plus their IVA, as its credit note (docs/rules.md, fiscal documents). The form shows those
 * figures, from the server's own arithmetic (`@bo/fiscal` taxedReturnAmounts), for every line
 * returning units at once (the rounding rest goes to one of them, as on the server).
 */
import { taxedReturnAmounts } from '@bo/fiscal';
import type { OrderDetail } from '../../orders/types';
import { lineOf, wholeOf, type DevolutionDraft } from './devolutionDraft';

/** Whether the sale's returns are priced by its taxes (a sale recorded under a fiscal regime). */
export const isTaxedSale = (order: OrderDetail | null | undefined): order is OrderDetail =>
  !!order && order.products.some((line) => !!line.iva);

/** The draft with each line's amount as the server will compute it ('0.00' for a line returning none). */
export const withTaxedAmounts = (draft: DevolutionDraft, order: OrderDetail): DevolutionDraft => {
  const lines = order.products.map((line) => ({
    id: String(line.id),
    quantity: line.quantity,
    price: line.price,
    iva: line.iva,
  }));
  const returned = Object.fromEntries(order.products.map((line) => [String(line.id), line.returned_quantity ?? 0]));
  // The lines returning a whole number of units within what is left (the others are the form's errors).
  const returning = lines.flatMap((line) => {
    const units = wholeOf(lineOf(draft, line.id).return_quantity);
    return units !== null && units > 0 && units <= line.quantity - returned[line.id] ? [{ line, quantity: units }] : [];
  });
  const { amounts } = taxedReturnAmounts(
    {
      lines,
      discount: Number(order.discount) > 0 ? { amount: Number(order.discount).toFixed(2) } : null,
      date: order.date,
      fiscal: { taxes: order.taxes ?? [], exempt: order.exempt ?? '0.00', tax_total: order.tax_total ?? '0.00' },
      returned_lines: returned,
    },
    returning,
  );
  const next = { ...draft.lines };
  for (const [id, typed] of Object.entries(draft.lines)) next[id] = { ...typed, return_amount: amounts[id] ?? '0.00' };
  return { ...draft, lines: next };
};
