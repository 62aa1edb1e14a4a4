/** Helpers for the given/when/then specs of sales orders (not used by the application). */
import { testMetadata as metadata } from '../catalogue/testing';
import type { Role } from '../users';
import { NewOrder, OrderCommand } from './order.decider';
import { PaymentInput, PaymentMethodInfo } from './payment-amounts';
import { OrderDiscount, OrderEvent, OrderLine, OrderState } from './order.events';
import type { TaxLine } from '../fiscal/document-taxes';

export { metadata };

/** Sale '5' at 36.55 Bs per dollar. */
export const ORDER_ID = '5';
export const RATE = '36.55';

export const cash: PaymentMethodInfo = { id: '1', code: 'cash', name: 'Efectivo', change: true, change_currency: null };
export const transfer: PaymentMethodInfo = {
  id: '2',
  code: 'transfer',
  name: 'Transferencia',
  change: false,
  change_currency: null,
};
export const bolivarsCash: PaymentMethodInfo = {
  id: '3',
  code: 'bs_cash',
  name: 'Efectivo Bs',
  change: true,
  change_currency: 'VES',
};

/** Two filters at 10.00 out of deposit 2, and a quick line (installation) at 5.00: subtotal 25.00. */
export const filterLine: OrderLine = {
  id: '1',
  product_id: '7',
  quick: false,
  code: 'F-01',
  name: 'Filtro de aceite',
  deposit_id: '2',
  quantity: 2,
  price: '10.00',
  cost: '6.00',
};
export const installationLine: OrderLine = {
  id: '2',
  product_id: null,
  quick: true,
  code: '',
  name: 'Instalación',
  deposit_id: null,
  quantity: 1,
  price: '5.00',
  cost: '0.00',
};
export const LINES = [filterLine, installationLine];

/** A line as the API hands it to the decider: with the catalogue price (null for a quick line). */
export const priced = (line: OrderLine, catalogue_price: string | null = line.quick ? null : line.price) => ({
  ...line,
  catalogue_price,
});

/** What the API sends for a new sale (an estimate unless told otherwise). */
export function newOrder(changes: Partial<NewOrder> = {}): NewOrder {
  return {
    id: ORDER_ID,
    client_id: '9',
    client_name: 'Taller El Tornillo',
    client_identification: 'J-12345678',
    date: '2026-01-01',
    estimate: true,
    isCredit: false,
    comentary: '',
    order_buy: null,
    exchange_rate: RATE,
    cop_change: null,
    organization_id: null,
    seller_role: 'admin',
    lines: LINES.map((line) => priced(line)),
    discount: null,
    payments: [],
    ...changes,
  };
}

export const create = (changes: Partial<NewOrder> = {}): OrderCommand => ({
  type: 'CreateOrder',
  data: newOrder(changes),
  metadata,
});

/** The OrderCreated of newOrder(...) as the decider writes it (keys in the decider's order). */
export function created(
  state: 'estimate' | 'request' | 'delivery',
  changes: {
    isCredit?: boolean;
    lines?: OrderLine[];
    subtotal?: string;
    discount?: OrderDiscount | null;
    total?: string;
    /** A sale under a fiscal regime (issue 33): its taxes as created. */
    taxes?: TaxLine[];
    exempt?: string;
    tax_total?: string;
  } = {},
): OrderEvent {
  const input = newOrder();
  return {
    type: 'OrderCreated',
    data: {
      id: input.id,
      client_id: input.client_id,
      client_name: input.client_name,
      client_identification: input.client_identification,
      date: input.date,
      state,
      isCredit: changes.isCredit ?? false,
      comentary: input.comentary,
      order_buy: input.order_buy,
      exchange_rate: input.exchange_rate,
      cop_change: input.cop_change,
      organization_id: input.organization_id,
      lines: changes.lines ?? LINES,
      subtotal: changes.subtotal ?? '25.00',
      discount: changes.discount ?? null,
      total: changes.total ?? changes.subtotal ?? '25.00',
      ...(changes.taxes ? { taxes: changes.taxes, exempt: changes.exempt, tax_total: changes.tax_total } : {}),
    },
  };
}

/** A payment as the API hands it over: dollars by default. */
export function paymentInput(changes: Partial<PaymentInput> = {}): PaymentInput {
  return {
    payment_id: '11',
    method: cash,
    amount: '10.00',
    amount_bs: null,
    exchange_rate: null,
    reference: '',
    current_rate: RATE,
    ...changes,
  };
}

export const pay = (changes: Partial<PaymentInput> = {}): OrderCommand => ({
  type: 'RecordOrderPayment',
  data: paymentInput(changes),
  metadata,
});

/** The OrderPaymentRecorded of a cash payment in dollars (keys in the decider's order). */
export function paid(
  amount: string,
  total_paid: string,
  state: OrderState,
  changes: Partial<{
    payment_id: string;
    method: PaymentMethodInfo;
    amount_bs: string;
    exchange_rate: string | null;
    reference: string;
    client_payment_id: string | null;
    date: string;
  }> = {},
): OrderEvent {
  const method = changes.method ?? cash;
  return {
    type: 'OrderPaymentRecorded',
    data: {
      id: ORDER_ID,
      payment_id: changes.payment_id ?? '11',
      method_id: method.id,
      method_code: method.code,
      method_name: method.name,
      amount,
      amount_bs: changes.amount_bs ?? '0.00',
      exchange_rate: changes.exchange_rate ?? null,
      reference: changes.reference ?? '',
      client_payment_id: changes.client_payment_id ?? null,
      paid: total_paid,
      state,
      // The metadata's instant (2026-01-01T00:00Z) is still 2025-12-31 in Caracas.
      date: changes.date ?? '2025-12-31',
    },
  };
}

export const process: OrderCommand = { type: 'ProcessOrder', data: {}, metadata };
export const processed = (state: 'request' | 'delivery'): OrderEvent => ({
  type: 'OrderProcessed',
  data: { id: ORDER_ID, state },
});

export const dispatch = (line_ids: string[], dispatch_id = '21'): OrderCommand => ({
  type: 'DispatchOrderLines',
  data: { dispatch_id, line_ids },
  metadata,
});
export const dispatched = (line_ids: string[], state: OrderState, dispatch_id = '21'): OrderEvent => ({
  type: 'OrderLinesDispatched',
  data: { id: ORDER_ID, dispatch_id, line_ids, state },
});

export const cancel: OrderCommand = { type: 'CancelOrder', data: {}, metadata };
export const cancelled: OrderEvent = { type: 'OrderCancelled', data: { id: ORDER_ID } };

export const setDiscount = (type: 'percentage' | 'amount', value: string, role: Role = 'financial'): OrderCommand => ({
  type: 'SetOrderDiscount',
  data: { type, value, role },
  metadata,
});
export const discountSet = (discount: OrderDiscount, total: string, state: OrderState): OrderEvent => ({
  type: 'OrderDiscountSet',
  data: { id: ORDER_ID, discount, total, state },
});
export const removeDiscount = (role: Role = 'admin'): OrderCommand => ({
  type: 'RemoveOrderDiscount',
  data: { role },
  metadata,
});

export const setInvoice = (invoice_number: string): OrderCommand => ({
  type: 'SetInvoiceNumber',
  data: { invoice_number },
  metadata,
});
export const invoiceSet = (invoice_number: string, previous: string | null): OrderEvent => ({
  type: 'OrderInvoiceNumberSet',
  data: { id: ORDER_ID, invoice_number, previous },
});
