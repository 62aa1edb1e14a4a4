/**
 * Given/when/then specs of a credit note's taxes (RULES.md, fiscal documents): the base and IVA
 * returned per rate in proportion to the units returned, at the invoice's own rates.
 */
import { creditNoteTaxes } from './credit-note-taxes';

const INVOICE = {
  day: '2026-12-01',
  taxes: [
    { code: 'G' as const, rate: '16.00', base: '90.00', amount: '14.40' },
    { code: 'R' as const, rate: '8.00', base: '30.00', amount: '2.40' },
  ],
};

describe('the taxes a credit note gives back', () => {
  it('given one of three units of a general line returned, then a third of its base and its IVA', () => {
    const note = creditNoteTaxes([{ iva: 'G', base: '90.00', quantity: 3, returned: 1 }], INVOICE);
    expect(note.taxes).toEqual([{ code: 'G', rate: '16.00', base: '30.00', amount: '4.80' }]);
    expect(note).toMatchObject({ exempt: '0.00', tax_total: '4.80', base: '30.00', total: '34.80' });
  });
  it('given lines of two rates and an exempt one, then each rate and the exempt base in proportion', () => {
    const note = creditNoteTaxes(
      [
        { iva: 'G', base: '90.00', quantity: 3, returned: 3 },
        { iva: 'R', base: '30.00', quantity: 7, returned: 2 },
        { iva: 'E', base: '10.00', quantity: 4, returned: 1 },
        { iva: 'G', base: '5.00', quantity: 1, returned: 0 },
      ],
      INVOICE,
    );
    // 30.00 x 2 / 7 = 8.5714 -> 8.57; its IVA 8.57 x 8 % = 0.6856 -> 0.69.
    expect(note.taxes).toEqual([
      { code: 'G', rate: '16.00', base: '90.00', amount: '14.40' },
      { code: 'R', rate: '8.00', base: '8.57', amount: '0.69' },
    ]);
    expect(note).toMatchObject({ exempt: '2.50', tax_total: '15.09', base: '101.07', total: '116.16' });
  });
  it("taxes at the invoice's rates, not at the rates of the day of the return", () => {
    const note = creditNoteTaxes([{ iva: 'G', base: '100.00', quantity: 1, returned: 1 }], {
      day: '2026-12-01',
      taxes: [{ code: 'G', rate: '12.00', base: '100.00', amount: '12.00' }],
    });
    expect(note.taxes[0]).toEqual({ code: 'G', rate: '12.00', base: '100.00', amount: '12.00' });
  });
  it('given three notes of one unit each of a line of 3 units (base 10.00), then 3.33, 3.34 and 3.33: the invoice to the cent', () => {
    const invoice = {
      day: '2026-12-01',
      taxes: [{ code: 'G' as const, rate: '16.00', base: '10.00', amount: '1.60' }],
    };
    const notes = [0, 1, 2].map((before) =>
      creditNoteTaxes([{ iva: 'G', base: '10.00', quantity: 3, returned: 1, returnedBefore: before }], invoice),
    );
    expect(notes.map((note) => [note.base, note.tax_total, note.total])).toEqual([
      ['3.33', '0.53', '3.86'],
      ['3.34', '0.54', '3.88'],
      ['3.33', '0.53', '3.86'],
    ]);
    // Together: the invoice's base 10.00, IVA 1.60 and total 11.60.
    const sum = (pick: (note: (typeof notes)[number]) => string) =>
      notes.reduce((total, note) => total + Math.round(Number(pick(note)) * 100), 0) / 100;
    expect([sum((note) => note.base), sum((note) => note.tax_total), sum((note) => note.total)]).toEqual([
      10, 1.6, 11.6,
    ]);
  });
  it('given a line credited before and another returned now, then only the one returned now, its rate alone', () => {
    const note = creditNoteTaxes(
      [
        { iva: 'R', base: '30.00', quantity: 7, returned: 0, returnedBefore: 2 },
        { iva: 'G', base: '90.00', quantity: 3, returned: 1 },
      ],
      INVOICE,
    );
    expect(note.taxes).toEqual([{ code: 'G', rate: '16.00', base: '30.00', amount: '4.80' }]);
    expect(note).toMatchObject({ exempt: '0.00', base: '30.00', total: '34.80' });
  });
});
