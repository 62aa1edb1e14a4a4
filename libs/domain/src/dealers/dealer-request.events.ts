/**
 * The events of a dealer request (RULES.md 'Dealer applications'): submitted by a visitor in
 * state init, then moved one step at a time, each step with its note; who and when are the
 * event's metadata (the request's log).
 */
import { z } from 'zod';
import { dealerApplicantFields } from './dealer.fields';

const id = z.string().regex(/^\d+$/);

/** The states of the spec, in the order a request walks them. */
export const DEALER_REQUEST_STATES = ['init', 'contact', 'request', 'revision', 'approve', 'finish'] as const;
export type DealerRequestState = (typeof DEALER_REQUEST_STATES)[number];

/** The spec's labels ('Dealer request states'). */
export const DEALER_REQUEST_STATE_LABELS: Record<DealerRequestState, string> = {
  init: 'Inicio',
  contact: 'Distribuidor contactado',
  request: 'En espera de solicitud de recaudos',
  revision: 'En revision',
  approve: 'Aprobado',
  finish: 'Finalizado',
};

export const dealerRequestEventSchemas = {
  DealerRequestSubmitted: z.intersection(z.object({ id }), dealerApplicantFields),
  DealerRequestStateChanged: z.object({
    id,
    from: z.enum(DEALER_REQUEST_STATES),
    to: z.enum(DEALER_REQUEST_STATES),
    note: z.string().min(1),
    /** 'María González', for the log. */
    applicant: z.string(),
    /** Chosen when it moves to finish: the dealer created in it. */
    group: z.object({ id, name: z.string() }).nullable(),
    dealer_id: id.nullable(),
  }),
} as const;

type DataOf<Type extends keyof typeof dealerRequestEventSchemas> = z.infer<(typeof dealerRequestEventSchemas)[Type]>;
export type DealerRequestSubmitted = { type: 'DealerRequestSubmitted'; data: DataOf<'DealerRequestSubmitted'> };
export type DealerRequestStateChanged = {
  type: 'DealerRequestStateChanged';
  data: DataOf<'DealerRequestStateChanged'>;
};
export type DealerRequestEvent = DealerRequestSubmitted | DealerRequestStateChanged;

export const dealerRequestStream = (requestId: string): string => `dealer_request-${requestId}`;
