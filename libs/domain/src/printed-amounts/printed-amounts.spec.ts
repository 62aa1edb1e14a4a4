/** The rule 'Printed amounts add up' (docs/rules.md), given a document's USD figures, when printed in a currency. */
import { printedDocument, printedFigure, printedPending, type PrintCurrency } from './printed-amounts';

const USD: PrintCurrency = { code: 'usd' };
const BS: PrintCurrency = { code: 'ves', rate: '36.50' };
const COP1: PrintCurrency = { code: 'cop', rate: '36.50', pesoRate: '110.5', places: 1 };
const COP2: PrintCurrency = { code: 'cop', rate: '36.50', pesoRate: '110.5', places: 2 };

/** Every printed line is quantity x printed unit, and the total the printed lines less the printed deductions. */
const expectAddsUp = (printed: ReturnType<typeof printedDocument>, places: number) => {
  const cents = (value: string) => Math.round(Number(value) * 10 ** places);
  for (const line of printed.lines) expect(cents(line.amount)).toBe(Number(line.quantity) * cents(line.unit));
  const sum = printed.lines.reduce((total, line) => total + cents(line.amount), 0);
  expect(cents(printed.subtotal)).toBe(sum);
  expect(cents(printed.total)).toBe(sum - cents(printed.discount) - cents(printed.returned));
};

describe('printed amounts', () => {
  describe('given a unit price whose Bs have a half cent ($10.01 at 36.50 = Bs 365,365)', () => {
    const sale = { lines: [{ quantity: 2, price: '10.01' }], discount: '0', returned: '0' };

    it('when printed in Bs, then the unit is rounded first and the line is 2 x that unit', () => {
      const printed = printedDocument(sale, BS);
      // Converting the total instead gives 730.73: two printed units of 365.37 would not add up.
      expect(printed.lines).toEqual([{ quantity: '2', unit: '365.37', amount: '730.74' }]);
      expect(printed.subtotal).toBe('730.74');
      expect(printed.total).toBe('730.74');
    });

    it('when printed in COP, then the unit is its printed Bs x the peso rate, rounded to the ticket’s decimal', () => {
      // 365.37 x 110.5 = 40373.385 -> 40373.4 (one decimal), 40373.39 (two).
      expect(printedDocument(sale, COP1).lines).toEqual([{ quantity: '2', unit: '40373.4', amount: '80746.8' }]);
      expect(printedDocument(sale, COP2).lines).toEqual([{ quantity: '2', unit: '40373.39', amount: '80746.78' }]);
    });

    it('when printed in USD, then the figures are the sale’s own', () => {
      expect(printedDocument(sale, USD)).toEqual({
        lines: [{ quantity: '2', unit: '10.01', amount: '20.02' }],
        subtotal: '20.02',
        discount: '0.00',
        returned: '0.00',
        total: '20.02',
      });
    });
  });

  describe('given several lines, a discount and a devolution', () => {
    const sale = {
      lines: [
        { quantity: 3, price: '19.99' },
        { quantity: 7, price: '0.33' },
        { quantity: 1, price: 125.5 },
      ],
      discount: '12.35',
      returned: '0.99',
    };

    it.each([
      ['USD', USD, 2],
      ['Bs', BS, 2],
      ['COP on a ticket', COP1, 1],
      ['COP on a letter', COP2, 2],
    ] as const)(
      'when printed in %s, then every line multiplies and the total adds up as printed',
      (_, currency, places) => expectAddsUp(printedDocument(sale, currency), places),
    );

    it('when printed in Bs, then the discount and the devolution are figures converted on their own', () => {
      const printed = printedDocument(sale, BS);
      expect(printed.discount).toBe(printedFigure('12.35', BS)); // 450.775 -> 450.78
      expect(printed.discount).toBe('450.78');
      expect(printed.returned).toBe('36.14'); // 36.135
    });
  });

  describe('given one figure', () => {
    it('when converted, then each step rounds half up: USD cents, Bs cents, COP decimals', () => {
      expect(printedFigure('19.96', BS)).toBe('728.54');
      expect(printedFigure('0.005', USD)).toBe('0.01');
      expect(printedFigure(-10.01, BS)).toBe('-365.37'); // a refund: half away from zero
      expect(printedFigure('10.01', { code: 'cop', rate: '36.5', pesoRate: '0.009350', places: 2 })).toBe('3.42');
      expect(printedFigure('', BS)).toBe('0.00');
    });
  });

  describe('given a sale partly paid', () => {
    it('when its pending is printed, then it is the printed total less the printed payment', () => {
      const total = printedDocument({ lines: [{ quantity: 2, price: '10.01' }] }, BS).total; // 730.74
      // Paid $10.00 (Bs 365.00): pending 730.74 - 365.00, not $10.02 x 36.50 = 365.73.
      expect(printedPending(total, '20.02', '10.02', BS)).toBe('365.74');
      expect(printedPending(total, '20.02', '20.02', BS)).toBe('730.74');
      expect(printedPending('20.02', '20.02', '10.02', USD)).toBe('10.02');
    });
  });
});
