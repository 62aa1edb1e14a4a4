import {
  ACCOUNT_ID,
  accountRecord,
  DEFAULT_ACCOUNT,
  DomainError,
  recordDecider,
  recordStream,
  RecordCommand,
  RecordEvent,
  RecordState,
} from '@bo/domain';
import { CommandExecutor } from '../shared/command-executor';
import { systemMetadata } from '../shared/command-metadata';

/** Creates the one account (id 1) with the shell's original colours, unless its stream exists already. */
export async function seedAccount(executor: CommandExecutor): Promise<void> {
  const decider = recordDecider(accountRecord);
  const command: RecordCommand<Record<string, unknown>> = {
    type: 'CreateRecord',
    data: { id: ACCOUNT_ID, values: accountRecord.fields.parse(DEFAULT_ACCOUNT) },
    metadata: systemMetadata(),
  };
  try {
    await executor.execute<RecordCommand<Record<string, unknown>>, RecordEvent, RecordState<Record<string, unknown>>>(
      decider as never,
      recordStream(accountRecord, ACCOUNT_ID),
      command,
    );
  } catch (error) {
    // Another instance seeded it first (or it existed): nothing to do.
    if (!(error instanceof DomainError && error.message === accountRecord.messages.alreadyExists)) throw error;
  }
}
