/**
 * Issue 33: what a sale keeps of its taxes and its payments of their IGTF under a fiscal regime,
 * in tables of their own beside the orders' (the order reader joins them), so the orders' read
 * model and its batch logic stay as they were and a sale under regime `none` writes nothing here:
 * `order_taxes` (one row per taxed sale: its taxes per rate, exempt base, IVA and each line's
 * code, as created and after each discount set or removed) and `order_payment_igtf` (one row per
 * payment that carried IGTF, and per refund that gave some back, negative). Version 2 adds
 * `order_fiscal_documents`: the fiscal invoice and each credit note of an order as issued (the
 * event's data), so an order's answer shows them with one join and never reads the event stream.
 */
import { RecordedEvent } from '@bo/event-store';
import type { OrderEvent, TaxLine } from '@bo/domain';
import { Projection } from '../projection';
import { WriteSet } from '../write-set';

interface TaxesRow {
  order_id: string;
  taxes: TaxLine[];
  exempt: string;
  tax_total: string;
  line_ivas?: Record<string, string>;
}
interface DocumentRow {
  order_id: string;
  kind: 'invoice' | 'credit_note';
  document_id: string;
  document: object;
}
interface IgtfRow {
  payment_id: string;
  order_id: string;
  igtf: string;
}

export const fiscalSalesProjection: Projection = {
  name: 'fiscal_sales',
  version: 2,
  tables: ['order_taxes', 'order_payment_igtf', 'order_fiscal_documents'],
  handles: [
    'OrderCreated',
    'OrderDiscountSet',
    'OrderDiscountRemoved',
    'OrderPaymentRecorded',
    'OrderReturned',
    'OrderInvoiced',
    'CreditNoteIssued',
  ],

  async createTables(trx) {
    await trx.raw(`create table order_taxes (
      order_id bigint primary key,
      taxes jsonb not null,
      exempt numeric(14, 2) not null,
      tax_total numeric(14, 2) not null,
      line_ivas jsonb not null
    )`);
    await trx.raw(`create table order_payment_igtf (
      payment_id bigint primary key,
      order_id bigint not null,
      igtf numeric(14, 2) not null
    )`);
    await trx.raw('create index order_payment_igtf_order on order_payment_igtf (order_id)');
    await trx.raw(`create table order_fiscal_documents (
      kind text not null,
      document_id bigint not null,
      order_id bigint not null,
      document jsonb not null,
      primary key (kind, document_id)
    )`);
    await trx.raw('create index order_fiscal_documents_order on order_fiscal_documents (order_id)');
  },

  async apply(events, trx) {
    const created = new Map<string, TaxesRow>();
    const changed = new Map<string, TaxesRow>();
    const igtf: IgtfRow[] = [];
    const documents: DocumentRow[] = [];
    for (const event of events as RecordedEvent[] as unknown as OrderEvent[]) {
      switch (event.type) {
        case 'OrderCreated': {
          const { id, taxes, exempt, tax_total, lines } = event.data;
          if (!taxes) break;
          const line_ivas = Object.fromEntries(lines.map((line) => [line.id, line.iva ?? 'G']));
          created.set(id, { order_id: id, taxes, exempt: exempt ?? '0.00', tax_total: tax_total ?? '0.00', line_ivas });
          break;
        }
        case 'OrderDiscountSet':
        case 'OrderDiscountRemoved': {
          const { id, taxes, exempt, tax_total } = event.data;
          if (!taxes) break;
          const row = { order_id: id, taxes, exempt: exempt ?? '0.00', tax_total: tax_total ?? '0.00' };
          const earlier = created.get(id);
          if (earlier) created.set(id, { ...earlier, ...row });
          else changed.set(id, row);
          break;
        }
        case 'OrderPaymentRecorded':
          if (event.data.igtf)
            igtf.push({ payment_id: event.data.payment_id, order_id: event.data.id, igtf: event.data.igtf });
          break;
        case 'OrderReturned': {
          const refund = event.data.refund;
          if (refund?.igtf)
            igtf.push({ payment_id: refund.payment_id, order_id: event.data.id, igtf: `-${refund.igtf}` });
          break;
        }
        case 'OrderInvoiced':
          documents.push({
            order_id: event.data.id,
            kind: 'invoice',
            document_id: event.data.id,
            document: event.data,
          });
          break;
        case 'CreditNoteIssued':
          documents.push({
            order_id: event.data.id,
            kind: 'credit_note',
            document_id: event.data.devolution_id,
            document: event.data,
          });
          break;
        default:
          break;
      }
    }
    const writes = new WriteSet();
    if (created.size)
      writes.add(
        `insert into order_taxes (order_id, taxes, exempt, tax_total, line_ivas)
         select order_id, taxes, exempt, tax_total, line_ivas
         from jsonb_to_recordset(?::jsonb)
           as v(order_id bigint, taxes jsonb, exempt numeric, tax_total numeric, line_ivas jsonb)
         on conflict (order_id) do update set taxes = excluded.taxes, exempt = excluded.exempt,
           tax_total = excluded.tax_total, line_ivas = excluded.line_ivas`,
        [JSON.stringify([...created.values()])],
      );
    if (changed.size)
      writes.add(
        `update order_taxes t set taxes = v.taxes, exempt = v.exempt, tax_total = v.tax_total
         from jsonb_to_recordset(?::jsonb) as v(order_id bigint, taxes jsonb, exempt numeric, tax_total numeric)
         where t.order_id = v.order_id`,
        [JSON.stringify([...changed.values()])],
      );
    if (igtf.length)
      writes.add(
        `insert into order_payment_igtf (payment_id, order_id, igtf)
         select payment_id, order_id, igtf from jsonb_to_recordset(?::jsonb)
           as v(payment_id bigint, order_id bigint, igtf numeric)
         on conflict (payment_id) do update set igtf = excluded.igtf`,
        [JSON.stringify(igtf)],
      );
    if (documents.length)
      writes.add(
        `insert into order_fiscal_documents (kind, document_id, order_id, document)
         select kind, document_id, order_id, document from jsonb_to_recordset(?::jsonb)
           as v(kind text, document_id bigint, order_id bigint, document jsonb)
         on conflict (kind, document_id) do nothing`,
        [JSON.stringify(documents)],
      );
    await writes.flush(trx, { last: true });
  },
};
