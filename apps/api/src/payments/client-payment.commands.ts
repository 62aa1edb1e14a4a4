import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  allocateClientPayment,
  bolivarShares,
  clientPaymentStream,
  CREDIT_NOTE_METHOD_CODE,
  EventMetadata,
  fold,
  OPEN_ORDER_STATES,
  orderDecider,
  OrderEvent,
  orderStream,
  paymentAmounts,
  pendingOf,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';
import { ClientPaymentRequest } from '../orders/order.requests';
import { SaleReferences } from '../orders/sale-references';
import { ClientCredits } from '../client-credits/client-credits';
import { FiscalLedger } from '../fiscal/fiscal-ledger';
import { fiscalTermsOf } from '../fiscal/fiscal-terms';

/**
 * 'Registrar pagos' (RULES.md, Clients): a client's payment (in bolivars at the current rate, or in
 * dollars), at most what the client owes, applied to its open orders oldest first. Each part is an
 * order payment (so each order's state moves as any payment moves it), appended with the client
 * payment in one atomic append.
 */
@Injectable()
export class ClientPaymentCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly references: SaleReferences,
    private readonly credits: ClientCredits,
    private readonly fiscal: FiscalLedger,
  ) {}

  async record(request: ClientPaymentRequest, metadata: EventMetadata): Promise<string> {
    const { client, method, rate } = await this.references.forClientPayment(
      request.client_id,
      request.method,
      'method',
    );
    // The field rules and the current rate first (400s and 409 before what the client owes).
    const amounts = paymentAmounts({ ...request, method, current_rate: rate });
    const id = await this.ids.next('client_payments');
    // Issue 33: each part of a payment in foreign currency carries its IGTF when the account is an agent.
    const terms = fiscalTermsOf(await this.fiscal.settings());
    await this.executor.commit(async (): Promise<StreamAppend[]> => {
      const orders = await this.openOrders(client.id);
      const allocations = allocateClientPayment(
        amounts.amount,
        orders.map(({ order, created_at }) => ({ id: order.id, pending: pendingOf(order).toFixed(2), created_at })),
      );
      const paymentIds = await this.ids.nextMany('order_payments', allocations.length);
      const shares = amounts.rate === null ? null : bolivarShares(allocations, amounts.amount_bs, amounts.rate);
      const appends = allocations.map((allocation, index): StreamAppend => {
        const { order, version } = orders.find((open) => open.order.id === allocation.order_id)!;
        const events = orderDecider.decide(
          {
            type: 'RecordOrderPayment',
            // Each part counted in dollars; a payment in bolivars gives each part its share of them.
            data: {
              payment_id: paymentIds[index],
              method: { ...method, change_currency: null },
              amount: allocation.amount,
              amount_bs: null,
              exchange_rate: null,
              reference: request.reference,
              current_rate: rate,
              client_payment_id: id,
              bolivar_share: shares?.[index] ?? null,
              // Each part is made on the client payment's day.
              date: request.date,
              ...(terms ? { igtf_terms: terms } : {}),
            },
            metadata,
          },
          order,
        );
        return streamAppend(orderStream(order.id), version, events, metadata);
      });
      const recorded = {
        type: 'ClientPaymentRecorded' as const,
        data: {
          id,
          client_id: client.id,
          method_id: method.id,
          method_code: method.code,
          method_name: method.name,
          amount: amounts.amount,
          amount_bs: amounts.amount_bs,
          exchange_rate: amounts.rate,
          reference: request.reference.trim(),
          date: request.date,
          allocations: allocations.map((part, index) => ({ ...part, payment_id: paymentIds[index] })),
        },
      };
      // By credit note: drawn from the client's credit in the same append (never above it).
      const credit =
        method.code === CREDIT_NOTE_METHOD_CODE
          ? [await this.credits.use(client.id, { amount: amounts.amount, client_payment_id: id }, metadata)]
          : [];
      return [streamAppend(clientPaymentStream(id), 'no_stream', [recorded], metadata), ...appends, ...credit];
    });
    return id;
  }

  /**
   * The client's open orders that still owe (from the read model, which every acknowledged command
   * has reached) as their streams hold them now, read together. One paid in full but not yet
   * dispatched takes no part of a payment: its stream is not read.
   */
  private async openOrders(clientId: string) {
    const rows = (await this.knex('rm.orders')
      .select('id', 'created_at')
      .where('client_id', clientId)
      .whereIn('order_state', OPEN_ORDER_STATES as string[])
      .whereRaw('total > balance')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])) as { id: unknown; created_at: Date }[];
    const streams = await this.store.readStreams(rows.map((row) => orderStream(String(row.id))));
    return rows.flatMap((row, index) => {
      const { events, version } = streams[index];
      const order = fold(orderDecider, events as unknown as OrderEvent[]);
      return order.status === 'existing' && OPEN_ORDER_STATES.includes(order.state)
        ? [{ order, version, created_at: new Date(row.created_at).toISOString() }]
        : [];
    });
  }
}
