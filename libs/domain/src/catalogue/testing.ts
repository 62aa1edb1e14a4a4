/** Helpers for the given/when/then specs of catalogue records (not used by the application). */
import { given } from '../kit';
import type { Decider, EventMetadata } from '../kit';
import type { RecordCommand, RecordEvent, RecordState } from './record.decider';

/** What every command of a spec carries: user 1, at a fixed instant. */
export const testMetadata: EventMetadata = {
  user_id: '1',
  correlation_id: 'c',
  causation_id: null,
  idempotency_key: null,
  at: '2026-01-01T00:00:00Z',
};

/**
 * A command whose values are as a user sends them (the decider validates them, and a spec sends
 * wrong ones on purpose), so the decider of any kind of record takes it.
 */
type AnyRecordCommand = RecordCommand<never>;

export const createCommand = (values: object, id: string): AnyRecordCommand => ({
  type: 'CreateRecord',
  data: { id, values: values as never },
  metadata: testMetadata,
});

export const updateCommand = (values: object): AnyRecordCommand => ({
  type: 'UpdateRecord',
  data: { values: values as never },
  metadata: testMetadata,
});

export const deleteCommand: AnyRecordCommand = { type: 'DeleteRecord', data: {}, metadata: testMetadata };

export const restoreCommand: AnyRecordCommand = { type: 'RestoreRecord', data: {}, metadata: testMetadata };

/**
 * `refuses(changes, message)`: the decider refuses, with this message, to create record `id` of
 * the `base` values with these changes.
 */
export function creationRefusals<Values extends Record<string, unknown>>(
  decider: Decider<RecordCommand<Values>, RecordEvent, RecordState<Values>>,
  base: object,
  id: string,
) {
  return (changes: object, message: string): void =>
    given(decider)
      .when(createCommand({ ...base, ...changes }, id))
      .thenRefuses(message);
}
