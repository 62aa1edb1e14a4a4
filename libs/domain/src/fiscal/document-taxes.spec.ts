/**
 * Given/when/then specs of a document's IVA (RULES.md, fiscal documents): rates, the discount in
 * proportion with the rounding rest on the largest line, exempt only, mixed rates, a discount of the
 * whole subtotal, and the rate of the document's own day.
 */
import { discountShares, documentTaxes, ivaOf } from './document-taxes';
import { IVA_RATE_TABLE, ivaRateOn } from './iva';

const DAY = '2026-12-01';

describe('the IVA of a document', () => {
  it('given one general line, when taxed, then 16 % of its base is added to the total', () => {
    const taxed = documentTaxes([{ id: '1', iva: 'G', amount: '100.00' }], '0', DAY);
    expect(taxed.taxes).toEqual([{ code: 'G', rate: '16.00', base: '100.00', amount: '16.00' }]);
    expect(taxed).toMatchObject({ exempt: '0.00', tax_total: '16.00', base: '100.00', total: '116.00' });
  });

  it('given lines of every rate, then one row per taxed rate in the order G, R, A and the exempt base apart', () => {
    const taxed = documentTaxes(
      [
        { id: '1', iva: 'A', amount: '10.00' },
        { id: '2', iva: 'E', amount: '5.00' },
        { id: '3', iva: 'R', amount: '20.00' },
        { id: '4', iva: 'G', amount: '30.00' },
        { id: '5', iva: 'G', amount: '2.50' },
      ],
      '0.00',
      DAY,
    );
    expect(taxed.taxes).toEqual([
      { code: 'G', rate: '16.00', base: '32.50', amount: '5.20' },
      { code: 'R', rate: '8.00', base: '20.00', amount: '1.60' },
      { code: 'A', rate: '31.00', base: '10.00', amount: '3.10' },
    ]);
    expect(taxed).toMatchObject({ exempt: '5.00', tax_total: '9.90', base: '67.50', total: '77.40' });
  });

  it('given only exempt lines, then no tax row, the whole base exempt and the total the base', () => {
    const taxed = documentTaxes(
      [
        { id: '1', iva: 'E', amount: '12.00' },
        { id: '2', iva: 'E', amount: '3.45' },
      ],
      '0',
      DAY,
    );
    expect(taxed).toMatchObject({ taxes: [], exempt: '15.45', tax_total: '0.00', total: '15.45' });
  });

  it('rounds the IVA half up to the cent', () => {
    // 0.03 x 16 % = 0.0048 -> 0.00; 0.04 x 16 % = 0.0064 -> 0.01; 0.25 x 8 % = 0.02 exactly.
    expect(ivaOf('0.03', '16.00')).toBe('0.00');
    expect(ivaOf('0.04', '16.00')).toBe('0.01');
    expect(ivaOf('0.25', '8.00')).toBe('0.02');
    // Half a cent goes up, not to the even cent: 0.5625 x 8 % = 0.045 -> 0.05; 0.3125 x 16 % = 0.05.
    expect(ivaOf('0.5625', '8.00')).toBe('0.05');
    // 1.5625 x 8 % = 0.125 -> 0.13 (to even would give 0.12).
    expect(ivaOf('1.5625', '8.00')).toBe('0.13');
  });

  describe('a discount lowers each line in proportion to its share of the subtotal', () => {
    it('given 10 % off two lines, then each base loses 10 % and IVA is on the lowered bases', () => {
      const taxed = documentTaxes(
        [
          { id: '1', iva: 'G', amount: '60.00' },
          { id: '2', iva: 'R', amount: '40.00' },
        ],
        '10.00',
        DAY,
      );
      expect(taxed.bases).toEqual({ '1': '54.00', '2': '36.00' });
      expect(taxed.taxes).toEqual([
        { code: 'G', rate: '16.00', base: '54.00', amount: '8.64' },
        { code: 'R', rate: '8.00', base: '36.00', amount: '2.88' },
      ]);
      expect(taxed).toMatchObject({ base: '90.00', tax_total: '11.52', total: '101.52' });
    });

    it('given a discount that does not split evenly, then the rounding rest goes to the largest line', () => {
      // $1.00 off three lines of $1.00, $1.00 and $1.01: shares 0.33, 0.33, 0.34 (0.3344 rounds to 0.33, rest +0.01).
      expect(
        discountShares(
          [
            { id: '1', iva: 'G', amount: '1.00' },
            { id: '2', iva: 'G', amount: '1.00' },
            { id: '3', iva: 'G', amount: '1.01' },
          ],
          '1.00',
        ),
      ).toEqual({ '1': '0.33', '2': '0.33', '3': '0.34' });
    });

    it('given shares that round up past the discount, then the largest line gives the cent back', () => {
      // $0.02 off three equal lines: 0.0067 each rounds to 0.01 (0.03 in all): the first largest takes -0.01.
      const shares = discountShares(
        [
          { id: '1', iva: 'G', amount: '5.00' },
          { id: '2', iva: 'E', amount: '5.00' },
          { id: '3', iva: 'R', amount: '5.00' },
        ],
        '0.02',
      );
      expect(shares).toEqual({ '1': '0.00', '2': '0.01', '3': '0.01' });
    });

    it('given the shares, then the bases after discount add up to the subtotal minus the discount exactly', () => {
      const lines = [
        { id: '1', iva: 'G' as const, amount: '33.33' },
        { id: '2', iva: 'A' as const, amount: '66.67' },
        { id: '3', iva: 'E' as const, amount: '0.01' },
      ];
      const taxed = documentTaxes(lines, '7.77', DAY);
      expect(taxed.base).toBe('92.24');
      expect(taxed.exempt).toBe('0.01');
    });

    it('given a discount of the whole subtotal, then every base, the IVA and the total are zero', () => {
      const taxed = documentTaxes(
        [
          { id: '1', iva: 'G', amount: '25.00' },
          { id: '2', iva: 'E', amount: '5.00' },
        ],
        '30.00',
        DAY,
      );
      expect(taxed.bases).toEqual({ '1': '0.00', '2': '0.00' });
      expect(taxed.taxes).toEqual([{ code: 'G', rate: '16.00', base: '0.00', amount: '0.00' }]);
      expect(taxed).toMatchObject({ exempt: '0.00', tax_total: '0.00', total: '0.00' });
    });
  });

  it('takes the rate of the document day from the table, so a later rate never rewrites it', () => {
    expect(ivaRateOn('G', DAY)).toBe('16.00');
    expect(ivaRateOn('R', DAY)).toBe('8.00');
    expect(ivaRateOn('A', DAY)).toBe('31.00');
    expect(ivaRateOn('E', DAY)).toBe('0.00');
    const table = IVA_RATE_TABLE as { code: string; rate: string; from: string }[];
    table.push({ code: 'G', rate: '15.00', from: '2027-01-01' });
    try {
      expect(ivaRateOn('G', '2026-12-31')).toBe('16.00');
      expect(ivaRateOn('G', '2027-01-01')).toBe('15.00');
      expect(documentTaxes([{ id: '1', iva: 'G', amount: '100.00' }], '0', DAY).tax_total).toBe('16.00');
    } finally {
      table.pop();
    }
  });
});
