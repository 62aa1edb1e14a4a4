import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { fold, recordDecider, RecordEvent, recordStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { eventsAsOf } from '../shared/stream-as-of';
import { CatalogueResource } from './catalogue-resource';
import { RecordView } from './record-queries';

/** `GET /api/{resource}/{id}?as_of=…`: the record's values as they were then, folded from its events. */
@Injectable()
export class RecordAsOf {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async at(resource: CatalogueResource, id: string, instant: Date): Promise<RecordView> {
    const past = await eventsAsOf(this.store, recordStream(resource.definition, id), instant);
    const state = fold(recordDecider(resource.definition), past as unknown as RecordEvent[]);
    if (state.status === 'none') throw new NotFoundException(resource.definition.messages.notFound);
    const deletedAt = [...past].reverse().find((event) => event.type.endsWith('Deleted'))?.metadata.at ?? null;
    return {
      ...(state.values as Record<string, unknown>),
      id: Number(state.id),
      created_at: past[0].metadata.at,
      updated_at: past[past.length - 1].metadata.at,
      deleted_at: state.status === 'deleted' ? deletedAt : null,
    };
  }
}
