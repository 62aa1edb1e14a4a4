/** The params several report types share: a period, none at all. */
import { z } from 'zod';
import { calendarDate } from '@bo/domain';

/** A period `from`..`to` (required, `to` not before `from`), for the reports over dates. */
export const period = <T extends z.ZodRawShape>(more: T) =>
  z
    .object({ from: calendarDate('La fecha desde'), to: calendarDate('La fecha hasta'), ...more })
    .superRefine((params, ctx) => {
      const { from, to } = params as { from: string; to: string };
      if (from > to)
        ctx.addIssue({
          code: 'custom',
          message: 'La fecha hasta no puede ser anterior a la fecha desde.',
          path: ['to'],
        });
    });

/** A report without params (a stray one is ignored). */
export const noParams = z
  .object({})
  .passthrough()
  .transform(() => ({}));
