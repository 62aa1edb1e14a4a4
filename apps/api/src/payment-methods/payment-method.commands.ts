import { Inject, Injectable } from '@nestjs/common';
import {
  EventMetadata,
  fold,
  NewPaymentMethod,
  PaymentMethodChanges,
  PaymentMethodCommand,
  paymentMethodDecider,
  PaymentMethodEvent,
  PaymentMethodMessages,
  paymentMethodStream,
  UniqueValueCommand,
  uniqueValueDecider,
  uniqueValueStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';

/** A code belongs to one live method: claimed when added, released when deleted. */
const CODE_SCOPE = 'payment_method.code';

/**
 * Add, update and delete a payment method: decided on its stream, with its code claimed or
 * released on the code's own stream in the same atomic append (retried on a concurrent change).
 */
@Injectable()
export class PaymentMethodCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async add(values: NewPaymentMethod, metadata: EventMetadata): Promise<string> {
    const id = await this.freeId();
    await this.run(id, { type: 'AddPaymentMethod', data: { ...values, id }, metadata });
    return id;
  }

  update(id: string, changes: PaymentMethodChanges, metadata: EventMetadata): Promise<void> {
    return this.run(id, { type: 'UpdatePaymentMethod', data: changes, metadata });
  }

  delete(id: string, metadata: EventMetadata): Promise<void> {
    return this.run(id, { type: 'DeletePaymentMethod', data: {}, metadata });
  }

  /** The seeded methods hold ids 1 to 7 without the sequence knowing: skip ids already in use. */
  private async freeId(): Promise<string> {
    for (;;) {
      const id = await this.ids.next('payment_methods');
      const { version } = await this.store.readStream(paymentMethodStream(id), { maxCount: 1 });
      if (version === 0) return id;
    }
  }

  private async run(id: string, command: PaymentMethodCommand): Promise<void> {
    const streamId = paymentMethodStream(id);
    await this.executor.commit(async () => {
      const stream = await this.store.readStream(streamId);
      const events = paymentMethodDecider.decide(
        command,
        fold(paymentMethodDecider, stream.events as unknown as PaymentMethodEvent[]),
      );
      if (events.length === 0) return [];
      const appends = [streamAppend(streamId, stream.version, events, command.metadata)];
      for (const event of events) {
        const claim = await this.codeClaim(id, event, command.metadata);
        if (claim) appends.push(claim);
      }
      return appends;
    });
  }

  /** The claim of an added method's code, or the release of a deleted one's. */
  private async codeClaim(
    owner: string,
    event: PaymentMethodEvent,
    metadata: EventMetadata,
  ): Promise<StreamAppend | null> {
    let command: UniqueValueCommand;
    if (event.type === 'PaymentMethodAdded')
      command = {
        type: 'ClaimValue',
        data: { scope: CODE_SCOPE, value: event.data.code, owner_id: owner, message: PaymentMethodMessages.codeTaken },
        metadata,
      };
    else if (event.type === 'PaymentMethodDeleted')
      command = {
        type: 'ReleaseValue',
        data: { scope: CODE_SCOPE, value: event.data.code, owner_id: owner },
        metadata,
      };
    else return null;
    const streamId = uniqueValueStream(CODE_SCOPE, event.data.code);
    const current = await this.store.readStream(streamId);
    const events = uniqueValueDecider.decide(command, fold(uniqueValueDecider, current.events as never));
    if (events.length === 0) return null;
    return streamAppend(streamId, current.version, events, metadata);
  }
}
