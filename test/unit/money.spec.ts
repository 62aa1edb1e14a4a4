import {
  amountsOf,
  bolivarsToDollars,
  centsNumber,
  centsText,
  dollarsToBolivars,
  lineCents,
  printedCartTotal,
  toCents,
} from '../../apps/admin/src/money';
import { gainOf, priceInBolivars } from '../../apps/admin/src/products/money';

/** The screens' one money module: exact cents, each conversion rounded once, half-up. */

describe('money: reading amounts', () => {
  it('reads texts and numbers as cents, half-up, without float drift', () => {
    expect(toCents('12.345')).toBe(1235n);
    expect(toCents('12.344')).toBe(1234n);
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(toCents(1.005)).toBe(101n);
    expect(toCents(' 7 ')).toBe(700n);
  });

  it('reads nothing from an empty, negative or non-numeric value', () => {
    for (const value of ['', 'abc', '-5', -5, NaN, Infinity, null, undefined, {}]) expect(toCents(value)).toBeNull();
  });

  it('writes cents back as text and number, negatives included', () => {
    expect(centsText(1234n)).toBe('12.34');
    expect(centsText(5n)).toBe('0.05');
    expect(centsText(-5n)).toBe('-0.05');
    expect(centsNumber(-1250n)).toBe(-12.5);
  });

  it('sums a line as price x whole quantity', () => {
    expect(lineCents('0.10', 3)).toBe(30n);
    expect(lineCents(19.99, '2')).toBe(3998n);
    expect(lineCents(5, 1.7)).toBe(500n);
    expect(lineCents(5, -2)).toBe(0n);
  });
});

describe('money: rates', () => {
  it('turns dollars into bolivars at the rate, half-up to the cent', () => {
    expect(dollarsToBolivars(4000n, '36.50')).toBe(146000n);
    // 0.01 x 36.555 = 0.36555 -> 0.37
    expect(dollarsToBolivars(1n, 36.555)).toBe(37n);
    expect(dollarsToBolivars(-1n, 36.555)).toBe(-37n);
  });

  it('turns bolivars into dollars, half-up to the cent', () => {
    expect(bolivarsToDollars(73000n, '36.5')).toBe(2000n);
    // 0.15 / 10 = 0.015 -> 0.02
    expect(bolivarsToDollars(15n, 10)).toBe(2n);
  });

  it('has no conversion without a positive rate', () => {
    for (const rate of [null, undefined, '', 0, '0', 'x']) {
      expect(dollarsToBolivars(100n, rate)).toBeNull();
      expect(bolivarsToDollars(100n, rate)).toBeNull();
    }
  });

  it('shows Bs = USD x rate (2 decimals) and COP = those Bs x cop_change, 2 decimals or 1 on the POS', () => {
    expect(amountsOf(4000n, { change: '36.50', cop_change: '110' })).toEqual({ usd: 40, bs: 1460, cop: 160600 });
    // Bs 0.37 x 0.25 = 0.0925: 0.09 with 2 decimals, 0.1 with 1
    expect(amountsOf(1n, { change: '36.555', cop_change: '0.25' })).toEqual({ usd: 0.01, bs: 0.37, cop: 0.09 });
    expect(amountsOf(1n, { change: '36.555', cop_change: '0.25' }, 1)).toEqual({ usd: 0.01, bs: 0.37, cop: 0.1 });
    // 0.1 x 3 x 7 as floats is 2.1000000000000005
    expect(amountsOf(10n, { change: 3, cop_change: 7 }).cop).toBe(2.1);
  });

  it('has no Bs nor COP without a rate, and no COP without a peso rate', () => {
    expect(amountsOf(4000n, null)).toEqual({ usd: 40, bs: null, cop: null });
    expect(amountsOf(4000n, { change: 36.5, cop_change: null })).toEqual({ usd: 40, bs: 1460, cop: null });
  });
});

describe('money: product prices', () => {
  it('shows a price in Bs (0 without a rate) and its gain over the cost, none without a price', () => {
    expect(priceInBolivars(20, '36.555')).toBe(731.1);
    expect(priceInBolivars(20, null)).toBe(0);
    expect(priceInBolivars(null, 36.5)).toBeNull();
    expect(gainOf('10.10', '10.20')).toBe(-0.1);
    expect(gainOf(undefined, 3)).toBeNull();
  });
});

describe('money: a cart as its tickets will print it', () => {
  it('given 3 units at $10.01 and a rate of 36.50, when the POS totals the cart, then Bs is 3 x the printed unit (Bs 365,37)', () => {
    // USD total x rate would say 1096.10 (30.03 x 36.50 = 1096.095); the ticket prints 3 x 365.37.
    const cart = [{ quantity: 3, price: 10.01 }];
    expect(printedCartTotal(cart, { change: '36.50', cop_change: null }, 1)).toEqual({
      usd: 30.03,
      bs: 1096.11,
      cop: null,
    });
  });

  it('given a peso rate, when the cart is totalled, then COP adds the printed Bs lines at it, 1 decimal on the POS', () => {
    const cart = [
      { quantity: 3, price: 10.01 },
      { quantity: 1, price: '0.33' },
    ];
    // Bs lines 1096.11 + 12.05 (0.33 x 36.50 = 12.045) = 1108.16; COP units 365.37 x 110.5 = 40373.385 -> 40373.4, 12.05 x 110.5 = 1331.525 -> 1331.5.
    expect(printedCartTotal(cart, { change: 36.5, cop_change: 110.5 }, 1)).toEqual({
      usd: 30.36,
      bs: 1108.16,
      cop: 122451.7, // 3 x 40373.4 + 1331.5
    });
  });

  it('given no rate, when the cart is totalled, then only dollars show', () => {
    expect(printedCartTotal([{ quantity: 2, price: 5 }], null)).toEqual({ usd: 10, bs: null, cop: null });
  });
});
