/**
 * Purchases under a fiscal regime (issue 33, RULES.md fiscal documents) as given/when/then: the
 * provider's control number, IVA per line with the discount in proportion, and under regime
 * `special` the IVA withheld (75 or 100 %) with its voucher, which lowers what is owed.
 */
import { given, fold } from '../kit';
import { ExistingShopping, owedOn, shoppingDecider as shoppings } from './shopping.decider';
import { ShoppingFiscalInput } from './shopping-taxes';
import { shoppingEventSchemas } from './shopping.events';
import {
  batteryInput,
  batteryLine,
  filterInput,
  filterLine,
  onCredit,
  pay,
  payment,
  paymentInput,
  paymentRecorded,
  register,
  registered,
} from './testing';

const VOUCHER = '20260100000001';
const ordinary = (changes: Partial<ShoppingFiscalInput> = {}): ShoppingFiscalInput => ({
  regime: 'ordinary',
  control_number: '00-00004567',
  withholding_rate: 75,
  withholding_voucher: null,
  ...changes,
});
const special = (changes: Partial<ShoppingFiscalInput> = {}) =>
  ordinary({ regime: 'special', withholding_voucher: VOUCHER, ...changes });
const exemptBattery = { ...batteryInput, product: { ...batteryInput.product!, iva: 'E' as const } };

describe('a purchase under a fiscal regime', () => {
  it('refuses it without the provider’s control number, on its field', () => {
    given(shoppings)
      .when(register({ fiscal: ordinary({ control_number: '  ' }) }))
      .thenRefusesOn('control_number', 'Debe ingresar el número de control');
  });

  it('under regime none asks no control number and carries no tax (the spec’s purchase)', () => {
    given(shoppings)
      .when(register({ fiscal: ordinary({ regime: 'none', control_number: null }) }))
      .then([registered()]);
  });

  it('taxes each line at its product’s rate (none read yet: G 16 %) and the total includes the IVA', () => {
    given(shoppings)
      .when(register({ fiscal: ordinary(), payments: [paymentInput({ amount_usd: '162.40' })] }))
      .then([
        registered({
          lines: [
            { ...filterLine, iva: 'G' },
            { ...batteryLine, iva: 'G' },
          ],
          total: '162.40',
          payments: [payment({ amount_usd: '162.40' })],
          total_paid: '162.40',
          control_number: '00-00004567',
          taxes: [{ code: 'G', rate: '16.00', base: '140.00', amount: '22.40' }],
          exempt: '0.00',
          tax_total: '22.40',
          withholding_rate: null,
          iva_withheld: null,
          withholding_voucher: null,
        }),
      ]);
  });

  it('lowers each line’s base by its share of the discount; an exempt line is answered as exempt', () => {
    const [event] = shoppings.decide(
      register({
        fiscal: ordinary(),
        lines: [filterInput, exemptBattery],
        discount_percentage: '10.00',
        payments: [paymentInput({ amount_usd: '134.64' })],
      }),
      shoppings.initialState(),
    );
    expect(event.data).toMatchObject({
      sub_total: '140.00',
      discount: '14.00',
      taxes: [{ code: 'G', rate: '16.00', base: '54.00', amount: '8.64' }],
      exempt: '72.00',
      tax_total: '8.64',
      total: '134.64',
      status: 'paid',
    });
    expect(() => shoppingEventSchemas.ShoppingRegistered.parse(event.data)).not.toThrow();
  });
});

describe('a purchase under regime special withholds IVA from the provider', () => {
  it('75 %: the IVA withheld and its voucher; cash pays the total less the IVA withheld', () => {
    const [event] = shoppings.decide(
      register({ fiscal: special(), payments: [paymentInput({ amount_usd: '145.60' })] }),
      shoppings.initialState(),
    );
    expect(event.data).toMatchObject({
      total: '162.40',
      tax_total: '22.40',
      withholding_rate: 75,
      iva_withheld: '16.80',
      withholding_voucher: VOUCHER,
      total_paid: '145.60',
      status: 'paid',
    });
  });

  it('100 % for a provider marked so', () => {
    const [event] = shoppings.decide(
      register({ fiscal: special({ withholding_rate: 100 }), payments: [paymentInput({ amount_usd: '140.00' })] }),
      shoppings.initialState(),
    );
    expect(event.data).toMatchObject({ iva_withheld: '22.40', withholding_rate: 100, total_paid: '140.00' });
  });

  it('refuses cash paying the whole total (the IVA withheld is not paid to the provider)', () => {
    given(shoppings)
      .when(register({ fiscal: special(), payments: [paymentInput({ amount_usd: '162.40' })] }))
      .thenRefusesOn('payments', 'El pago no debe exceder el monto a pagar');
  });

  it('an exempt purchase withholds nothing and takes no voucher', () => {
    const [event] = shoppings.decide(
      register({
        fiscal: special(),
        lines: [{ ...filterInput, product: { ...filterInput.product!, iva: 'E' } }],
        payments: [paymentInput({ amount_usd: '60.00' })],
      }),
      shoppings.initialState(),
    );
    expect(event.data).toMatchObject({ tax_total: '0.00', iva_withheld: null, withholding_voucher: null });
  });

  it('on credit, owes the total less the IVA withheld, and is paid once the payments reach it', () => {
    const withheld = onCredit({ total: '162.40', tax_total: '22.40', iva_withheld: '16.80', withholding_rate: 75 });
    expect(owedOn(fold(shoppings, [withheld]) as ExistingShopping).toFixed(2)).toBe('145.60');
    given(shoppings, [withheld])
      .when(pay({ amount_usd: '145.60', date: '2026-01-05' }))
      .then([paymentRecorded('145.60', '145.60', 'paid', { date: '2026-01-05' })]);
    given(shoppings, [withheld])
      .when(pay({ amount_usd: '145.61' }))
      .thenRefuses('El monto del pago excede el saldo adeudado');
  });
});
