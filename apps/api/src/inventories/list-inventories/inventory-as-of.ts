import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { fold, InventoryEvent, InventoryMessages, inventoryDecider, inventoryStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../../infrastructure/database/tokens';
import { eventsAsOf, lastAt } from '../../shared/stream-as-of';
import { InventoryView } from '../inventory.reader';

/**
 * `GET /api/inventories/{id}?as_of=…`: the entry or exit as it was then, folded from its events:
 * still a request or already processed, deleted or not. Who made it is who recorded its creation.
 */
@Injectable()
export class InventoryAsOf {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  async at(id: string, instant: Date): Promise<InventoryView> {
    const past = await eventsAsOf(this.store, inventoryStream(id), instant);
    const state = fold(inventoryDecider, past as unknown as InventoryEvent[]);
    if (state.status === 'none') throw new NotFoundException(InventoryMessages.notFound);
    const userId = past[0].metadata.user_id ?? null;
    const user = userId
      ? ((await this.knex('rm.users').select('first_name', 'last_name').where({ id: userId }).first()) as
          { first_name: string; last_name: string } | undefined)
      : undefined;
    return {
      id: Number(state.id),
      type: state.type,
      status: state.status,
      quantity: state.lines.reduce((total, line) => total + line.quantity, 0),
      lines_count: state.lines.length,
      created_at: past[0].metadata.at,
      approved_at: state.status === 'process' ? lastAt(past, 'InventoryApproved') : null,
      deleted_at: state.deleted ? lastAt(past, 'InventoryDeleted') : null,
      user: userId
        ? { id: Number(userId), first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }
        : null,
    };
  }
}
