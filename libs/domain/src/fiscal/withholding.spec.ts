/** Given/when/then specs of the IVA withheld by a special taxpayer and its voucher's number (RULES.md). */
import { ivaWithheldOf, withholdingVoucher } from './withholding';

describe('withholding IVA from a provider', () => {
  it('given a provider at 75 %, then three quarters of the IVA, half up', () => {
    expect(ivaWithheldOf('16.00', 75)).toBe('12.00');
    // 0.33 x 75 % = 0.2475 -> 0.25; 1.30 x 75 % = 0.975 -> 0.98.
    expect(ivaWithheldOf('0.33', 75)).toBe('0.25');
    expect(ivaWithheldOf('1.30', 75)).toBe('0.98');
  });
  it('given a provider at 100 %, then all of the IVA', () => expect(ivaWithheldOf('16.01', 100)).toBe('16.01'));
  it('numbers the vouchers with the year, the month and an 8-digit sequence', () => {
    expect(withholdingVoucher('2026-12', 1)).toBe('20261200000001');
    expect(withholdingVoucher('2027-01', 12345678)).toBe('20270112345678');
    expect(() => withholdingVoucher('2026-12', 0)).toThrow();
    expect(() => withholdingVoucher('2026-12', 100_000_000)).toThrow();
  });
});
