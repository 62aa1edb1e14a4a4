/**
 * A dealer request's rules (RULES.md 'Dealer applications'): submitted in init; 'Cambiar estado'
 * moves it exactly one step (init -> contact -> request -> revision -> approve -> finish) with a
 * note; approve -> finish needs a group and names the dealer it creates; nothing moves past finish.
 */
import { Command, Decider, DomainError, FieldRuleError, unreachable } from '../kit';
import { DealerApplicant } from './dealer.fields';
import { DealerRequestEvent, DealerRequestState, DEALER_REQUEST_STATES } from './dealer-request.events';
import { DealerRequestMessages as M } from './dealer-request.messages';

export type SubmitDealerRequest = Command<'SubmitDealerRequest', { id: string; applicant: DealerApplicant }>;
/** `group` and `dealer_id` matter only when the request is in approve (the step to finish). */
export type ChangeDealerRequestState = Command<
  'ChangeDealerRequestState',
  { note: unknown; group: { id: string; name: string } | null; dealer_id: string }
>;
export type DealerRequestCommand = SubmitDealerRequest | ChangeDealerRequestState;

export interface ExistingDealerRequest {
  id: string;
  state: DealerRequestState;
  applicant: DealerApplicant;
  /** The dealer it became, once finished. */
  dealer_id: string | null;
  group_id: string | null;
}
export type DealerRequestAggregate = { state: 'none' } | ExistingDealerRequest;

/** The state after this one, or null after finish. */
export function nextDealerRequestState(state: DealerRequestState): DealerRequestState | null {
  return DEALER_REQUEST_STATES[DEALER_REQUEST_STATES.indexOf(state) + 1] ?? null;
}

export const applicantName = (applicant: Pick<DealerApplicant, 'name' | 'lastname'>): string =>
  `${applicant.name} ${applicant.lastname}`;

export const dealerRequestDecider: Decider<DealerRequestCommand, DealerRequestEvent, DealerRequestAggregate> = {
  initialState: () => ({ state: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'DealerRequestSubmitted': {
        const { id, ...applicant } = event.data;
        return { id, state: 'init', applicant, dealer_id: null, group_id: null };
      }
      case 'DealerRequestStateChanged':
        if (state.state === 'none') return state;
        return {
          ...state,
          state: event.data.to,
          dealer_id: event.data.dealer_id ?? state.dealer_id,
          group_id: event.data.group?.id ?? state.group_id,
        };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitDealerRequest':
        if (state.state !== 'none') throw new DomainError(M.alreadyExists);
        return [{ type: 'DealerRequestSubmitted', data: { id: command.data.id, ...command.data.applicant } }];
      case 'ChangeDealerRequestState': {
        if (state.state === 'none') throw new DomainError(M.notFound, 'not_found');
        const to = nextDealerRequestState(state.state);
        if (to === null) throw new DomainError(M.finished);
        const note = typeof command.data.note === 'string' ? command.data.note.trim() : '';
        if (!note) throw new FieldRuleError('note', M.note);
        const finishing = to === 'finish';
        if (finishing && !command.data.group) throw new FieldRuleError('group', M.group);
        return [
          {
            type: 'DealerRequestStateChanged',
            data: {
              id: state.id,
              from: state.state,
              to,
              note: note.slice(0, 2000),
              applicant: applicantName(state.applicant),
              group: finishing ? command.data.group : null,
              dealer_id: finishing ? command.data.dealer_id : null,
            },
          },
        ];
      }
      default:
        return unreachable(command);
    }
  },
};
