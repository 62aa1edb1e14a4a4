/**
 * The purchase form's IVA preview (apps/admin/src/shoppings/fiscal/purchaseTaxes.ts, issue 33)
 * gives what the server decides (libs/domain documentTaxes and ivaWithheldOf): the proportional
 * discount with its rest on the largest line, IVA per rate half up, exempt lines, the withholding.
 */
import { documentTaxes, ivaWithheldOf } from '@bo/domain';
import { purchaseTaxesOf, type IvaCode } from '../../apps/admin/src/shoppings/fiscal/purchaseTaxes';
import { centsText } from '../../apps/admin/src/money';

const CASES: Array<{ lines: Array<[IvaCode, string]>; discount: string }> = [
  { lines: [['G', '100.00']], discount: '0.00' },
  {
    lines: [
      ['G', '60.00'],
      ['E', '80.00'],
    ],
    discount: '14.00',
  },
  {
    lines: [
      ['G', '33.33'],
      ['R', '33.33'],
      ['A', '33.34'],
      ['E', '0.01'],
    ],
    discount: '10.01',
  },
  {
    lines: [
      ['G', '0.05'],
      ['R', '0.07'],
    ],
    discount: '0.03',
  },
  {
    lines: [
      ['A', '19.99'],
      ['G', '19.99'],
    ],
    discount: '39.98',
  },
];

describe("the purchase form's IVA preview", () => {
  it.each(CASES)('matches the server on %j', ({ lines, discount }) => {
    const server = documentTaxes(
      lines.map(([iva, amount], index) => ({ id: String(index + 1), iva, amount })),
      discount,
      '2026-02-10',
    );
    const cents = (text: string) => BigInt(text.replace('.', ''));
    const shown = purchaseTaxesOf(
      lines.map(([iva, amount]) => ({ iva, cents: cents(amount) })),
      cents(discount),
      'special',
      75,
      '2026-02-10',
    );
    expect({
      taxes: shown.taxes.map((tax) => ({ ...tax, base: centsText(tax.base), amount: centsText(tax.amount) })),
      exempt: centsText(shown.exempt),
      tax_total: centsText(shown.taxTotal),
      total: centsText(shown.total),
      withheld: centsText(shown.ivaWithheld),
    }).toEqual({
      taxes: server.taxes,
      exempt: server.exempt,
      tax_total: server.tax_total,
      total: server.total,
      withheld: ivaWithheldOf(server.tax_total, 75),
    });
  });

  it('withholds nothing outside regime special, and 100 % for a provider marked so', () => {
    const lines = [{ iva: 'G' as const, cents: 10_000n }];
    expect(purchaseTaxesOf(lines, 0n, 'ordinary', 75, '2026-02-10')).toMatchObject({
      ivaWithheld: 0n,
      payable: 11_600n,
    });
    expect(purchaseTaxesOf(lines, 0n, 'special', 100, '2026-02-10')).toMatchObject({
      ivaWithheld: 1_600n,
      payable: 10_000n,
    });
  });
});
