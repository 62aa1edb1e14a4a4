/**
 * The fields of a dealer application (spec 'Dealer application': every field required,
 * identification digits only and at most 12, idType V, E, J or G with V by default) and of the
 * dealer it becomes, with the Spanish messages the public form and the API answer.
 */
import { z } from 'zod';
import { choice, email, isRequired, reference, requiredText } from '../catalogue/fields';

export const ID_TYPES = ['V', 'E', 'J', 'G'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Longest identification (spec: over 12 characters the form clears it with this message). */
export const MAX_IDENTIFICATION = 12;
export const IDENTIFICATION_TOO_LONG = 'No puede ser mayor a de 12';

/** Digits only, required; `tooLong` past `max` digits. */
function digits(label: string, max: number, tooLong: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
      if (text === undefined || text === '') {
        ctx.addIssue({ code: 'custom', message: isRequired(label) });
        return z.NEVER;
      }
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} solo admite números.` });
        return z.NEVER;
      }
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: tooLong });
        return z.NEVER;
      }
      return text;
    });
}

const person = {
  name: requiredText('El nombre', 100),
  lastname: requiredText('El apellido', 100),
  idType: choice('El tipo de identificación', ID_TYPES, 'V'),
  identification: digits('La identificación', MAX_IDENTIFICATION, IDENTIFICATION_TOO_LONG),
  company: requiredText('La compañía', 255),
  address: requiredText('La dirección', 500),
  email: email('El correo electrónico', true).transform((value) => value as string),
  phone: digits('El teléfono', 20, 'El teléfono admite como máximo 20 dígitos.'),
};

/** The public form's body: the state and town as the ids of the lists it was offered. */
export const dealerApplicationFields = z.object({
  ...person,
  state: reference('el estado', true).transform((id) => id as string),
  town: reference('el municipio', true).transform((id) => id as string),
});
export type DealerApplicationInput = z.infer<typeof dealerApplicationFields>;

/** An application once its state and town are named: what the request keeps and the dealer inherits. */
export const dealerApplicantFields = z.object({
  ...person,
  state_id: reference('el estado', true).transform((id) => id as string),
  state: requiredText('El estado', 100),
  town_id: reference('el municipio', true).transform((id) => id as string),
  town: requiredText('El municipio', 100),
});
export type DealerApplicant = z.infer<typeof dealerApplicantFields>;
