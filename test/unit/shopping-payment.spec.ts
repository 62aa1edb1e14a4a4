import {
  EMPTY_PURCHASE_PAYMENT,
  purchasePaymentBody,
  purchasePaymentFieldErrors,
  purchasePaymentProblem,
  withBolivars,
  withMethod,
} from '../../apps/admin/src/shoppings/show/paymentDraft';
import { isSettled, owedCents, owedText, providerName, statusLabel } from '../../apps/admin/src/shoppings/status';
import { formatPurchaseDate } from '../../apps/admin/src/shoppings/dates';
import type { PaymentMethod } from '../../apps/admin/src/payments-entry/paymentMath';
import { purchaseMethods } from '../../apps/admin/src/shoppings/purchaseMethods';

/** 'Registrar Nuevo Pago' on a purchase (purchasing-inventory.md section 5) and what the detail shows, without a screen. */

const cash: PaymentMethod = { id: 1, code: 'efectivo', name: 'Efectivo', change: true, change_currency: null };
const bolivars: PaymentMethod = {
  id: 2,
  code: 'transferencia',
  name: 'Transferencia (Bs)',
  change: false,
  change_currency: 'VES',
};
const zelle: PaymentMethod = { id: 4, code: 'zelle', name: 'Zelle', change: false, change_currency: null };

describe('what a purchase still owes', () => {
  it("is the server's balance: nothing once paid (marked) or cancelled, whatever was paid", () => {
    expect(owedText({ total: '2743.48', total_paid: '0.00', status: 'paid', balance: '0.00' })).toBe('0.00');
    expect(owedText({ total: '20.00', total_paid: '5.00', status: 'cancelled', balance: '0.00' })).toBe('0.00');
    expect(owedText({ total: '20.00', total_paid: '5.00', status: 'pending', balance: '15.00' })).toBe('15.00');
  });

  it('without a balance (an older row) is total - total_paid to the cent while pending, from the API strings', () => {
    expect(owedText({ total: '1250.00', total_paid: '400.10', status: 'pending' })).toBe('849.90');
    expect(owedCents({ total: '0.30', total_paid: '0.10', status: 'pending' })).toBe(20n);
    expect(owedText({ total: '100.00', total_paid: '100.00', status: 'pending' })).toBe('0.00');
    expect(owedText({ total: '100.00', total_paid: '0.00', status: 'paid' })).toBe('0.00');
  });

  it('is never below zero', () => {
    expect(owedText({ total: '100.00', total_paid: '120.00', status: 'pending' })).toBe('0.00');
  });

  it('takes no payment once paid or cancelled', () => {
    expect(isSettled({ status: 'paid' })).toBe(true);
    expect(isSettled({ status: 'cancelled' })).toBe(true);
    expect(isSettled({ status: 'pending' })).toBe(false);
    expect(isSettled({ status: 'completed' })).toBe(false);
  });

  it("shows the spec's labels and 'Desconocido' for anything else", () => {
    expect(['pending', 'completed', 'paid', 'cancelled', 'other'].map(statusLabel)).toEqual([
      'bo.shoppings.status.pending',
      'bo.shoppings.status.completed',
      'bo.shoppings.status.paid',
      'bo.shoppings.status.cancelled',
      'bo.shoppings.status.unknown',
    ]);
  });

  it("names the provider by its company, else its contact's name", () => {
    const provider = {
      id: 1,
      name: 'Ana Pérez',
      company_name: 'Autopartes C.A.',
      tax_id: null,
      email: null,
      phone: null,
    };
    expect(providerName(provider)).toBe('Autopartes C.A.');
    expect(providerName({ ...provider, company_name: '' })).toBe('Ana Pérez');
    expect(providerName(null)).toBe('');
  });

  it('dates a purchase in long es-ES, a calendar day as that day', () => {
    expect(formatPurchaseDate('2026-11-21')).toBe('21 de noviembre de 2026');
    expect(formatPurchaseDate('2026-01-01')).toBe('1 de enero de 2026');
    expect(formatPurchaseDate(null)).toBe('');
    expect(formatPurchaseDate('mañana')).toBe('');
  });
});

describe('a payment on a purchase', () => {
  const owed = 5000n; // $50.00

  it('starts with no method and both amounts at 0', () => {
    expect(EMPTY_PURCHASE_PAYMENT).toEqual({ method: '', amount_usd: '0', amount_ves: '0', reference: '' });
  });

  it('in bolivars is worth Bs / rate dollars, half-up to the cent', () => {
    const draft = withBolivars({ ...EMPTY_PURCHASE_PAYMENT, method: '2' }, '1000', '36.55');
    expect(draft).toMatchObject({ amount_ves: '1000', amount_usd: '27.36' });
    // Without a rate, or not a number, the dollars cannot be told.
    expect(withBolivars(EMPTY_PURCHASE_PAYMENT, '1000', null).amount_usd).toBe('');
    expect(withBolivars(EMPTY_PURCHASE_PAYMENT, 'abc', '36.50').amount_usd).toBe('');
  });

  it('choosing a method in bolivars turns the dollars typed into bolivars; another one pays none', () => {
    const typed = { ...EMPTY_PURCHASE_PAYMENT, amount_usd: '20', reference: '0042' };
    expect(withMethod(typed, bolivars, '36.50')).toEqual({
      method: '2',
      amount_usd: '20.00',
      amount_ves: '730.00',
      reference: '0042',
    });
    const back = withMethod({ ...typed, amount_ves: '730.00' }, cash, '36.50');
    expect(back).toMatchObject({ method: '1', amount_usd: '20', amount_ves: '0' });
    expect(withMethod(typed, undefined, '36.50').method).toBe('');
  });

  it('checks, in order: method, reference, bolivars, dollars, then the balance', () => {
    const draft = { ...EMPTY_PURCHASE_PAYMENT };
    expect(purchasePaymentProblem(undefined, draft, owed, '36.50')).toEqual({
      field: 'method',
      message: 'Debe seleccionar un método de pago',
    });
    expect(purchasePaymentProblem(zelle, { ...draft, method: '4', amount_usd: '10' }, owed, '36.50')).toEqual({
      field: 'reference',
      message: 'Debe ingresar una referencia',
    });
    expect(purchasePaymentProblem(bolivars, { ...draft, method: '2', reference: '1' }, owed, '36.50')).toEqual({
      field: 'amount_ves',
      message: 'El monto en bolívares debe ser mayor a cero',
    });
    expect(
      purchasePaymentProblem(bolivars, { ...draft, method: '2', reference: '1', amount_ves: '10' }, owed, null),
    ).toEqual({
      field: 'amount_ves',
      message: 'No hay una tasa de cambio registrada',
    });
    expect(purchasePaymentProblem(cash, { ...draft, method: '1' }, owed, '36.50')).toEqual({
      field: 'amount_usd',
      message: 'El monto en dólares debe ser mayor a cero',
    });
    expect(purchasePaymentProblem(cash, { ...draft, method: '1', amount_usd: '-5' }, owed, '36.50')).toMatchObject({
      field: 'amount_usd',
    });
  });

  it("above what is owed is 'Monto excedido'; exactly what is owed may be paid", () => {
    const draft = { ...EMPTY_PURCHASE_PAYMENT, method: '1' };
    expect(purchasePaymentProblem(cash, { ...draft, amount_usd: '50.01' }, owed, '36.50')).toBe('exceeded');
    expect(purchasePaymentProblem(cash, { ...draft, amount_usd: '50' }, owed, '36.50')).toBeNull();
    // In bolivars, the dollars they are worth count: Bs 1.825,37 at 36.50 is $50.01.
    const inBolivars = withBolivars({ ...draft, method: '2', reference: '7' }, '1825.37', '36.50');
    expect(purchasePaymentProblem(bolivars, inBolivars, owed, '36.50')).toBe('exceeded');
  });

  it('sends the dollars, and the bolivars and rate only for a method paid in them', () => {
    expect(purchasePaymentBody(cash, { ...EMPTY_PURCHASE_PAYMENT, method: '1', amount_usd: '12.5' }, '36.50')).toEqual({
      method: 1,
      amount_usd: '12.50',
    });
    const draft = withBolivars({ ...EMPTY_PURCHASE_PAYMENT, method: '2', reference: ' 0042 ' }, '730', '36.500000');
    expect(purchasePaymentBody(bolivars, draft, '36.500000')).toEqual({
      method: 2,
      amount_usd: '20.00',
      amount_ves: '730.00',
      exchange_rate: '36.5',
      reference: '0042',
    });
    expect(purchasePaymentBody(zelle, { ...EMPTY_PURCHASE_PAYMENT, amount_usd: '5', reference: 'Z1' }, 40)).toEqual({
      method: 4,
      amount_usd: '5.00',
      reference: 'Z1',
    });
  });

  it("reads a 400's field messages", () => {
    const error = {
      body: { errors: { reference: 'Debe ingresar una referencia', amount_usd: ['Muy alto'], other: 'x' } },
    };
    expect(purchasePaymentFieldErrors(error)).toEqual({
      reference: 'Debe ingresar una referencia',
      amount_usd: 'Muy alto',
    });
    expect(purchasePaymentFieldErrors(new Error('409'))).toEqual({});
  });
});

describe("a purchase's payment methods", () => {
  it("leave out 'Crédito' and 'Nota de Crédito', which pay the provider nothing, keeping the others' order", () => {
    const credit = { ...cash, id: 7, code: 'credito', name: 'Crédito' };
    const creditNote = { ...cash, id: 8, code: 'nota-credito', name: 'Nota de Crédito' };
    expect(purchaseMethods([cash, bolivars, zelle, credit, creditNote])).toEqual([cash, bolivars, zelle]);
  });
});
