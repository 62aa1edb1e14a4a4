import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  DealerApplicationInput,
  dealerRecord,
  DealerRequestMessages as M,
  dealerRequestClaimEvents,
  dealerRequestDecider,
  dealerRequestStream,
  DEALER_REQUEST_SCOPE,
  EventMetadata,
  ExistingDealerRequest,
  fold,
  townOf,
  uniqueValueDecider,
  UniqueValueEvent,
  uniqueValueStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { DocumentCommands } from '../documents/document-commands';
import { recordCommandAppends } from '../catalogue/record-appends';
import { streamAppend } from '../shared/stream-append';

/**
 * A visitor's application and the staff's 'Cambiar estado' (RULES.md 'Dealer applications'). The
 * submission claims the identification in the same atomic append (one open request each); the
 * step to finish creates the dealer in the chosen group and releases the identification, also in
 * one append, so a request is never finished without its dealer.
 */
@Injectable()
export class DealerRequestCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly ids: IdGenerator,
    private readonly documents: DocumentCommands,
  ) {}

  async submit(input: DealerApplicationInput, metadata: EventMetadata): Promise<string> {
    const region = (await this.knex('rm.regions').where({ id: input.state }).whereNull('deleted_at').first('name')) as
      { name: string } | undefined;
    if (!region) throw new FormValidationException({ state: [M.stateNotFound] });
    const town = townOf(region.name, input.town);
    if (!town) throw new FormValidationException({ town: [M.townNotFound] });
    const id = await this.ids.next('dealer_requests');
    const { state: _state, town: _town, ...person } = input;
    const applicant = {
      ...person,
      state_id: input.state,
      state: region.name,
      town_id: String(town.id),
      town: town.name,
    };
    await this.documents.run({
      decider: dealerRequestDecider,
      streamId: dealerRequestStream(id),
      isNew: true,
      command: { type: 'SubmitDealerRequest', data: { id, applicant }, metadata },
      also: (_change, meta) => this.claim('ClaimValue', { id, identification: applicant.identification }, meta),
    });
    return id;
  }

  async changeState(id: string, body: { note?: unknown; group?: unknown }, metadata: EventMetadata): Promise<void> {
    const group = await this.group(body.group);
    const dealerId = group ? await this.ids.next('dealers') : '';
    await this.documents.run({
      decider: dealerRequestDecider,
      streamId: dealerRequestStream(id),
      command: { type: 'ChangeDealerRequestState', data: { note: body.note, group, dealer_id: dealerId }, metadata },
      also: async ({ after }, meta) => {
        const request = after as ExistingDealerRequest;
        if (request.state !== 'finish' || !request.dealer_id) return [];
        const [dealer, release] = await Promise.all([
          recordCommandAppends(this.store, dealerRecord, request.dealer_id, {
            type: 'CreateRecord',
            data: {
              id: request.dealer_id,
              values: { ...request.applicant, group_id: request.group_id ?? '', request_id: request.id },
            },
            metadata: meta,
          }),
          this.claim('ReleaseValue', { id: request.id, identification: request.applicant.identification }, meta),
        ]);
        return [...dealer, ...release];
      },
    });
  }

  /** The group chosen, live: null when none was sent, a 400 on `group` when it does not exist. */
  private async group(value: unknown): Promise<{ id: string; name: string } | null> {
    if (value === undefined || value === null || value === '') return null;
    const text = String(value);
    const row = /^\d{1,18}$/.test(text)
      ? ((await this.knex('rm.groups').where({ id: text }).whereNull('deleted_at').first('id', 'name')) as
          { id: string; name: string } | undefined)
      : undefined;
    if (!row) throw new FormValidationException({ group: [M.groupNotFound] });
    return { id: String(row.id), name: row.name };
  }

  /** The identification's claim (409 'Ya existe una solicitud con esta identificación' when held) or its release. */
  private async claim(
    type: 'ClaimValue' | 'ReleaseValue',
    request: { id: string; identification: string },
    metadata: EventMetadata,
  ): Promise<StreamAppend[]> {
    const streamId = uniqueValueStream(DEALER_REQUEST_SCOPE, request.identification);
    const stream = await this.store.readStream(streamId);
    const state = fold(uniqueValueDecider, stream.events as unknown as UniqueValueEvent[]);
    const events = dealerRequestClaimEvents(type, request, state, metadata);
    return events.length ? [streamAppend(streamId, stream.version, events, metadata)] : [];
  }
}
