/** Helpers for the given/when/then specs of purchases (not used by the application). */
import { testMetadata as metadata } from '../catalogue/testing';
import { PaymentMethodInfo } from '../orders/payment-amounts';
import { NewShopping, ShoppingCommand, ShoppingLineInput, ShoppingPaymentInput } from './shopping.decider';
import { ShoppingEvent, ShoppingLine, ShoppingPayment } from './shopping.events';

export { metadata };

/** Purchase '4' from provider 9 into deposit 2, at 36.50 Bs per dollar. */
export const SHOPPING_ID = '4';
export const RATE = '36.50';

export const cash: PaymentMethodInfo = {
  id: '1',
  code: 'efectivo',
  name: 'Efectivo',
  change: true,
  change_currency: null,
};
export const transfer: PaymentMethodInfo = {
  id: '2',
  code: 'transferencia',
  name: 'Transferencia',
  change: false,
  change_currency: null,
};
export const pagoMovil: PaymentMethodInfo = {
  id: '3',
  code: 'pago-movil',
  name: 'Pago Móvil',
  change: false,
  change_currency: 'VES',
};

/** Ten filters at 6.00 (sold at 30 % more) and two batteries at 40.00 sold at 55.00: subtotal 140.00. */
export const filterInput: ShoppingLineInput = {
  product_id: '7',
  product: { code: 'F-01', name: 'Filtro de aceite' },
  cost: '6.00',
  quantity: 10,
  percentage: '30.00',
  price: null,
};
export const batteryInput: ShoppingLineInput = {
  product_id: '8',
  product: { code: 'B-12', name: 'Batería 12V' },
  cost: '40.00',
  quantity: 2,
  percentage: null,
  price: '55.00',
};

export const filterLine: ShoppingLine = {
  id: '1',
  product_id: '7',
  code: 'F-01',
  name: 'Filtro de aceite',
  quantity: 10,
  cost: '6.00',
  percentage: '30.00',
  price: '7.80',
  total: '60.00',
};
export const batteryLine: ShoppingLine = {
  id: '2',
  product_id: '8',
  code: 'B-12',
  name: 'Batería 12V',
  quantity: 2,
  cost: '40.00',
  percentage: null,
  price: '55.00',
  total: '80.00',
};

/** A payment as the API hands it over: in dollars by cash unless told otherwise. */
export function paymentInput(changes: Partial<ShoppingPaymentInput> = {}): ShoppingPaymentInput {
  return {
    payment_id: '31',
    method_id: cash.id,
    method: cash,
    amount_usd: '140.00',
    amount_ves: null,
    exchange_rate: null,
    reference: '',
    date: null,
    current_rate: RATE,
    ...changes,
  };
}

/** A payment as the events keep it. */
export function payment(changes: Partial<ShoppingPayment> = {}): ShoppingPayment {
  return {
    payment_id: '31',
    method_id: cash.id,
    method_code: cash.code,
    method_name: cash.name,
    amount_usd: '140.00',
    amount_ves: '0.00',
    exchange_rate: null,
    reference: '',
    date: '2026-01-01',
    ...changes,
  };
}

/** What the API sends for a new cash purchase paid in full, unless told otherwise. */
export function newShopping(changes: Partial<NewShopping> = {}): NewShopping {
  return {
    id: SHOPPING_ID,
    provider_id: '9',
    provider: { name: 'Repuestos El Llanero' },
    invoice_number: 'F-0001',
    date: '2026-01-01',
    payment_type: 'cash',
    due_date: null,
    deposit_id: '2',
    deposit_found: true,
    discount_percentage: null,
    discount_amount: null,
    comentary: '',
    exchange_rate: RATE,
    lines: [filterInput, batteryInput],
    payments: [paymentInput()],
    ...changes,
  };
}

export const register = (changes: Partial<NewShopping> = {}): ShoppingCommand => ({
  type: 'RegisterShopping',
  data: newShopping(changes),
  metadata,
});

type Registered = Extract<ShoppingEvent, { type: 'ShoppingRegistered' }>['data'];

/** The registration of the cash purchase of 140.00 paid in full, unless told otherwise. */
export function registered(changes: Partial<Registered> = {}): ShoppingEvent {
  return {
    type: 'ShoppingRegistered',
    data: {
      id: SHOPPING_ID,
      provider_id: '9',
      provider_name: 'Repuestos El Llanero',
      invoice_number: 'F-0001',
      date: '2026-01-01',
      due_date: '2026-01-01',
      payment_type: 'cash',
      deposit_id: '2',
      comentary: '',
      exchange_rate: RATE,
      lines: [filterLine, batteryLine],
      sub_total: '140.00',
      discount_percentage: null,
      discount: '0.00',
      total: '140.00',
      payments: [payment()],
      total_paid: '140.00',
      status: 'paid',
      ...changes,
    },
  };
}

/** The same purchase on credit, due on 2026-01-31, nothing paid yet. */
export const onCredit = (changes: Partial<Registered> = {}): ShoppingEvent =>
  registered({
    payment_type: 'credit',
    due_date: '2026-01-31',
    payments: [],
    total_paid: '0.00',
    status: 'pending',
    ...changes,
  });

export const pay = (changes: Partial<ShoppingPaymentInput> = {}): ShoppingCommand => ({
  type: 'RecordShoppingPayment',
  data: paymentInput(changes),
  metadata,
});

export const paymentRecorded = (
  amount: string,
  totalPaid: string,
  status: 'pending' | 'paid',
  changes: Partial<ShoppingPayment> = {},
): ShoppingEvent => ({
  type: 'ShoppingPaymentRecorded',
  data: { id: SHOPPING_ID, payment: payment({ amount_usd: amount, ...changes }), total_paid: totalPaid, status },
});

export const markPaid: ShoppingCommand = { type: 'MarkShoppingPaid', data: {}, metadata };
export const markedPaid: ShoppingEvent = { type: 'ShoppingMarkedPaid', data: { id: SHOPPING_ID } };
export const cancel: ShoppingCommand = { type: 'CancelShopping', data: {}, metadata };
export const cancelled: ShoppingEvent = { type: 'ShoppingCancelled', data: { id: SHOPPING_ID } };
