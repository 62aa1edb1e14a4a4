/** The params several report types share: a period, none at all. */
import { z } from 'zod';
import { businessDay, calendarDate } from '@bo/domain';

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

/** A calendar date 'YYYY-MM-DD' that defaults to today in Caracas when left out. */
export const dayOrToday = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? businessDay(new Date().toISOString()) : value),
    calendarDate(label),
  );

/** An optional whole number above 0 (the report file's number): null when left out. */
export const optionalPositiveInteger = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || value === '') return null;
      const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser un número entero mayor que 0.` });
        return z.NEVER;
      }
      return Number(text);
    });
