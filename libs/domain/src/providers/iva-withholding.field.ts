/**
 * A provider's `iva_withholding` (issue 33, RULES.md fiscal documents): the percentage of a
 * purchase's IVA a special taxpayer withholds from it, 75 (the default) or 100 for a provider the
 * tax authority marks so. Left out, it stays out of the record's events (a provider kept before the
 * fiscal release has none either) and reads as 75 (withholdingRateOf).
 */
import { z } from 'zod';
import { DEFAULT_WITHHOLDING, WITHHOLDING_RATES, WithholdingRate } from '../fiscal/withholding';

export const ivaWithholdingMessage = 'La retención de IVA debe ser 75 o 100 (por ciento).';

export function ivaWithholding() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): WithholdingRate | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
      if (!WITHHOLDING_RATES.includes(number as WithholdingRate)) {
        ctx.addIssue({ code: 'custom', message: ivaWithholdingMessage });
        return z.NEVER;
      }
      return number as WithholdingRate;
    });
}

/** The rate of a provider as the read model or a stored record gives it (none kept: 75). */
export const withholdingRateOf = (value: unknown): WithholdingRate =>
  Number(value) === 100 ? 100 : DEFAULT_WITHHOLDING;
