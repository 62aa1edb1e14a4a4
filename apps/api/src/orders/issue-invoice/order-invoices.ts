/**
 * Issue 33: the fiscal invoice of a sale and the credit note of an approved devolution of an
 * invoiced sale. Each takes its numbers from the `fiscal` stream (FiscalLedger) and appends them in
 * the SAME atomic append as the order's event, the fiscal stream locked in turns within this
 * process and its expected version guarding it across processes, so numbers are gapless and final.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  businessDay,
  DomainError,
  EventMetadata,
  ExistingOrder,
  FISCAL_STREAM,
  FiscalNumberTaken,
  fold,
  orderDecider,
  OrderEvent,
  OrderInvoiced,
  OrderMessages,
  orderStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';
import { CommandExecutor } from '../../shared/command-executor';
import { streamAppend } from '../../shared/stream-append';
import { FiscalLedger } from '../../fiscal/fiscal-ledger';

/** The numbers a dry run decides with: every refusal of the order comes before a number is taken. */
const DRY_RUN = { number: '0', control_number: '0' };

@Injectable()
export class OrderInvoices {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
    private readonly ledger: FiscalLedger,
  ) {}

  /**
   * PUT /api/orders/:id/invoice {} under a regime: the next invoice number and control number.
   * Answers the invoice as issued (the route shows it whatever the read model shows yet), or null
   * when the request's Idempotency-Key had already issued it (the read model has it then).
   */
  async issue(id: string, metadata: EventMetadata): Promise<OrderInvoiced['data'] | null> {
    let issued: OrderInvoiced['data'] | null = null;
    await this.executor.commit(
      async () => {
        const stream = await this.store.readStream(orderStream(id));
        const order = fold(orderDecider, stream.events as unknown as OrderEvent[]);
        if (order.status === 'none') throw new DomainError(OrderMessages.notFound, 'not_found');
        const date = businessDay(metadata.at);
        orderDecider.decide({ type: 'IssueInvoice', data: { ...DRY_RUN, date }, metadata }, order);
        const fiscal = await this.take('invoice', id, null, date, metadata);
        const events = orderDecider.decide(
          { type: 'IssueInvoice', data: { ...numbersOf(fiscal), date }, metadata },
          order,
        );
        issued = (events.find((event) => event.type === 'OrderInvoiced') as OrderInvoiced | undefined)?.data ?? null;
        return [streamAppend(orderStream(id), stream.version, events, metadata), fiscal];
      },
      { lock: [orderStream(id), FISCAL_STREAM], appended: (appends) => this.ledger.appended(appends) },
    );
    return issued;
  }

  /**
   * The credit note of a devolution approved on `order` (its state after the OrderReturned): the
   * CreditNoteIssued event and the fiscal append; nothing when the sale has no invoice.
   */
  async creditNote(
    order: ExistingOrder,
    devolution: { id: string; lines: { line_id: string; quantity: number }[] },
    metadata: EventMetadata,
  ): Promise<{ event: OrderEvent; fiscal: StreamAppend } | null> {
    if (!order.invoice) return null;
    const date = businessDay(metadata.at);
    const data = { devolution_id: devolution.id, lines: devolution.lines, date };
    orderDecider.decide({ type: 'IssueCreditNote', data: { ...data, ...DRY_RUN }, metadata }, order);
    const fiscal = await this.take('credit_note', order.id, devolution.id, date, metadata);
    const [event] = orderDecider.decide(
      { type: 'IssueCreditNote', data: { ...data, ...numbersOf(fiscal) }, metadata },
      order,
    );
    return { event, fiscal };
  }

  private take(
    document: 'invoice' | 'credit_note',
    document_id: string,
    devolution_id: string | null,
    date: string,
    metadata: EventMetadata,
  ): Promise<StreamAppend> {
    return this.ledger.appendFor(
      { type: 'TakeFiscalNumber', data: { document, document_id, devolution_id, date }, metadata },
      metadata,
    );
  }
}

function numbersOf(fiscal: StreamAppend): { number: string; control_number: string } {
  const taken = fiscal.events[0].data as FiscalNumberTaken['data'];
  return { number: taken.number, control_number: taken.control_number ?? '' };
}
