import { Knex } from 'knex';
import { DealerRequestEvent } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { Projection } from '../projection';

/**
 * The dealer requests (`dealer_requests`, one row each: the applicant, where they are, the
 * request's state, and the dealer it became) and their log (`dealer_request_logs`, one row per
 * change of state: the note, who and when).
 */
export const dealerRequestsProjection: Projection = {
  name: 'dealer_requests',
  handles: ['DealerRequestSubmitted', 'DealerRequestStateChanged'],
  version: 1,
  tables: ['dealer_requests', 'dealer_request_logs'],

  async createTables(trx) {
    await trx.raw(`create table dealer_requests (
      id bigint primary key,
      state text not null,
      name text not null,
      lastname text not null,
      "idType" text not null,
      identification text not null,
      company text not null,
      address text not null,
      email text not null,
      phone text not null,
      dealer_state_id bigint not null,
      dealer_state text not null,
      dealer_town_id bigint not null,
      dealer_town text not null,
      group_id bigint,
      dealer_id bigint,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz
    )`);
    await trx.raw('create index dealer_requests_newest on dealer_requests (created_at desc, id desc)');
    await trx.raw(`create table dealer_request_logs (
      request_id bigint not null,
      position bigint not null,
      from_state text not null,
      to_state text not null,
      message text not null,
      user_id bigint,
      created_at timestamptz not null,
      primary key (request_id, position)
    )`);
  },

  async apply(events, trx) {
    for (const event of events) await applyOne(trx, event as RecordedEvent & DealerRequestEvent);
  },
};

async function applyOne(trx: Knex.Transaction, event: RecordedEvent & DealerRequestEvent): Promise<void> {
  const at = event.metadata.at;
  switch (event.type) {
    case 'DealerRequestSubmitted': {
      const { id, state_id, state, town_id, town, ...applicant } = event.data;
      await trx('dealer_requests')
        .insert({
          id,
          state: 'init',
          ...applicant,
          dealer_state_id: state_id,
          dealer_state: state,
          dealer_town_id: town_id,
          dealer_town: town,
          created_at: at,
          updated_at: at,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'DealerRequestStateChanged': {
      const { id, from, to, note, group, dealer_id } = event.data;
      const changes: Record<string, unknown> = { state: to, updated_at: at };
      if (group) changes.group_id = group.id;
      if (dealer_id) changes.dealer_id = dealer_id;
      await trx('dealer_requests').where({ id }).update(changes);
      await trx('dealer_request_logs')
        .insert({
          request_id: id,
          position: event.streamPosition,
          from_state: from,
          to_state: to,
          message: note,
          user_id: event.metadata.user_id ?? null,
          created_at: at,
        })
        .onConflict(['request_id', 'position'])
        .ignore();
      return;
    }
    default:
      return;
  }
}
