/**
 * One open request per identification (RULES.md 'Dealers'): the identification is a unique value
 * (catalogue/unique-value.decider) claimed in the submission's atomic append and released when the
 * request finishes, so two visitors sending the same one at once cannot both be kept.
 */
import { uniqueValueDecider, UniqueValueEvent, UniqueValueState } from '../catalogue/unique-value.decider';
import { EventMetadata } from '../kit/event';
import { DealerRequestMessages as M } from './dealer-request.messages';

export const DEALER_REQUEST_SCOPE = 'dealer_request.identification';

/** The claim (on submitting) or release (on finishing) of a request's identification; none when nothing changes. */
export function dealerRequestClaimEvents(
  type: 'ClaimValue' | 'ReleaseValue',
  request: { id: string; identification: string },
  state: UniqueValueState,
  metadata: EventMetadata,
): UniqueValueEvent[] {
  const data = { scope: DEALER_REQUEST_SCOPE, value: request.identification, owner_id: request.id };
  return type === 'ClaimValue'
    ? uniqueValueDecider.decide({ type, data: { ...data, message: M.duplicate }, metadata }, state)
    : uniqueValueDecider.decide({ type, data, metadata }, state);
}
