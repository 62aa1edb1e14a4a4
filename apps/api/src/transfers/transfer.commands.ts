import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  EventMetadata,
  ExistingTransfer,
  linesToTheSource,
  NewTransfer,
  TransferCommand,
  transferDecider,
  TransferMessages as M,
  transferStockMoves,
  transferStream,
} from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { DocumentCommands, stockStreamsOf } from '../documents/document-commands';

/**
 * Create, send, receive and cancel a deposit transfer, a document of the kit (documents/): its
 * events and the stock they move (out of the source at creation, into each destination on
 * reception, back to the source on cancellation) are one atomic append, so stock never goes below
 * zero however many transfers take from one deposit at once.
 */
@Injectable()
export class TransferCommands {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly ids: IdGenerator,
    private readonly documents: DocumentCommands,
  ) {}

  /** The deposit in the path must exist and be live: 404 otherwise. */
  async checkSource(depositId: string): Promise<void> {
    const source = await this.knex('rm.deposits').where({ id: depositId }).whereNull('deleted_at').first('id');
    if (!source) throw new NotFoundException(M.depositNotFound);
  }

  async create(sourceId: string, values: NewTransfer, metadata: EventMetadata): Promise<string> {
    await this.checkSource(sourceId);
    await this.checkLines(sourceId, values);
    const id = await this.ids.next('transfers');
    await this.documents.run({
      decider: transferDecider,
      streamId: transferStream(id),
      isNew: true,
      command: {
        type: 'CreateTransfer',
        data: { id, deposit_id: sourceId, comentary: values.comentary, products: values.products },
        metadata,
      },
      moves: ({ after, events }) => transferStockMoves(after as ExistingTransfer, events),
      lock: stockStreamsOf(values.products.map((line) => ({ product_id: line.product_id, deposit_id: sourceId }))),
    });
    return id;
  }

  send(id: string, metadata: EventMetadata): Promise<void> {
    return this.move(id, { type: 'SendTransfer', data: {}, metadata });
  }

  receive(id: string, metadata: EventMetadata): Promise<void> {
    return this.move(id, { type: 'ReceiveTransfer', data: {}, metadata });
  }

  cancel(id: string, metadata: EventMetadata): Promise<void> {
    return this.move(id, { type: 'CancelTransfer', data: {}, metadata });
  }

  /** A move of the transfer's state and the stock it moves, in one append. */
  private async move(id: string, command: TransferCommand): Promise<void> {
    await this.documents.run({
      decider: transferDecider,
      streamId: transferStream(id),
      command,
      moves: ({ after, events }) => transferStockMoves(after as ExistingTransfer, events),
    });
  }

  /**
   * Each line's product and destination must exist and be live, and the destination is not the
   * source: every such error at once, a 400 on the line's field.
   */
  private async checkLines(sourceId: string, values: NewTransfer): Promise<void> {
    const live = async (table: string, ids: string[]) =>
      new Set(
        ((await this.knex(table).whereIn('id', ids).whereNull('deleted_at').select('id')) as { id: unknown }[]).map(
          (row) => String(row.id),
        ),
      );
    const [products, deposits] = await Promise.all([
      live(
        'rm.products',
        values.products.map((line) => line.product_id),
      ),
      live(
        'rm.deposits',
        values.products.map((line) => line.deposit_id),
      ),
    ]);
    const errors: Record<string, string[]> = {};
    values.products.forEach((line, index) => {
      if (!products.has(line.product_id)) errors[`products.${index}.product_id`] = [M.productNotFound];
      if (!deposits.has(line.deposit_id)) errors[`products.${index}.deposit_id`] = [M.destinationNotFound];
    });
    for (const index of linesToTheSource(values, sourceId)) errors[`products.${index}.deposit_id`] = [M.sameDeposit];
    if (Object.keys(errors).length) throw new FormValidationException(errors);
  }
}
