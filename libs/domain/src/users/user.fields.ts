import { z } from 'zod';
import { choice, email, flag, imagePath, reference, requiredText } from '../catalogue/fields';
import { ROLES } from './roles';

export const PASSWORD_MIN_LENGTH = 8;

/** A password as typed: at least 8 characters; `required` false lets a blank one through as null. */
export function password(required: boolean) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === '') {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: 'La contraseña es obligatoria.' });
        return z.NEVER;
      }
      if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
        });
        return z.NEVER;
      }
      if (value.length > 200) {
        ctx.addIssue({ code: 'custom', message: 'La contraseña admite como máximo 200 caracteres.' });
        return z.NEVER;
      }
      return value;
    });
}

/** What a user record holds besides the password: validated and normalised the same for commands and events. */
export const userProfileFields = z.object({
  first_name: requiredText('El nombre'),
  last_name: requiredText('El apellido'),
  email: email('El correo electrónico', true),
  role: choice('El rol', ROLES),
  owner: flag('Propietario', false),
  photo: imagePath('La foto'),
  organization_id: reference('la tienda', false),
});
export type UserProfile = Omit<z.infer<typeof userProfileFields>, 'email'> & { email: string };

/** `POST /api/users`: the profile, a password and a store (new users always belong to one). */
export const newUserRequest = userProfileFields.extend({
  password: password(true),
  organization_id: reference('la tienda', true),
});
export type NewUserRequest = z.infer<typeof newUserRequest>;

/** `PUT /api/users/{id}`: the profile; a blank password keeps the current one. */
export const userChangeRequest = userProfileFields.extend({ password: password(false) });
export type UserChangeRequest = z.infer<typeof userChangeRequest>;
