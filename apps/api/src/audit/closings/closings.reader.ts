/**
 * The closings as GET /api/audit/closings and the POST answer show them (issue 32, item 4): read
 * from the `audit-closings` stream (a few a year) with their seals and who closed.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { CLOSINGS_STREAM, PeriodClosed } from '@bo/domain';
import type { EventStore, RecordedEvent } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../../infrastructure/database/tokens';
import { AuditChain, Seal } from '../chain/audit-chain';

export interface ClosingView {
  id: string;
  until: string;
  note: string | null;
  /** The closing event's position in the store (`global_position`), as the histories give it. */
  position: string;
  /** The chain's seal at that event; null while the sealer has not reached it. */
  hash: string | null;
  user: { id: string; name: string } | null;
  at: string;
}

@Injectable()
export class ClosingsReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly chain: AuditChain,
  ) {}

  /** Every closing, newest first. */
  async list(): Promise<ClosingView[]> {
    const events = await this.closingEvents();
    const seals = events.length ? await this.chain.sealsAt(events.map((event) => event.position.position)) : new Map();
    return this.views(events.reverse(), seals);
  }

  /** The closing with this id, with the seal given (the POST's, just waited for). */
  async byId(id: string, seal: Seal | null): Promise<ClosingView | null> {
    const event = (await this.closingEvents()).find((closing) => closing.data.id === id);
    if (!event) return null;
    const seals = new Map(seal ? [[event.position.position, seal]] : []);
    const [view] = await this.views([event], seals);
    return view;
  }

  /** Where the closing with this id is in the store (to wait for its seal). */
  async eventOf(id: string): Promise<RecordedEvent<PeriodClosed['data']> | null> {
    return (await this.closingEvents()).find((closing) => closing.data.id === id) ?? null;
  }

  private async closingEvents(): Promise<RecordedEvent<PeriodClosed['data']>[]> {
    const { events } = await this.store.readStream(CLOSINGS_STREAM);
    return events.filter((event) => event.type === 'PeriodClosed') as RecordedEvent<PeriodClosed['data']>[];
  }

  private async views(events: RecordedEvent<PeriodClosed['data']>[], seals: Map<string, Seal>): Promise<ClosingView[]> {
    const userIds = [...new Set(events.flatMap((event) => (event.metadata.user_id ? [event.metadata.user_id] : [])))];
    const users: { id: unknown; first_name: string; last_name: string }[] = userIds.length
      ? await this.knex('rm.users').select('id', 'first_name', 'last_name').whereIn('id', userIds)
      : [];
    const names = new Map(users.map((user) => [String(user.id), `${user.first_name} ${user.last_name}`.trim()]));
    return events.map((event) => {
      const userId = event.metadata.user_id;
      return {
        id: event.data.id,
        until: event.data.until,
        note: event.data.note,
        position: event.position.position,
        hash: seals.get(event.position.position)?.hash ?? null,
        user: userId ? { id: userId, name: names.get(userId) ?? 'Desconocido' } : null,
        at: event.metadata.at,
      };
    });
  }
}
