import { RecordDefinition, uniqueClaimValue } from './record-definition';
import { RecordState } from './record.decider';

export interface ClaimChange {
  kind: 'claim' | 'release';
  scope: string;
  value: string;
  message: string;
}

/**
 * Which unique values a record must claim or release when it goes from `before` to `after`:
 * a live record holds its values; a deleted one holds none (so "unique among live records").
 */
export function claimChanges<Values extends Record<string, unknown>>(
  definition: RecordDefinition<Values>,
  before: RecordState<Values>,
  after: RecordState<Values>,
): ClaimChange[] {
  const changes: ClaimChange[] = [];
  for (const unique of definition.unique) {
    const held = (state: RecordState<Values>) =>
      state.status === 'live' ? uniqueClaimValue(unique, state.values[unique.field]) : '';
    const was = held(before);
    const now = held(after);
    if (was === now) continue;
    if (was) changes.push({ kind: 'release', scope: unique.scope, value: was, message: unique.message });
    if (now) changes.push({ kind: 'claim', scope: unique.scope, value: now, message: unique.message });
  }
  return changes;
}
