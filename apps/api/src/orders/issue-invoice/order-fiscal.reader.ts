/**
 * Issue 33: what the order's answer shows of its fiscal documents (the invoice with its control
 * number and day, and the credit notes issued against it), from the documents as issued: the
 * events' data kept by the fiscal_sales read model (`rm.order_fiscal_documents`), which the order's
 * one query reads with FISCAL_DOCUMENTS; the invoice route adds the OrderInvoiced it appended.
 */
import { CreditNoteIssued, OrderInvoiced } from '@bo/domain';

type Amounts = Pick<OrderInvoiced['data'], 'exchange_rate' | 'taxes' | 'exempt' | 'tax_total' | 'base' | 'total'>;

export interface CreditNoteView extends Amounts {
  devolution_id: number;
  number: string;
  control_number: string;
  invoice_number: string;
  invoice_control_number: string;
  date: string;
}

export interface OrderFiscalView {
  /** The fiscal invoice's control number (null: no fiscal invoice). */
  control_number: string | null;
  /** The day the fiscal invoice was issued ('YYYY-MM-DD'). */
  invoiced_at: string | null;
  invoice:
    | (Amounts & {
        number: string;
        control_number: string;
        date: string;
        client_name: string;
        client_identification: string;
      })
    | null;
  credit_notes: CreditNoteView[];
}

export const NO_FISCAL: OrderFiscalView = { control_number: null, invoiced_at: null, invoice: null, credit_notes: [] };

const amountsOf = (data: Amounts): Amounts => ({
  exchange_rate: data.exchange_rate,
  taxes: data.taxes,
  exempt: data.exempt,
  tax_total: data.tax_total,
  base: data.base,
  total: data.total,
});

/** An order's fiscal documents as issued, for the order's query: `{kind, document}` rows as JSON. */
export const FISCAL_DOCUMENTS = `select coalesce(json_agg(json_build_object('kind', f.kind, 'document', f.document)
    order by f.kind desc, f.document_id), '[]')
  from rm.order_fiscal_documents f where f.order_id = o.id`;

export type FiscalDocument =
  { kind: 'invoice'; document: OrderInvoiced['data'] } | { kind: 'credit_note'; document: CreditNoteIssued['data'] };

export function fiscalViewOf(documents: readonly FiscalDocument[]): OrderFiscalView {
  const invoice = documents.find((document) => document.kind === 'invoice');
  if (!invoice) return NO_FISCAL;
  const data = invoice.document;
  return {
    control_number: data.control_number,
    invoiced_at: data.date,
    invoice: {
      number: data.invoice_number,
      control_number: data.control_number,
      date: data.date,
      client_name: data.client_name,
      client_identification: data.client_identification,
      ...amountsOf(data),
    },
    credit_notes: documents
      .filter((document) => document.kind === 'credit_note')
      .map(({ document: note }) => ({
        devolution_id: Number(note.devolution_id),
        number: note.number,
        control_number: note.control_number,
        invoice_number: note.invoice_number,
        invoice_control_number: note.invoice_control_number,
        date: note.date,
        ...amountsOf(note),
      })),
  };
}

/**
 * What an order's answer adds for its fiscal documents: nothing without a fiscal invoice (the
 * answers under `none` are as before), else the view and the invoice's number.
 */
export function fiscalFieldsOf(
  documents: readonly FiscalDocument[],
): Partial<OrderFiscalView> & { invoice_number?: string } {
  const fiscal = fiscalViewOf(documents);
  return fiscal.invoice ? { ...fiscal, invoice_number: fiscal.invoice.number } : {};
}
