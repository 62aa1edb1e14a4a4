/**
 * Why: the fiscal books are monthly (RULES.md, fiscal documents): their params are `{month:
 * 'YYYY-MM'}`, required, refused in Spanish on its field (a 400 before any job).
 */
import { z } from 'zod';

const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export const monthParams = z.object({
  month: z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      const text = typeof value === 'string' ? value.trim() : '';
      const match = /^(\d{4})-(\d{2})$/.exec(text);
      if (!match || Number(match[2]) < 1 || Number(match[2]) > 12 || Number(match[1]) < 2000) {
        ctx.addIssue({
          code: 'custom',
          message:
            value === undefined || value === null || text === ''
              ? 'El mes es obligatorio.'
              : 'El mes no es válido: debe ser AAAA-MM (por ejemplo 2026-12).',
        });
        return z.NEVER;
      }
      return text;
    }),
});
export type MonthParams = z.infer<typeof monthParams>;

/** '2026-12' -> 'Diciembre de 2026', the books' period. */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}
