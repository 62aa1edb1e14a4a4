import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import {
  DomainError,
  DomainEvent,
  EventMetadata,
  fold,
  heldEmail,
  UserCommand,
  userDecider,
  userEmailDecider,
  userEmailStream,
  UserMessages,
  UserState,
  userStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { CommandExecutor } from '../shared/command-executor';
import { FormValidationException } from '../infrastructure/http/validation';
import { streamAppend } from '../shared/stream-append';

/** The refusal of an e-mail another live user holds: a 400 on the form's e-mail field. */
export class EmailTakenException extends FormValidationException {
  constructor() {
    super({ email: [UserMessages.emailTaken] });
  }
}

/**
 * Every user command: decide on the user's stream and, when the e-mail a live user holds
 * changes (a new e-mail, a delete, a restore), release the old one and reserve the new one on
 * their reservation streams, all in one atomic append with expected versions (retried on a
 * concurrent change). Answers after the read models show it.
 */
@Injectable()
export class UserWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
  ) {}

  /** The user's state as their events say (for checks before a command). */
  async state(id: string): Promise<UserState> {
    const { events } = await this.store.readStream(userStream(id));
    return fold(userDecider, events as unknown as DomainEvent[] as never);
  }

  async run(id: string, command: UserCommand): Promise<void> {
    const streamId = userStream(id);
    await this.executor.commit(async () => {
      const stream = await this.store.readStream(streamId);
      const before = fold(userDecider, stream.events as unknown as DomainEvent[] as never);
      const events = userDecider.decide(command, before);
      if (events.length === 0) return [];
      const after = events.reduce(userDecider.evolve, before);
      const appends = [streamAppend(streamId, stream.version, events, command.metadata)];
      const was = heldEmail(before);
      const now = heldEmail(after);
      if (was !== now) {
        if (was) appends.push(...(await this.emailAppend('ReleaseEmail', was, id, command.metadata)));
        if (now) appends.push(...(await this.emailAppend('ReserveEmail', now, id, command.metadata)));
      }
      return appends;
    });
  }

  /** The store must exist and be live: a 400 on `organization_id` otherwise. */
  async checkOrganization(organizationId: string | null): Promise<void> {
    if (organizationId === null) return;
    const found = await this.knex('rm.organizations').where({ id: organizationId }).whereNull('deleted_at').first('id');
    if (!found) throw new FormValidationException({ organization_id: ['La tienda seleccionada no existe.'] });
  }

  private async emailAppend(
    type: 'ReserveEmail' | 'ReleaseEmail',
    email: string,
    userId: string,
    metadata: EventMetadata,
  ): Promise<StreamAppend[]> {
    const streamId = userEmailStream(email);
    const stream = await this.store.readStream(streamId);
    let events: DomainEvent[];
    try {
      events = userEmailDecider.decide(
        { type, data: { email, user_id: userId }, metadata },
        fold(userEmailDecider, stream.events as never),
      );
    } catch (error) {
      // Shown under the form's e-mail field.
      if (error instanceof DomainError && error.message === UserMessages.emailTaken) throw new EmailTakenException();
      throw error;
    }
    if (events.length === 0) return [];
    return [streamAppend(streamId, stream.version, events, metadata)];
  }
}
