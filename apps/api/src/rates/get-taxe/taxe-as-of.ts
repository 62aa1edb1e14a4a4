import { Injectable, NotFoundException } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { fold, TaxeEvent, TaxeMessages, taxeDecider, taxeStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';
import { eventsAsOf } from '../../shared/stream-as-of';
import { TaxeView } from '../taxe.view';

/** The rate as it was at an instant, folded from its own events. */
@Injectable()
export class TaxeAsOf {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async at(id: string, instant: Date): Promise<TaxeView> {
    const past = await eventsAsOf(this.store, taxeStream(id), instant);
    const state = fold(taxeDecider, past as unknown as TaxeEvent[]);
    if (state.status !== 'active') throw new NotFoundException(TaxeMessages.notFound);
    return {
      id: Number(state.id),
      change: Number(state.change),
      cop_change: Number(state.cop_change),
      created_at: past[0].metadata.at,
      updated_at: past[past.length - 1].metadata.at,
    };
  }
}
