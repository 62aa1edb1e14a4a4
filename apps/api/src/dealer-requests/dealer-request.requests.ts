import { z } from 'zod';
import { dealerApplicationFields } from '@bo/domain';

/**
 * The public form's body: the application plus `website`, the honeypot a person never sees (a
 * bot that fills it is answered as if accepted, and nothing is kept).
 */
export const applyRequest = dealerApplicationFields.extend({ website: z.unknown().optional() });
export type ApplyRequest = z.infer<typeof applyRequest>;

/** 'Cambiar estado': the note, and the group when the request is approved (the step to finish). */
export const changeStateRequest = z.object({
  note: z.unknown().optional(),
  group: z.unknown().optional(),
});
export type ChangeStateRequest = z.infer<typeof changeStateRequest>;
