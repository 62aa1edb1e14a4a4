import { trustProxyOf } from './app-config';

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
