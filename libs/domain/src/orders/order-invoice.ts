/**
 * The fiscal invoice and credit notes of a sale (RULES.md, fiscal documents), apart from the order
 * decider so the rules of issuing them read in one place: an invoice is issued once, on a committed
 * sale, with the numbers the `fiscal` stream gave; once issued the sale is closed to edits; an
 * approved devolution of an invoiced sale issues a credit note giving back base and IVA per rate
 * in proportion to the units returned, at the invoice's own rates.
 */
import { Command } from '../kit/event';
import { DomainError } from '../kit/domain-error';
import { documentTaxes, TaxedDocument } from '../fiscal/document-taxes';
import { creditNoteTaxes } from '../fiscal/credit-note-taxes';
import { ivaCodeOf } from '../fiscal/iva';
import { Decimal } from '../shared/decimal';
import type { CreditNoteIssued, OrderEvent, OrderInvoiced, OrderLine, OrderState } from './order.events';

/** The numbers the `fiscal` stream gave a document (FiscalNumberTaken), and the day it is issued. */
export interface FiscalNumbers {
  number: string;
  control_number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

export type IssueInvoice = Command<'IssueInvoice', FiscalNumbers>;
export type IssueCreditNote = Command<
  'IssueCreditNote',
  FiscalNumbers & { devolution_id: string; lines: { line_id: string; quantity: number }[] }
>;

export const InvoiceMessages = {
  alreadyIssued: (number: string, control: string) =>
    `La factura de esta venta ya fue emitida: N° ${number}, control ${control}`,
  notAllowed: 'No se puede emitir factura a un presupuesto ni a una orden anulada',
  returnedBefore: 'La venta tiene devoluciones aprobadas: no se puede emitir su factura',
  closed: 'La factura ya fue emitida: corrija con una nota de crédito',
  notInvoiced: 'La venta no tiene factura emitida',
  regimeNone: 'La cuenta no tiene régimen fiscal: asigne el número de factura',
  untaxed: 'La venta se registró sin régimen fiscal (sin IVA): no se puede emitir su factura fiscal',
} as const;

/** What the invoice needs of an order (a subset of the decider's ExistingOrder). */
export interface InvoicedOrder {
  id: string;
  date: string;
  state: OrderState;
  exchange_rate: string;
  lines: readonly OrderLine[];
  discount: { amount: string } | null;
  returned: string;
  /** Units of each line returned by approved devolutions. */
  returned_lines: Readonly<Record<string, number>>;
  client_name: string;
  client_identification: string;
  fiscal: { taxes: TaxedDocument['taxes']; exempt: string; tax_total: string } | null;
  invoice: OrderInvoiced['data'] | null;
}

const COMMITTED: readonly OrderState[] = ['request', 'delivery', 'dispatch', 'finish'];

/**
 * The invoice's taxes: the sale's own (OrderCreated's, part of the order since the fiscal release;
 * a sale recorded without them is not invoiced, see refuseInvoice). The bases per line are computed
 * from its lines and discount on the sale's day (a credit note and the printed invoice need them),
 * and so are the taxes of a sale without its own (each line's `iva`, G when absent), which only
 * the printed documents of an older sale read.
 */
export function invoiceTaxesOf(order: Pick<InvoicedOrder, 'lines' | 'discount' | 'date' | 'fiscal'>): TaxedDocument {
  const computed = documentTaxes(
    order.lines.map((line) => ({
      id: line.id,
      iva: ivaCodeOf(line.iva),
      amount: new Decimal(line.price).times(line.quantity),
    })),
    order.discount?.amount ?? '0.00',
    order.date,
  );
  if (!order.fiscal) return computed;
  const { taxes, exempt, tax_total } = order.fiscal;
  return { ...computed, taxes, exempt, tax_total, total: new Decimal(computed.base).plus(tax_total).toFixed(2) };
}

/** Refused once the invoice is issued: a change of lines, prices, discount, client, or a cancel. */
export function refuseWhenInvoiced(order: Pick<InvoicedOrder, 'invoice'>): void {
  if (order.invoice) throw new DomainError(InvoiceMessages.closed);
}

/** The checks before a number is taken (the API runs them first, so a refused invoice takes none). */
export function refuseInvoice(order: Pick<InvoicedOrder, 'invoice' | 'state' | 'returned' | 'fiscal'>): void {
  if (order.invoice)
    throw new DomainError(InvoiceMessages.alreadyIssued(order.invoice.invoice_number, order.invoice.control_number));
  if (new Decimal(order.returned).gt(0)) throw new DomainError(InvoiceMessages.returnedBefore);
  if (!COMMITTED.includes(order.state)) throw new DomainError(InvoiceMessages.notAllowed);
  // Its total has no IVA: an invoice adding it would ask the client more than the sale says.
  if (!order.fiscal) throw new DomainError(InvoiceMessages.untaxed);
}

export function invoiceIssued(order: InvoicedOrder, numbers: FiscalNumbers): OrderEvent[] {
  refuseInvoice(order);
  const { taxes, exempt, tax_total, base, total } = invoiceTaxesOf(order);
  return [
    {
      type: 'OrderInvoiced',
      data: {
        id: order.id,
        invoice_number: numbers.number,
        control_number: numbers.control_number,
        date: numbers.date,
        client_name: order.client_name,
        client_identification: order.client_identification,
        exchange_rate: order.exchange_rate,
        taxes,
        exempt,
        tax_total,
        base,
        total,
      },
    },
  ];
}

/** The credit note of a devolution's lines (the order as it was invoiced: its lines never change). */
export function creditNoteIssued(order: InvoicedOrder, input: IssueCreditNote['data']): CreditNoteIssued {
  const invoice = order.invoice;
  if (!invoice) throw new DomainError(InvoiceMessages.notInvoiced);
  const { bases } = invoiceTaxesOf(order);
  const returned = new Map(input.lines.map((line) => [line.line_id, line.quantity]));
  // `order` is the sale after this devolution's OrderReturned: its returned units count this note's.
  const taxes = creditNoteTaxes(
    order.lines.map((line) => ({
      iva: ivaCodeOf(line.iva),
      base: bases[line.id],
      quantity: line.quantity,
      returned: returned.get(line.id) ?? 0,
      returnedBefore: (order.returned_lines[line.id] ?? 0) - (returned.get(line.id) ?? 0),
    })),
    { taxes: invoice.taxes, day: order.date },
  );
  return {
    type: 'CreditNoteIssued',
    data: {
      id: order.id,
      devolution_id: input.devolution_id,
      number: input.number,
      control_number: input.control_number,
      invoice_number: invoice.invoice_number,
      invoice_control_number: invoice.control_number,
      date: input.date,
      client_name: invoice.client_name,
      client_identification: invoice.client_identification,
      exchange_rate: invoice.exchange_rate,
      taxes: taxes.taxes,
      exempt: taxes.exempt,
      tax_total: taxes.tax_total,
      base: taxes.base,
      total: taxes.total,
    },
  };
}
