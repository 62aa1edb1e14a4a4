import { atRate, isStaleRate, rateAsText, RATE_CHANGED } from '../../apps/admin/src/shoppings/staleRate';

/**
 * A purchase's bolivar payments after the server refused a stale rate (brief item 1): they follow
 * the current rate (USD = Bs / rate, half-up, as the server counts them), everything else stays.
 */
describe('payments in bolivars follow a new rate', () => {
  const payments = [
    { method: 1, amount_usd: '20.00', amount_ves: null, exchange_rate: null, reference: '' },
    { method: 5, amount_usd: '10.00', amount_ves: '365.00', exchange_rate: '36.5', reference: 'PM-1' },
  ];

  it('converts the bolivars at the new rate and keeps the dollar payments', () => {
    expect(atRate(payments, 40)).toEqual([
      payments[0],
      { method: 5, amount_usd: '9.13', amount_ves: '365.00', exchange_rate: '40', reference: 'PM-1' },
    ]);
  });

  it('rounds half-up to the cent and keeps the rate without trailing zeros', () => {
    expect(atRate([{ amount_usd: '1.00', amount_ves: '100.00', exchange_rate: '36.5' }], '37.22')).toEqual([
      { amount_usd: '2.69', amount_ves: '100.00', exchange_rate: '37.22' },
    ]);
    expect(rateAsText('40.500000')).toBe('40.5');
  });

  it('changes nothing without a positive rate', () => {
    expect(atRate(payments, 0)).toEqual(payments);
    expect(atRate(payments, null)).toEqual(payments);
  });

  it('tells the stale-rate refusal from the others', () => {
    expect(isStaleRate({ status: 409, message: RATE_CHANGED })).toBe(true);
    expect(isStaleRate({ status: 409, message: 'La compra ya está pagada' })).toBe(false);
    expect(isStaleRate({ status: 400, message: RATE_CHANGED })).toBe(false);
    expect(isStaleRate(null)).toBe(false);
  });
});
