/**
 * A product's IVA code (issue 33, RULES.md fiscal documents): G, R, A or E. Left blank (a form or an
 * import without it, a product stored before the fiscal release) it is left out of the event and
 * read as G (`ivaCodeOf`), so the events of a catalogue that never names a code stay as they were.
 * Its own builder because the refusal names the codes the way the tax authority does.
 */
import { z } from 'zod';
import { IVA_CODES, IvaCode } from '../fiscal/iva';

export const IVA_FIELD_MESSAGE = 'Seleccione una alícuota de IVA válida (G, R, A o E)';

export function ivaField() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): IvaCode | undefined => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
      if (!IVA_CODES.includes(text as IvaCode)) {
        ctx.addIssue({ code: 'custom', message: IVA_FIELD_MESSAGE });
        return z.NEVER;
      }
      return text as IvaCode;
    });
}
