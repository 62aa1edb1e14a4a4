import { Inject, Injectable } from '@nestjs/common';
import {
  ClientCreditCommand,
  clientCreditDecider,
  ClientCreditEvent,
  clientCreditStream,
  EventMetadata,
  fold,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { streamAppend } from '../shared/stream-append';

/**
 * A client's credit note (saldo a favor, `client_credit-<clientId>`) as part of another command's
 * atomic append: issued by a devolution's approval, used by a payment by 'Nota de Crédito' (an
 * order payment, a sale's first payment, a client payment). Each gives the append with its
 * expected version, so two payments cannot spend the same credit.
 */
@Injectable()
export class ClientCredits {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  issue(
    clientId: string,
    issued: { amount: string; devolution_id: string; order_id: string },
    metadata: EventMetadata,
  ): Promise<StreamAppend> {
    return this.decide(clientId, { type: 'IssueClientCredit', data: { client_id: clientId, ...issued }, metadata });
  }

  /** Refused above the credit: 'El monto excede el saldo a favor del cliente' (409). */
  use(
    clientId: string,
    used: { amount: string; order_id?: string | null; payment_id?: string | null; client_payment_id?: string | null },
    metadata: EventMetadata,
  ): Promise<StreamAppend> {
    const data = {
      client_id: clientId,
      amount: used.amount,
      order_id: used.order_id ?? null,
      payment_id: used.payment_id ?? null,
      client_payment_id: used.client_payment_id ?? null,
    };
    return this.decide(clientId, { type: 'UseClientCredit', data, metadata });
  }

  /** Several uses in one append of the credit stream (a sale paid twice by credit note), each against what the others left. */
  useAll(
    clientId: string,
    uses: { amount: string; order_id?: string | null; payment_id?: string | null }[],
    metadata: EventMetadata,
  ): Promise<StreamAppend> {
    const commands = uses.map((used): ClientCreditCommand => ({
      type: 'UseClientCredit',
      data: {
        client_id: clientId,
        amount: used.amount,
        order_id: used.order_id ?? null,
        payment_id: used.payment_id ?? null,
        client_payment_id: null,
      },
      metadata,
    }));
    return this.decideAll(clientId, commands, metadata);
  }

  private decide(clientId: string, command: ClientCreditCommand): Promise<StreamAppend> {
    return this.decideAll(clientId, [command], command.metadata);
  }

  private async decideAll(
    clientId: string,
    commands: ClientCreditCommand[],
    metadata: EventMetadata,
  ): Promise<StreamAppend> {
    const streamId = clientCreditStream(clientId);
    const stream = await this.store.readStream(streamId);
    let state = fold(clientCreditDecider, stream.events as unknown as ClientCreditEvent[]);
    const events: ClientCreditEvent[] = [];
    for (const command of commands) {
      const decided = clientCreditDecider.decide(command, state) as ClientCreditEvent[];
      state = decided.reduce(clientCreditDecider.evolve, state);
      events.push(...decided);
    }
    return streamAppend(streamId, stream.version, events, metadata);
  }
}
