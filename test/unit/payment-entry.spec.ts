import {
  asksReference,
  capPayment,
  changeToReturn,
  EMPTY_DRAFT,
  exceedsBalance,
  paymentError,
  toPayment,
  withBolivars,
  type PaymentMethod,
} from '../../apps/admin/src/payments-entry/paymentMath';

/** The payment entry's rules (sales.md sections 4 and 5), without a screen. */

const cash: PaymentMethod = { id: 1, code: 'efectivo', name: 'Efectivo', change: true, change_currency: null };
const bolivars: PaymentMethod = {
  id: 2,
  code: 'transferencia',
  name: 'Transferencia (Bs)',
  change: false,
  change_currency: 'VES',
};
const zelle: PaymentMethod = { id: 4, code: 'zelle', name: 'Zelle', change: false, change_currency: null };
const biopago: PaymentMethod = { id: 6, code: 'biopago', name: 'Biopago', change: true, change_currency: 'VES' };

describe('payment entry: bolivars to dollars', () => {
  it('divides the bolivars by the rate, 2 decimals half-up, and copies the rate', () => {
    expect(withBolivars(EMPTY_DRAFT, '730', '36.50')).toMatchObject({
      amount_bs: '730',
      amount: '20.00',
      exchange_rate: '36.5',
    });
    // 100 / 36.5 = 2.7397... -> 2.74; 0.01 / 3 = 0.00333 -> 0.00
    expect(withBolivars(EMPTY_DRAFT, '100', 36.5).amount).toBe('2.74');
    expect(withBolivars(EMPTY_DRAFT, '0.01', 3).amount).toBe('0.00');
    // exactly half a cent rounds up: 0.15 / 10 = 0.015 -> 0.02
    expect(withBolivars(EMPTY_DRAFT, '0.15', '10').amount).toBe('0.02');
  });

  it('clears the dollars and the rate when the bolivars are cleared or not a number', () => {
    const typed = withBolivars(EMPTY_DRAFT, '730', '36.50');
    expect(withBolivars(typed, '', '36.50')).toMatchObject({ amount: '', exchange_rate: '', amount_bs: '' });
    expect(withBolivars(typed, '-5', '36.50')).toMatchObject({ amount: '', exchange_rate: '' });
  });

  it('clears the dollars and the rate without a rate, or with a rate of 0', () => {
    expect(withBolivars(EMPTY_DRAFT, '730', null)).toMatchObject({ amount_bs: '730', amount: '', exchange_rate: '' });
    expect(withBolivars(EMPTY_DRAFT, '730', 0)).toMatchObject({ amount: '', exchange_rate: '' });
  });
});

describe('payment entry: checks in the spec order', () => {
  it('asks a reference of a non-cash method, before any amount', () => {
    expect(paymentError(zelle, EMPTY_DRAFT)).toEqual({ field: 'reference', message: 'Debe ingresar una referencia' });
    expect(paymentError(cash, EMPTY_DRAFT)?.field).toBe('amount');
  });

  it('asks bolivars above zero of a method paid in bolivars', () => {
    expect(paymentError(biopago, { ...EMPTY_DRAFT, amount_bs: '0' })).toEqual({
      field: 'amount_bs',
      message: 'El monto en bolívares debe ser mayor a cero',
    });
  });

  it('asks dollars above zero (also when the bolivars had no rate to convert)', () => {
    expect(paymentError(cash, { ...EMPTY_DRAFT, amount: '0' })?.message).toBe(
      'El monto en dólares debe ser mayor a cero',
    );
    const noRate = withBolivars({ ...EMPTY_DRAFT, reference: '123' }, '730', 0);
    expect(paymentError(bolivars, noRate)?.message).toBe('El monto en dólares debe ser mayor a cero');
    expect(paymentError(bolivars, withBolivars({ ...EMPTY_DRAFT, reference: '123' }, '730', 36.5))).toBeNull();
  });

  it('shows the reference for the four non-cash codes only', () => {
    expect(
      ['transferencia', 'transferencia-usd', 'zelle', 'pago-movil'].every((code) =>
        asksReference({ code, change: false }),
      ),
    ).toBe(true);
    expect(asksReference(cash)).toBe(false);
    expect(asksReference(biopago)).toBe(false);
  });
});

describe('payment entry: balance', () => {
  it('an amount above a positive balance is exceeded; with no balance it is not', () => {
    expect(exceedsBalance({ amount: '20.01' }, 20)).toBe(true);
    expect(exceedsBalance({ amount: '20.00' }, 20)).toBe(false);
    expect(exceedsBalance({ amount: '20.01' }, 0)).toBe(false);
  });

  it('tells the change to return in dollars and bolivars', () => {
    expect(changeToReturn({ amount: '25' }, 20.5, '36.50')).toEqual({ usd: 4.5, bs: 164.25 });
    expect(changeToReturn({ amount: '25' }, 20.5, null)).toEqual({ usd: 4.5, bs: null });
    expect(changeToReturn({ amount: '20' }, 20.5, '36.50')).toBeNull();
  });

  it('emits the typed payment, or the balance when the change is handed back', () => {
    const draft = { ...EMPTY_DRAFT, amount: '25', reference: 'ignored' };
    expect(toPayment(cash, draft, 20.5, false)).toEqual({
      method: 1,
      amount: 25,
      amount_bs: 0,
      exchange_rate: null,
      reference: '',
    });
    expect(toPayment(cash, draft, 20.5, true).amount).toBe(20.5);
    const inBs = withBolivars({ ...EMPTY_DRAFT, reference: ' 0042 ' }, '730', '36.50');
    expect(toPayment(bolivars, inBs, 100, false)).toEqual({
      method: 2,
      amount: 20,
      amount_bs: 730,
      exchange_rate: 36.5,
      reference: '0042',
    });
  });

  it('reduces a payment to the remainder, its bolivars at its own rate', () => {
    const payment = { method: 2, amount: 20, amount_bs: 730, exchange_rate: 36.5, reference: '1' };
    expect(capPayment(payment, 12.5)).toEqual({ ...payment, amount: 12.5, amount_bs: 456.25 });
    expect(capPayment(payment, 30)).toBe(payment);
  });
});
