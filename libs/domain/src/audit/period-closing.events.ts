/**
 * The fact of a closed period (issue 32, item 4): everything dated up to `until` is final. One
 * stream for every closing, so the last one is the stream's last event and a closing races no other.
 */
import { z } from 'zod';

/** The one stream of the closings. */
export const CLOSINGS_STREAM = 'audit-closings';

export const periodClosingEventSchemas = {
  PeriodClosed: z.object({
    id: z.string().min(1),
    until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    note: z.string().nullable(),
  }),
} as const;

export type PeriodClosed = { type: 'PeriodClosed'; data: z.infer<typeof periodClosingEventSchemas.PeriodClosed> };
export type PeriodClosingEvent = PeriodClosed;
