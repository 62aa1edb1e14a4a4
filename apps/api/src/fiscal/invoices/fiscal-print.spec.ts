/**
 * What the fiscal Factura and Nota de crédito print, from an order's events (issue 33): the lines
 * with their codes and bases after the discount, the IGTF the payments carried less what refunds
 * gave back, and a credit note's returned lines with the invoice it corrects.
 */
import type { OrderEvent } from '@bo/domain';
import { creditNotePrint, invoicePrint } from './fiscal-print';

const line = (id: string, iva: 'G' | 'E', price: string, quantity: number) => ({
  id,
  product_id: id,
  quick: false,
  code: `P-${id}`,
  name: `Producto ${id}`,
  deposit_id: '1',
  quantity,
  price,
  cost: '1.00',
  iva,
});
const created: OrderEvent = {
  type: 'OrderCreated',
  data: {
    id: '9',
    client_id: '3',
    client_name: 'Taller',
    client_identification: 'J-1',
    date: '2026-12-01',
    state: 'delivery',
    isCredit: true,
    comentary: '',
    order_buy: null,
    exchange_rate: '40.00',
    cop_change: null,
    organization_id: null,
    lines: [line('1', 'G', '10.00', 2), line('2', 'E', '5.00', 1)],
    subtotal: '25.00',
    discount: { type: 'amount', value: '5.00', amount: '5.00' },
    total: '20.00',
  },
};
const amounts = {
  exchange_rate: '40.00',
  taxes: [{ code: 'G' as const, rate: '16.00', base: '16.00', amount: '2.56' }],
  exempt: '4.00',
  tax_total: '2.56',
  base: '20.00',
  total: '22.56',
};
const invoiced: OrderEvent = {
  type: 'OrderInvoiced',
  data: {
    id: '9',
    invoice_number: '12',
    control_number: '00-00000012',
    date: '2026-12-02',
    client_name: 'Taller',
    client_identification: 'J-1',
    ...amounts,
  },
};
const payment = (amount: string, igtf?: string): OrderEvent => ({
  type: 'OrderPaymentRecorded',
  data: {
    id: '9',
    payment_id: amount,
    method_id: '1',
    method_code: 'efectivo',
    method_name: 'Efectivo',
    amount,
    amount_bs: '0.00',
    exchange_rate: null,
    reference: '',
    client_payment_id: null,
    paid: amount,
    state: 'delivery',
    ...(igtf ? { igtf } : {}),
  },
});
const returned: OrderEvent = {
  type: 'OrderReturned',
  data: {
    id: '9',
    devolution_id: '4',
    amount: '8.00',
    returned: '8.00',
    total: '12.00',
    returned_cost: '1.00',
    lines: [{ line_id: '1', quantity: 1 }],
    refund: {
      payment_id: '77',
      method: 'cash',
      method_id: '1',
      method_code: 'efectivo',
      method_name: 'Efectivo',
      amount: '-5.00',
      reference: '',
      igtf: '0.15',
    },
    credit_note: null,
    paid: '15.00',
    state: 'delivery',
  },
};

describe('the fiscal print of an order', () => {
  it('has no invoice before OrderInvoiced', () => {
    expect(invoicePrint([created])).toBeNull();
  });

  it("prints each line's code and base after the discount, and the IGTF paid less the IGTF refunded", () => {
    const print = invoicePrint([created, payment('10.00', '0.30'), payment('10.00'), invoiced, returned]);
    expect(print).toMatchObject({
      kind: 'invoice',
      number: '12',
      control_number: '00-00000012',
      corrects: null,
      igtf: '0.15',
      total: '22.56',
    });
    expect(print!.lines.map((entry) => [entry.code, entry.iva, entry.quantity, entry.base])).toEqual([
      ['P-1', 'G', 2, '16.00'],
      ['P-2', 'E', 1, '4.00'],
    ]);
  });

  it("prints a credit note's returned units and their base, with the invoice it corrects", () => {
    const note: OrderEvent = {
      type: 'CreditNoteIssued',
      data: {
        id: '9',
        devolution_id: '4',
        number: '1',
        control_number: '00-00000013',
        invoice_number: '12',
        invoice_control_number: '00-00000012',
        date: '2026-12-03',
        client_name: 'Taller',
        client_identification: 'J-1',
        ...amounts,
      },
    };
    const print = creditNotePrint([created, invoiced, returned, note], '4');
    expect(print).toMatchObject({
      kind: 'credit_note',
      number: '1',
      corrects: { invoice_number: '12', control_number: '00-00000012' },
    });
    expect(print!.lines.map((entry) => [entry.code, entry.quantity, entry.base])).toEqual([['P-1', 1, '8.00']]);
    expect(creditNotePrint([created, invoiced, returned, note], '5')).toBeNull();
  });
});
