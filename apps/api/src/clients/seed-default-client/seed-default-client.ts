import { clientFields, DEFAULT_CLIENT, DomainError, fold, uniqueValueDecider, uniqueValueStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { RecordCommands } from '../../catalogue/record-commands';
import { systemMetadata } from '../../shared/command-metadata';
import { clientResource } from '../client.resource';

/**
 * The POS's default client (identification 0000, 'Cliente General', type a): created when no live
 * client holds 0000 (the first start of a new installation, so it gets id 1). It asks the
 * identification's claim stream, not the read model, which may still be catching up at startup.
 */
export async function seedDefaultClient(commands: RecordCommands, store: EventStore): Promise<void> {
  const values = clientFields.parse(DEFAULT_CLIENT);
  const claim = await store.readStream(uniqueValueStream('client.identification', values.identification));
  if (fold(uniqueValueDecider, claim.events as never).owner_id !== null) return;
  try {
    await commands.create(clientResource, values, systemMetadata());
  } catch (error) {
    // Another process seeded it at the same moment.
    if (!(error instanceof DomainError)) throw error;
  }
}
