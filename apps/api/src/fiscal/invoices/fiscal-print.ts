/**
 * Issue 33: what a fiscal invoice or credit note prints, built from the order's own events (final
 * facts: OrderCreated's lines and codes, OrderInvoiced, CreditNoteIssued, the payments' IGTF) in
 * the API and handed to the documents worker as the job's input, so the printed document is the
 * issued one even if read models lag or are rebuilt.
 */
import {
  CreditNoteIssued,
  Decimal,
  fold,
  invoiceTaxesOf,
  ivaCodeOf,
  OrderCreated,
  orderDecider,
  OrderEvent,
  OrderInvoiced,
  OrderReturned,
  TaxLine,
} from '@bo/domain';

export interface FiscalPrintLine {
  code: string;
  name: string;
  quantity: number;
  /** The IVA code (G, R, A, E). */
  iva: string;
  /** Unit price in USD before the discount. */
  price: string;
  /** The line's base after its share of the discount (USD). */
  base: string;
}

export interface FiscalPrint {
  kind: 'invoice' | 'credit_note';
  number: string;
  control_number: string;
  date: string;
  client_name: string;
  client_identification: string;
  /** A credit note: the invoice it corrects. */
  corrects: { invoice_number: string; control_number: string } | null;
  lines: FiscalPrintLine[];
  taxes: TaxLine[];
  exempt: string;
  tax_total: string;
  base: string;
  total: string;
  exchange_rate: string;
  /** The IGTF the client paid on the sale's payments (an invoice only), '0.00' when none. */
  igtf: string;
}

const sum = (values: readonly (string | undefined)[]) =>
  values.reduce((total, value) => total.plus(value ?? 0), new Decimal(0));

/** The sale and its invoice among an order's events, with each line's base as invoiced; null without invoice. */
function invoiced(events: readonly OrderEvent[]) {
  const invoice = events.find((event): event is OrderInvoiced => event.type === 'OrderInvoiced');
  const created = events.find((event): event is OrderCreated => event.type === 'OrderCreated');
  if (!invoice || !created) return null;
  // The order as it stood when it was invoiced (its lines and discount never change after).
  const order = fold(orderDecider, events.slice(0, events.indexOf(invoice)));
  if (order.status !== 'existing') return null;
  return { invoice, created, bases: invoiceTaxesOf(order).bases };
}

/** The invoice of an order as printed, or null when it has none. */
export function invoicePrint(events: readonly OrderEvent[]): FiscalPrint | null {
  const found = invoiced(events);
  if (!found) return null;
  const { invoice, created, bases } = found;
  const paid = sum(events.flatMap((event) => (event.type === 'OrderPaymentRecorded' ? [event.data.igtf] : [])));
  const refunded = sum(events.flatMap((event) => (event.type === 'OrderReturned' ? [event.data.refund?.igtf] : [])));
  const data = invoice.data;
  return {
    kind: 'invoice',
    number: data.invoice_number,
    control_number: data.control_number,
    date: data.date,
    client_name: data.client_name,
    client_identification: data.client_identification,
    corrects: null,
    lines: created.data.lines.map((line) => ({
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      iva: ivaCodeOf(line.iva),
      price: line.price,
      base: bases[line.id],
    })),
    ...amounts(data),
    igtf: paid.minus(refunded).toFixed(2),
  };
}

/** The credit note of a devolution as printed, or null when the order has none for it. */
export function creditNotePrint(events: readonly OrderEvent[], devolutionId: string): FiscalPrint | null {
  const note = events.find(
    (event): event is CreditNoteIssued =>
      event.type === 'CreditNoteIssued' && event.data.devolution_id === devolutionId,
  );
  const found = invoiced(events);
  const returned = events.find(
    (event): event is OrderReturned => event.type === 'OrderReturned' && event.data.devolution_id === devolutionId,
  );
  if (!note || !found || !returned) return null;
  const { created, bases } = found;
  const units = new Map(returned.data.lines.map((line) => [line.line_id, line.quantity]));
  const data = note.data;
  return {
    kind: 'credit_note',
    number: data.number,
    control_number: data.control_number,
    date: data.date,
    client_name: data.client_name,
    client_identification: data.client_identification,
    corrects: { invoice_number: data.invoice_number, control_number: data.invoice_control_number },
    lines: created.data.lines
      .filter((line) => units.has(line.id))
      .map((line) => ({
        code: line.code,
        name: line.name,
        quantity: units.get(line.id)!,
        iva: ivaCodeOf(line.iva),
        price: line.price,
        base: new Decimal(bases[line.id])
          .times(units.get(line.id)!)
          .dividedBy(line.quantity)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2),
      })),
    ...amounts(data),
    igtf: '0.00',
  };
}

const amounts = (data: OrderInvoiced['data'] | CreditNoteIssued['data']) => ({
  taxes: data.taxes,
  exempt: data.exempt,
  tax_total: data.tax_total,
  base: data.base,
  total: data.total,
  exchange_rate: data.exchange_rate,
});
