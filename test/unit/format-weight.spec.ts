/** A product's weight as the es-VE screens show it (review finding 17): a decimal comma, never a thousands dot. */
import { formatWeight } from '../../apps/admin/src/format';

describe("a product's weight", () => {
  it("reads '2,054' for 2.054 kg, with up to 3 decimals and a thousands dot", () => {
    expect(formatWeight('2.054')).toBe('2,054');
    expect(formatWeight(2.5)).toBe('2,5');
    expect(formatWeight('1250')).toBe('1.250');
    expect(formatWeight('0.0004')).toBe('0');
  });

  it('is none when the product has no weight', () => {
    expect(formatWeight(null)).toBeNull();
    expect(formatWeight('')).toBeNull();
    expect(formatWeight('abc')).toBeNull();
  });
});
