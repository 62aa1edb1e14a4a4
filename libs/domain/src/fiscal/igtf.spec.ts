/** Given/when/then specs of the IGTF (RULES.md, fiscal documents): agent on/off, foreign/bolivar methods, refunds. */
import { igtfLabel, igtfOf, igtfRefundOf } from './igtf';

const AGENT = { agent: true, rate: '3.00' };

describe('the IGTF of a payment', () => {
  it('given an agent, when paid $100.00 by a method in foreign currency, then $3.00 on top', () =>
    expect(igtfOf('100.00', true, AGENT)).toBe('3.00'));
  it('given an agent, when paid by a bolivar method, then none', () =>
    expect(igtfOf('100.00', false, AGENT)).toBe('0.00'));
  it('given an account that is no agent, then none on any method', () => {
    expect(igtfOf('100.00', true, { agent: false, rate: '3.00' })).toBe('0.00');
    expect(igtfOf('100.00', true, null)).toBe('0.00');
  });
  it('rounds half up to the cent at the account rate', () => {
    // 12.50 x 3 % = 0.375 -> 0.38; 0.16 x 3 % = 0.0048 -> 0.00; 33.33 x 2.5 % = 0.83325 -> 0.83.
    expect(igtfOf('12.50', true, AGENT)).toBe('0.38');
    expect(igtfOf('0.16', true, AGENT)).toBe('0.00');
    expect(igtfOf('33.33', true, { agent: true, rate: '2.50' })).toBe('0.83');
  });
  it('given a refund of part of a payment, then its IGTF goes back in proportion', () => {
    expect(igtfRefundOf('3.00', '100.00', '40.00')).toBe('1.20');
    expect(igtfRefundOf('3.00', '100.00', '100.00')).toBe('3.00');
    // 0.38 x 5 / 12.50 = 0.152 -> 0.15.
    expect(igtfRefundOf('0.38', '12.50', '5.00')).toBe('0.15');
    expect(igtfRefundOf('0.00', '0.00', '0.00')).toBe('0.00');
  });
  it('is printed as the payment form shows it', () => {
    expect(igtfLabel('3.00', '3')).toBe('IGTF 3 %: $3.00');
    expect(igtfLabel('2.50', '0.83')).toBe('IGTF 2,5 %: $0.83');
  });
});
