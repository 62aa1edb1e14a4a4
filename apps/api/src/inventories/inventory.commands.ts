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
import { prepared } from '@bo/projections';
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

  /**
   * Each line's product and deposit must exist and be live: a 400 on the line's field otherwise.
   * One named statement for both (parsed and planned once per connection).
   */
  private async checkReferences(values: NewInventory): Promise<void> {
    const result = await prepared(
      this.knex,
      `select
         (select coalesce(array_agg(id::text), '{}') from rm.products
          where id = any(?::bigint[]) and deleted_at is null) as products,
         (select coalesce(array_agg(id::text), '{}') from rm.deposits
          where id = any(?::bigint[]) and deleted_at is null) as deposits`,
      [
        values.lines.map((line) => line.product_id),
        values.lines.map((line) => line.deposit_id),
      ] as unknown as Knex.Value[],
    );
    const row = result.rows[0] as { products: string[]; deposits: string[] };
    const [products, deposits] = [new Set(row.products), new Set(row.deposits)];
    const errors: Record<string, string[]> = {};
    values.lines.forEach((line, index) => {
      if (!products.has(line.product_id)) errors[`lines.${index}.product_id`] = ['El producto seleccionado no existe.'];
      if (!deposits.has(line.deposit_id)) errors[`lines.${index}.deposit_id`] = ['El depósito seleccionado no existe.'];
    });
    if (Object.keys(errors).length) throw new FormValidationException(errors);
  }
}
