import { z } from 'zod';
import { isRequired } from '../catalogue/fields';

/** Letter of a Venezuelan RIF: V (venezolano), E (extranjero), J (jurídico), G (gobierno), P (pasaporte), C (comunal). */
const RIF_SHAPE = /^[VEJGPC]-?\d{5,9}(-?\d)?$/;

/**
 * A Venezuelan RIF (tax id), required: 'J-12345678-9', 'V-12345678', 'j123456789'... checked
 * leniently (the letter, then digits; dots and spaces between them are ignored) and kept as typed
 * in upper case.
 */
export function rif(label: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser un texto.` });
        return z.NEVER;
      }
      const text =
        typeof value === 'string' ? value.trim().toUpperCase() : typeof value === 'number' ? String(value) : '';
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: isRequired(label) });
        return z.NEVER;
      }
      if (text.length > 20 || !RIF_SHAPE.test(text.replace(/[\s.]/g, ''))) {
        ctx.addIssue({ code: 'custom', message: `${label} no es válido (ejemplo: J-12345678-9).` });
        return z.NEVER;
      }
      return text;
    });
}
