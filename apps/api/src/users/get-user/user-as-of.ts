import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { fold, UserMessages, userDecider, UserStreamEvent, userStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../../infrastructure/database/tokens';
import { eventsAsOf, lastAt } from '../../shared/stream-as-of';
import { UserView } from '../user.view';

/**
 * `GET /api/users/{id}?as_of=…`: the user's profile as it was then, folded from their events
 * (deleted_at set when they were deleted at that instant). Their store's name is the store's name
 * today; the id is the one they had then.
 */
@Injectable()
export class UserAsOf {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  async at(id: string, instant: Date): Promise<UserView> {
    const past = await eventsAsOf(this.store, userStream(id), instant);
    const state = fold(userDecider, past as unknown as UserStreamEvent[]);
    if (state.status === 'none') throw new NotFoundException(UserMessages.notFound);
    const { profile } = state;
    const organizationId = profile.organization_id === null ? null : Number(profile.organization_id);
    const store =
      organizationId === null
        ? undefined
        : ((await this.knex('rm.organizations').select('name').where({ id: profile.organization_id }).first()) as
            { name: string } | undefined);
    return {
      id: Number(state.id),
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      role: profile.role,
      owner: profile.owner,
      photo: profile.photo ?? null,
      organization_id: organizationId,
      organization: organizationId !== null && store ? { id: organizationId, name: store.name } : null,
      created_at: past[0].metadata.at,
      // As the read model keeps it: a delete or restore does not touch updated_at.
      updated_at: lastAt(past, 'UserRegistered', 'UserUpdated')!,
      deleted_at: state.status === 'deleted' ? lastAt(past, 'UserDeleted') : null,
    };
  }
}
