import { lowStockThresholdOf, trustProxyOf } from './app-config';

/** TRUST_PROXY read as Express's 'trust proxy' setting: nobody is trusted unless it says so. */
describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or false', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf(' false ')).toBe(false);
  });

  it('passes on true, a number of hops, or addresses and subnets', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('loopback')).toBe('loopback');
    expect(trustProxyOf('10.0.0.1, 10.0.0.0/8')).toBe('10.0.0.1, 10.0.0.0/8');
  });
});

/** LOW_STOCK_THRESHOLD (RULES.md, Low stock): 5 unless it says another whole number of units. */
describe('LOW_STOCK_THRESHOLD', () => {
  it('is 5 when unset, empty or not a whole number at least 0', () => {
    for (const value of [undefined, '', ' ', 'cinco', '2.5', '-1']) expect(lowStockThresholdOf(value)).toBe(5);
  });

  it('takes the number it says, 0 included', () => {
    expect(lowStockThresholdOf('10')).toBe(10);
    expect(lowStockThresholdOf(' 0 ')).toBe(0);
  });
});
