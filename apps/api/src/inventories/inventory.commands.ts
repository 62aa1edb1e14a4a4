import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  EventMetadata,
  ExistingInventory,
  fold,
  inventoryDecider,
  InventoryEvent,
  InventoryState,
  inventoryStockMoves,
  inventoryStream,
  NewInventory,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { CommandExecutor } from '../shared/command-executor';
import { StockMoves } from '../stock/stock-moves';
import { streamAppend } from '../shared/stream-append';

/**
 * Create, approve, delete and restore an inventory. The approval appends the inventory's event
 * together with its stock moves, atomically: an exit lacking stock on any line moves nothing.
 */
@Injectable()
export class InventoryCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly stock: StockMoves,
  ) {}

  async create(values: NewInventory, metadata: EventMetadata): Promise<string> {
    await this.checkReferences(values);
    const id = await this.ids.next('inventories');
    await this.executor.execute(inventoryDecider, inventoryStream(id), {
      type: 'CreateInventory',
      data: { id, type: values.type, lines: values.lines },
      metadata,
    });
    return id;
  }

  approve(id: string, metadata: EventMetadata): Promise<void> {
    const streamId = inventoryStream(id);
    return this.stock.commit(async (): Promise<StreamAppend[]> => {
      const stream = await this.store.readStream(streamId);
      const state: InventoryState = fold(inventoryDecider, stream.events as unknown as InventoryEvent[]);
      const events = inventoryDecider.decide({ type: 'ApproveInventory', data: {}, metadata }, state);
      const names = await this.productNames(state as ExistingInventory);
      const moves = inventoryStockMoves(
        state as ExistingInventory,
        (productId) => names.get(productId) ?? `#${productId}`,
      );
      return [
        streamAppend(streamId, stream.version, events, metadata),
        ...(await this.stock.appendsFor(moves, metadata)),
      ];
    }, [streamId]);
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

  private async productNames(inventory: ExistingInventory): Promise<Map<string, string>> {
    const rows = (await this.knex('rm.products')
      .whereIn(
        'id',
        inventory.lines.map((line) => line.product_id),
      )
      .select('id', 'name')) as { id: string | number; name: string }[];
    return new Map(rows.map((row) => [String(row.id), row.name]));
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
