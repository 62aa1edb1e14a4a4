/** Given/when/then specs of the fiscal invoice, the sale closed to edits and the credit note (issue 33). */
import { fold, given } from '../kit';
import { orderDecider as orders } from './order.decider';
import { OrderEvent } from './order.events';
import { invoiceTaxesOf } from './order-invoice';
import {
  cancel,
  cancelled,
  created,
  filterLine,
  installationLine,
  metadata,
  newOrder,
  ORDER_ID,
  removeDiscount,
  setDiscount,
  setInvoice,
} from './testing';

/** Two filters at 10.00 (G) and an exempt installation at 5.00; 5.00 off: bases 16.00 and 4.00. */
const lines = [
  { ...filterLine, iva: 'G' as const },
  { ...installationLine, iva: 'E' as const },
];
const sale = created('request', {
  lines,
  discount: { type: 'amount', value: '5.00', amount: '5.00' },
  total: '22.56',
  taxes: [{ code: 'G', rate: '16.00', base: '16.00', amount: '2.56' }],
  exempt: '4.00',
  tax_total: '2.56',
});
const issue = {
  type: 'IssueInvoice' as const,
  data: { number: '12', control_number: '00-00000012', date: '2026-01-01' },
  metadata,
};

/** The client and rate of the sale as testing.ts makes it. */
const input = newOrder();
const invoiced: OrderEvent = {
  type: 'OrderInvoiced',
  data: {
    id: ORDER_ID,
    invoice_number: '12',
    control_number: '00-00000012',
    date: '2026-01-01',
    client_name: input.client_name,
    client_identification: input.client_identification,
    exchange_rate: input.exchange_rate,
    taxes: [{ code: 'G', rate: '16.00', base: '16.00', amount: '2.56' }],
    exempt: '4.00',
    tax_total: '2.56',
    base: '20.00',
    total: '22.56',
  },
};

/** Devolution '3' approved: one unit of `line` back for `amount`, no refund (nothing was paid). */
const returnOf = (line: string, amount: string, total: string, cost: string): OrderEvent => ({
  type: 'OrderReturned',
  data: {
    id: ORDER_ID,
    devolution_id: '3',
    amount,
    returned: amount,
    total,
    returned_cost: cost,
    lines: [{ line_id: line, quantity: 1 }],
    refund: null,
    credit_note: null,
    paid: '0.00',
    state: 'request',
  },
});

const decide = (events: OrderEvent[], command: Parameters<typeof orders.decide>[0]) =>
  orders.decide(command, fold(orders, events));

describe('an invoice is issued', () => {
  it('with the numbers the fiscal stream gave, the client, and base and IVA per rate after the discount', () => {
    expect(decide([sale], issue)).toEqual([invoiced]);
  });

  it('not of a sale recorded without taxes (under regime none): its total has no IVA', () => {
    given(orders, [created('request')])
      .when(issue)
      .thenRefuses('La venta se registró sin régimen fiscal (sin IVA): no se puede emitir su factura fiscal');
  });

  it('prints an older sale without taxes of its own: computed from its lines, G when a line has no code', () => {
    const taxes = invoiceTaxesOf({
      lines: [filterLine, installationLine],
      discount: null,
      date: '2026-01-01',
      fiscal: null,
    });
    expect(taxes).toMatchObject({
      taxes: [{ code: 'G', rate: '16.00', base: '25.00', amount: '4.00' }],
      exempt: '0.00',
      tax_total: '4.00',
      base: '25.00',
      total: '29.00',
    });
  });

  it("of a sale with its own taxes: the sale's taxes as they stood", () => {
    const fiscal = {
      taxes: [{ code: 'R' as const, rate: '8.00', base: '20.00', amount: '1.60' }],
      exempt: '0.00',
      tax_total: '1.60',
    };
    expect(invoiceTaxesOf({ lines, discount: { amount: '5.00' }, date: '2026-01-01', fiscal })).toMatchObject({
      ...fiscal,
      base: '20.00',
      total: '21.60',
    });
  });

  it('once: a second time is refused with the numbers it has', () => {
    given(orders, [sale, invoiced])
      .when(issue)
      .thenRefuses('La factura de esta venta ya fue emitida: N° 12, control 00-00000012');
  });

  it('not on an estimate nor on a cancelled sale', () => {
    const message = 'No se puede emitir factura a un presupuesto ni a una orden anulada';
    given(orders, [created('estimate')])
      .when(issue)
      .thenRefuses(message);
    given(orders, [created('request'), cancelled])
      .when(issue)
      .thenRefuses(message);
  });
});

describe('an invoiced sale is closed to edits', () => {
  const closed = 'La factura ya fue emitida: corrija con una nota de crédito';
  it('its discount is neither set nor removed', () => {
    given(orders, [sale, invoiced]).when(setDiscount('percentage', '10')).thenRefuses(closed);
    given(orders, [sale, invoiced]).when(removeDiscount()).thenRefuses(closed);
  });

  it('it is not cancelled', () => {
    given(orders, [sale, invoiced]).when(cancel).thenRefuses(closed);
  });

  it('its number is not replaced by a free one', () => {
    given(orders, [sale, invoiced]).when(setInvoice('F-1')).thenRefuses(closed);
  });

  it('a sale not invoiced still takes them', () => {
    given(orders, [created('request')])
      .when(cancel)
      .then([cancelled]);
  });
});

describe('a credit note of an invoiced sale', () => {
  const returned = returnOf('1', '8.00', '12.00', '6.00');
  const note = (lines: { line_id: string; quantity: number }[]) => ({
    type: 'IssueCreditNote' as const,
    data: { devolution_id: '3', number: '1', control_number: '00-00000013', date: '2026-01-01', lines },
    metadata,
  });

  it('gives back base and IVA in proportion to the units returned, at the invoice rates, with the invoice it corrects', () => {
    expect(decide([sale, invoiced, returned], note([{ line_id: '1', quantity: 1 }]))).toEqual([
      {
        type: 'CreditNoteIssued',
        data: {
          id: ORDER_ID,
          devolution_id: '3',
          number: '1',
          control_number: '00-00000013',
          invoice_number: '12',
          invoice_control_number: '00-00000012',
          date: '2026-01-01',
          client_name: input.client_name,
          client_identification: input.client_identification,
          exchange_rate: input.exchange_rate,
          taxes: [{ code: 'G', rate: '16.00', base: '8.00', amount: '1.28' }],
          exempt: '0.00',
          tax_total: '1.28',
          base: '8.00',
          total: '9.28',
        },
      },
    ]);
  });

  it('of every line: the whole invoice back, exempt included', () => {
    const [event] = decide(
      [sale, invoiced],
      note([
        { line_id: '1', quantity: 2 },
        { line_id: '2', quantity: 1 },
      ]),
    );
    expect(event.data).toMatchObject({
      taxes: [{ code: 'G', base: '16.00', amount: '2.56' }],
      exempt: '4.00',
      total: '22.56',
    });
  });

  it('of three returns of one unit each of a line of 3 units (base 29.99): 10.00, 9.99 and 10.00, the invoice to the cent', () => {
    const three = created('request', {
      lines: [{ ...filterLine, quantity: 3, iva: 'G' }],
      subtotal: '30.00',
      discount: { type: 'amount', value: '0.01', amount: '0.01' },
      total: '34.79',
      taxes: [{ code: 'G', rate: '16.00', base: '29.99', amount: '4.80' }],
      exempt: '0.00',
      tax_total: '4.80',
    });
    const invoicedThree = decide([three], issue)[0];
    const history: OrderEvent[] = [three, invoicedThree];
    const notes = ['3', '4', '5'].map((devolution_id, index) => {
      const back = returnOf('1', '11.60', '0.00', '6.00');
      history.push({ ...back, data: { ...back.data, devolution_id } } as OrderEvent);
      const command = note([{ line_id: '1', quantity: 1 }]);
      const [event] = decide(history, {
        ...command,
        data: { ...command.data, devolution_id, number: String(index + 1) },
      });
      history.push(event);
      return event.data as { base: string; tax_total: string; total: string };
    });
    expect(notes.map((data) => [data.base, data.tax_total, data.total])).toEqual([
      ['10.00', '1.60', '11.60'],
      ['9.99', '1.60', '11.59'],
      ['10.00', '1.60', '11.60'],
    ]);
    expect(invoicedThree.data).toMatchObject({ base: '29.99', tax_total: '4.80', total: '34.79' });
  });

  it('is refused on a sale without invoice', () => {
    given(orders, [sale])
      .when(note([{ line_id: '1', quantity: 1 }]))
      .thenRefuses('La venta no tiene factura emitida');
  });
});

describe('a sale with an approved devolution before its invoice', () => {
  it('is not invoiced', () => {
    const returned = returnOf('2', '5.00', '15.00', '0.00');
    given(orders, [sale, returned])
      .when(issue)
      .thenRefuses('La venta tiene devoluciones aprobadas: no se puede emitir su factura');
  });
});
