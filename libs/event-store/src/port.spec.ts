/** Positions in $all compare as pairs of unsigned integers, whatever their number of digits. */
import { comparePositions, Position } from './port';

const at = (commit: string, position: string): Position => ({ commit, position });

/** The rule itself, with BigInt: the commit first, then the position. */
function expected(a: Position, b: Position): number {
  const [ac, bc, ap, bp] = [a.commit, b.commit, a.position, b.position].map(BigInt);
  if (ac !== bc) return ac < bc ? -1 : 1;
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

describe('comparePositions', () => {
  it('orders by the commit, then by the position, as numbers (9 before 10, 99 before 100)', () => {
    expect(comparePositions(at('9', '5'), at('10', '1'))).toBe(-1);
    expect(comparePositions(at('10', '1'), at('9', '5'))).toBe(1);
    expect(comparePositions(at('7', '99'), at('7', '100'))).toBe(-1);
    expect(comparePositions(at('7', '100'), at('7', '100'))).toBe(0);
    expect(comparePositions(at('0', '0'), at('0', '1'))).toBe(-1);
    expect(comparePositions(at('18446744073709551615', '1'), at('18446744073709551614', '2'))).toBe(1);
  });

  it('agrees with BigInt on many pairs of every length', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    // A digit, or a number of up to 10 digits raised to the power 1, 2 or 3: 1 to 28 digits.
    const number = () => String(BigInt(next() % 3 === 0 ? next() % 10 : next()) ** BigInt(1 + (next() % 3)));
    for (let i = 0; i < 5000; i++) {
      const a = at(number(), number());
      const b = next() % 4 === 0 ? at(a.commit, number()) : at(number(), number());
      expect([a, b, comparePositions(a, b)]).toEqual([a, b, expected(a, b)]);
    }
  });

  it('still compares numbers written with leading zeros, and refuses what is not a number', () => {
    expect(comparePositions(at('010', '1'), at('9', '1'))).toBe(1);
    expect(comparePositions(at('5', '007'), at('5', '7'))).toBe(0);
    expect(() => comparePositions(at('abc', '1'), at('9', '1'))).toThrow(SyntaxError);
  });
});
