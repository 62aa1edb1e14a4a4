import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  CREDIT_NOTE_METHOD_CODE,
  devolutionDecider,
  DevolutionMessages,
  devolutionStockMoves,
  devolutionStream,
  CreditNoteIssued,
  EventMetadata,
  ExistingDevolution,
  ExistingOrder,
  FISCAL_STREAM,
  fiscalIsOn,
  fold,
  foreignCurrencyOf,
  orderDecider,
  OrderEvent,
  OrderReturned,
  orderStream,
  RefundMethod,
  returnOrderLinesOf,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';
import { DocumentCommands } from '../documents/document-commands';
import { ClientCredits } from '../client-credits/client-credits';
import { DevolutionRequest } from './devolution.request';
import { OrderInvoices } from '../orders/issue-invoice/order-invoices';
import { FiscalLedger } from '../fiscal/fiscal-ledger';

/** The payment method a refund is recorded with on the order (a negative payment), by refund method. */
const REFUND_METHOD_CODES: Record<Exclude<RefundMethod, 'none'>, string> = {
  cash: 'efectivo',
  transfer: 'transferencia-usd',
  credit_note: CREDIT_NOTE_METHOD_CODE,
};

type MethodRef = { id: string; code: string; name: string; foreign_currency?: boolean };

/**
 * Register, approve and reject devolutions, documents of the kit (documents/). Registering checks
 * the order as its stream holds it then; approving checks it again as it is now and appends, in
 * one atomic append, the devolution's approval, the order's return (its new total and any
 * refund), the units back into each line's deposit, and a credit note on the client when the
 * refund is one (RULES.md, Devolutions: what an approval does to the money).
 */
@Injectable()
export class DevolutionCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly documents: DocumentCommands,
    private readonly credits: ClientCredits,
    private readonly invoices: OrderInvoices,
    private readonly ledger: FiscalLedger,
  ) {}

  async create(request: DevolutionRequest, metadata: EventMetadata): Promise<string> {
    const id = await this.ids.next('devolutions');
    await this.documents.run({
      decider: devolutionDecider,
      streamId: devolutionStream(id),
      isNew: true,
      command: async () => {
        const { events } = await this.store.readStream(orderStream(request.order_id));
        const order = fold(orderDecider, events as unknown as OrderEvent[]);
        if (order.status === 'none')
          throw new FormValidationException({ order_id: [DevolutionMessages.orderNotFound] });
        return {
          type: 'RequestDevolution' as const,
          data: {
            id,
            order,
            return_type: request.return_type,
            lines: request.products.map((line) => ({
              line_id: line.line_id,
              quantity: line.return_quantity,
              amount: line.return_amount,
              reason: line.reason,
            })),
            refund_method: request.refund_method,
            refund_reference: request.refund_reference,
            notes: request.notes,
          },
          metadata,
        };
      },
    });
    return id;
  }

  /** Issue 33: answers the credit note it issued (an invoiced sale's), null otherwise. */
  async approve(id: string, metadata: EventMetadata): Promise<CreditNoteIssued['data'] | null> {
    const [payment_id, methods, settings] = await Promise.all([
      this.ids.next('order_payments'),
      this.refundMethods(),
      this.ledger.settings(),
    ]);
    let creditNote: CreditNoteIssued['data'] | null = null;
    await this.documents.run({
      decider: devolutionDecider,
      streamId: devolutionStream(id),
      command: { type: 'ApproveDevolution', data: {}, metadata },
      moves: ({ before }) => devolutionStockMoves(before as ExistingDevolution),
      also: async ({ before }, metadata): Promise<StreamAppend[]> => {
        const devolution = before as ExistingDevolution;
        const streamId = orderStream(devolution.order_id);
        const stream = await this.store.readStream(streamId);
        const order = fold(orderDecider, stream.events as unknown as OrderEvent[]);
        const method = devolution.refund_method === 'none' ? null : (methods.get(devolution.refund_method) ?? null);
        const command = returnOrderLinesOf(devolution, { payment_id, payment_method: method }, metadata);
        const events = orderDecider.decide(command, order);
        // Issue 33: an invoiced sale's return issues its credit note with the next numbers, in this append.
        const after = events.reduce(orderDecider.evolve, order) as ExistingOrder;
        const note = await this.invoices.creditNote(
          after,
          { id: devolution.id, lines: (events[0] as OrderReturned).data.lines },
          metadata,
        );
        creditNote = note ? (note.event as CreditNoteIssued).data : null;
        if (note) events.push(note.event);
        const appends = [streamAppend(streamId, stream.version, events, metadata), ...(note ? [note.fiscal] : [])];
        const { credit_note } = (events[0] as OrderReturned).data;
        if (credit_note && order.status === 'existing')
          appends.push(
            await this.credits.issue(
              order.client_id,
              { amount: credit_note, devolution_id: devolution.id, order_id: order.id },
              metadata,
            ),
          );
        return appends;
      },
      lock: fiscalIsOn(settings) ? [FISCAL_STREAM] : [],
    });
    return creditNote;
  }

  async reject(id: string, metadata: EventMetadata): Promise<void> {
    await this.executor.execute(devolutionDecider, devolutionStream(id), {
      type: 'RejectDevolution',
      data: {},
      metadata,
    });
  }

  /** The live methods refunds are recorded with (the system's: never deleted), by refund method. */
  private async refundMethods(): Promise<Map<string, MethodRef>> {
    const codes = Object.values(REFUND_METHOD_CODES);
    const rows = (await this.knex('rm.payment_methods')
      .whereIn('code', codes)
      .select('id', 'code', 'name', 'change_currency', 'foreign_currency')) as {
      id: unknown;
      code: string;
      name: string;
      change_currency: string | null;
      foreign_currency: boolean | null;
    }[];
    // Issue 33: a refund in foreign currency gives back its IGTF in proportion (the order decider).
    const byCode = new Map(
      rows.map((row) => [
        row.code,
        { id: String(row.id), code: row.code, name: row.name, foreign_currency: foreignCurrencyOf(row) },
      ]),
    );
    return new Map(
      Object.entries(REFUND_METHOD_CODES).flatMap(([method, code]) => {
        const found = byCode.get(code);
        return found ? [[method, found] as const] : [];
      }),
    );
  }
}
