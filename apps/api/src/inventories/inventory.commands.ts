import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  EventMetadata,
  ExistingInventory,
  inventoryDecider,
  inventoryStockMoves,
  inventoryStream,
  NewInventory,
} from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { CommandExecutor } from '../shared/command-executor';
import { DocumentCommands } from '../documents/document-commands';

/**
 * Create, approve, delete and restore an inventory, a document of the kit (documents/): the
 * approval moves its lines' stock.
 */
@Injectable()
export class InventoryCommands {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly documents: DocumentCommands,
  ) {}

  async create(values: NewInventory, metadata: EventMetadata): Promise<string> {
    await this.checkReferences(values);
    const id = await this.ids.next('inventories');
    await this.executor.execute(
      inventoryDecider,
      inventoryStream(id),
      { type: 'CreateInventory', data: { id, type: values.type, lines: values.lines }, metadata },
      { isNew: true },
    );
    return id;
  }

  /** The approval and its stock moves, one atomic append: an exit lacking stock on any line moves nothing. */
  async approve(id: string, metadata: EventMetadata): Promise<void> {
    await this.documents.run({
      decider: inventoryDecider,
      streamId: inventoryStream(id),
      command: { type: 'ApproveInventory', data: {}, metadata },
      moves: ({ before }) => inventoryStockMoves(before as ExistingInventory),
    });
  }

  async delete(id: string, metadata: EventMetadata): Promise<void> {
    await this.executor.execute(inventoryDecider, inventoryStream(id), { type: 'DeleteInventory', data: {}, metadata });
  }

  async restore(id: string, metadata: EventMetadata): Promise<void> {
    await this.executor.execute(inventoryDecider, inventoryStream(id), {
      type: 'RestoreInventory',
      data: {},
      metadata,
    });
  }

  /** Each line's product and deposit must exist and be live: a 400 on the line's field otherwise. */
  private async checkReferences(values: NewInventory): Promise<void> {
    const live = async (table: string, ids: string[]) =>
      new Set(
        ((await this.knex(table).whereIn('id', ids).whereNull('deleted_at').select('id')) as { id: unknown }[]).map(
          (row) => String(row.id),
        ),
      );
    const products = await live(
      'rm.products',
      values.lines.map((line) => line.product_id),
    );
    const deposits = await live(
      'rm.deposits',
      values.lines.map((line) => line.deposit_id),
    );
    const errors: Record<string, string[]> = {};
    values.lines.forEach((line, index) => {
      if (!products.has(line.product_id)) errors[`lines.${index}.product_id`] = ['El producto seleccionado no existe.'];
      if (!deposits.has(line.deposit_id)) errors[`lines.${index}.deposit_id`] = ['El depósito seleccionado no existe.'];
    });
    if (Object.keys(errors).length) throw new FormValidationException(errors);
  }
}
