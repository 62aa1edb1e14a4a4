/**
 * Issue 33: what the order's answer shows of its fiscal documents (the invoice with its control
 * number and day, and the credit notes issued against it), read from the order's own stream: final
 * facts of a few events, read only for an order that has an invoice number.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CreditNoteIssued, OrderEvent, OrderInvoiced, orderStream } from '@bo/domain';
import { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';

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

@Injectable()
export class OrderFiscalReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(orderId: string): Promise<OrderFiscalView> {
    const { events } = await this.store.readStream(orderStream(orderId));
    return fiscalViewOf(events as unknown as OrderEvent[]);
  }
}

export function fiscalViewOf(events: readonly OrderEvent[]): OrderFiscalView {
  const invoiced = events.find((event): event is OrderInvoiced => event.type === 'OrderInvoiced');
  if (!invoiced) return NO_FISCAL;
  const data = invoiced.data;
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
    credit_notes: events
      .filter((event): event is CreditNoteIssued => event.type === 'CreditNoteIssued')
      .map(({ data: note }) => ({
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
