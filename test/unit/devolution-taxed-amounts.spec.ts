/**
 * The return form on a taxed sale (apps/admin/src/devolutions/create/taxedAmounts.ts, issue 33):
 * given the sale as GET /api/orders/{id} answers it, when units are typed, then each line's
 * amount is the server's (base after discount plus IVA, as the credit note), the earlier returns
 * counted, so the returns add up to the sale to the cent.
 */
import {
  emptyDraft,
  withOrder,
  withQuantity,
  draftErrors,
} from '../../apps/admin/src/devolutions/create/devolutionDraft';
import { isTaxedSale, withTaxedAmounts } from '../../apps/admin/src/devolutions/create/taxedAmounts';
import type { OrderDetail, OrderLine } from '../../apps/admin/src/orders/types';

const line = (id: number, quantity: number, price: number, iva: OrderLine['iva'], returned = 0) =>
  ({ id, code: `P-${id}`, name: `Producto ${id}`, quantity, price, iva, returned_quantity: returned }) as OrderLine;

const sale = (products: OrderLine[], taxes: OrderDetail['taxes'], discount = 0) =>
  ({
    id: 7,
    date: '2026-12-01',
    discount,
    products,
    taxes,
    exempt: '0.00',
    tax_total: (taxes ?? []).reduce((sum, tax) => sum + Number(tax.amount), 0).toFixed(2),
  }) as unknown as OrderDetail;

const returning = (order: OrderDetail, units: Record<number, string>) => {
  let draft = withOrder(emptyDraft(), order.id);
  for (const product of order.products)
    if (units[Number(product.id)] !== undefined) draft = withQuantity(draft, product, units[Number(product.id)]);
  return withTaxedAmounts(draft, order);
};

describe('the return form on a taxed sale', () => {
  // 3 x 3.33 at G: base 9.99, IVA 1.60, total 11.59.
  const three = (returned: number) =>
    sale([line(1, 3, 3.33, 'G', returned)], [{ code: 'G', rate: '16.00', base: '9.99', amount: '1.60' }]);

  it('is told from a sale under regime none by its lines’ IVA codes', () => {
    expect(isTaxedSale(three(0))).toBe(true);
    expect(isTaxedSale(sale([line(1, 3, 3.33, null)], []))).toBe(false);
  });

  it('gives the first unit back as base plus IVA, the second with the cent the first left', () => {
    expect(returning(three(0), { 1: '1' }).lines['1'].return_amount).toBe('3.86');
    expect(returning(three(1), { 1: '1' }).lines['1'].return_amount).toBe('3.87');
    expect(returning(three(2), { 1: '1' }).lines['1'].return_amount).toBe('3.86');
  });

  it('shares the discount and takes each rate, a line returning none at 0.00; no price x quantity cap', () => {
    // 2 x 10.00 at G and 1 x 5.00 at R, 5.00 off: bases 16.00 and 4.00.
    const order = sale(
      [line(1, 2, 10, 'G'), line(2, 1, 5, 'R')],
      [
        { code: 'G', rate: '16.00', base: '16.00', amount: '2.56' },
        { code: 'R', rate: '8.00', base: '4.00', amount: '0.32' },
      ],
      5,
    );
    const draft = returning(order, { 1: '1', 2: '0' });
    expect([draft.lines['1'].return_amount, draft.lines['2'].return_amount]).toEqual(['9.28', '0.00']);
    expect(draftErrors({ ...draft, refund_method: 'none' }, order.products, { taxed: true })).toEqual({});
  });
});
