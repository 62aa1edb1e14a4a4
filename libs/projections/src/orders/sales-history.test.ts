/** A small sales history used by the orders suites (see testing/fixtures.test.ts for why *.test.ts). */
import { event, metadata } from '../testing/fixtures.test';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 15, 12, minute)).toISOString();
let minute = 0;
export const sale = (orderId: string, type: string, data: Record<string, unknown>) =>
  event(`order-${orderId}`, type, { id: orderId, ...data }, metadata(at(++minute), '1'));

const line = (id: string, price: string, quantity: number, cost: string) => ({
  id,
  product_id: `7${id}`,
  quick: false,
  code: `P-${id}`,
  name: `Producto ${id}`,
  deposit_id: '2',
  quantity,
  price,
  cost,
});

const created = (
  orderId: string,
  client: string,
  state: 'estimate' | 'request' | 'delivery',
  lines: ReturnType<typeof line>[],
  total: string,
) =>
  sale(orderId, 'OrderCreated', {
    client_id: client,
    client_name: `Cliente ${client}`,
    client_identification: `V-${client}`,
    date: '2026-01-15',
    state,
    isCredit: state === 'delivery',
    comentary: 'Compra rápida!',
    order_buy: null,
    exchange_rate: '36.50',
    cop_change: null,
    organization_id: null,
    lines,
    subtotal: total,
    discount: null,
    total,
  });

const paid = (
  orderId: string,
  paymentId: string,
  amount: string,
  after: string,
  state: string,
  clientPayment = null as string | null,
) =>
  sale(orderId, 'OrderPaymentRecorded', {
    payment_id: paymentId,
    method_id: '1',
    method_code: 'efectivo',
    method_name: 'Efectivo',
    amount,
    amount_bs: '0.00',
    exchange_rate: null,
    reference: '',
    client_payment_id: clientPayment,
    paid: after,
    state,
  });

/** Orders 102, 100, 101, 103 created in that order: numbered 1, 2, 3, 4. Clients 10 and 11. */
export function salesHistory() {
  minute = 0;
  return [
    created('102', '11', 'delivery', [line('1', '20.00', 1, '12.00')], '20.00'),
    created('100', '10', 'estimate', [line('1', '10.00', 3, '6.00')], '30.00'),
    created('101', '10', 'request', [line('1', '15.00', 2, '9.00'), line('2', '20.00', 1, '11.50')], '50.00'),
    paid('101', '900', '20.00', '20.00', 'request'),
    sale('100', 'OrderProcessed', { state: 'request' }),
    event(
      'client_payment-50',
      'ClientPaymentRecorded',
      {
        id: '50',
        client_id: '10',
        method_id: '1',
        method_code: 'efectivo',
        method_name: 'Efectivo',
        amount: '40.00',
        reference: '',
        date: '2026-01-15',
        allocations: [
          { order_id: '101', payment_id: '901', amount: '30.00' },
          { order_id: '100', payment_id: '902', amount: '10.00' },
        ],
      },
      metadata(at(++minute), '1'),
    ),
    paid('101', '901', '30.00', '50.00', 'delivery', '50'),
    paid('100', '902', '10.00', '10.00', 'request', '50'),
    sale('101', 'OrderLinesDispatched', { dispatch_id: '60', line_ids: ['1', '2'], state: 'finish' }),
    sale('100', 'OrderDiscountSet', {
      discount: { type: 'amount', value: '5.00', amount: '5.00' },
      total: '25.00',
      state: 'request',
    }),
    sale('102', 'OrderLinesDispatched', { dispatch_id: '61', line_ids: ['1'], state: 'dispatch' }),
    sale('102', 'OrderInvoiceNumberSet', { invoice_number: 'F-0001', previous: null }),
    created('103', '10', 'request', [line('1', '15.00', 1, '9.00')], '15.00'),
    sale('103', 'OrderCancelled', {}),
    // Devolution 70 takes one unit of 101's first line back (15.00); what was paid beyond the new
    // total goes to client 10's credit note, which then pays 5.00 of order 100.
    sale('101', 'OrderReturned', {
      devolution_id: '70',
      amount: '15.00',
      returned: '15.00',
      total: '35.00',
      returned_cost: '9.00',
      lines: [{ line_id: '1', quantity: 1 }],
      refund: {
        payment_id: '903',
        method: 'credit_note',
        method_id: '8',
        method_code: 'nota-credito',
        method_name: 'Nota de Crédito',
        amount: '15.00',
        reference: 'NC-1',
      },
      credit_note: '15.00',
      paid: '35.00',
      state: 'finish',
    }),
    event(
      'client_credit-10',
      'ClientCreditIssued',
      { client_id: '10', amount: '15.00', devolution_id: '70', order_id: '101', balance: '15.00' },
      metadata(at(++minute), '1'),
    ),
    sale('100', 'OrderPaymentRecorded', {
      payment_id: '904',
      method_id: '8',
      method_code: 'nota-credito',
      method_name: 'Nota de Crédito',
      amount: '5.00',
      amount_bs: '0.00',
      exchange_rate: null,
      reference: '',
      client_payment_id: null,
      paid: '15.00',
      state: 'request',
    }),
    event(
      'client_credit-10',
      'ClientCreditUsed',
      {
        client_id: '10',
        amount: '5.00',
        order_id: '100',
        payment_id: '904',
        client_payment_id: null,
        balance: '10.00',
      },
      metadata(at(++minute), '1'),
    ),
    // Another projection's event in the same batches is left alone.
    event('taxe-1', 'TaxeDeleted', { id: '1' }, metadata(at(++minute), '1')),
  ];
}
