import { z } from 'zod';
import { email, optionalChoice, optionalText, reference, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

/** The only country the stores' form offers. */
export const COUNTRIES = ['VE'] as const;

/** One person to call at a store. */
export const organizationContactFields = z.object(
  {
    name: requiredText('El nombre del contacto'),
    city: optionalText('La ciudad del contacto', 255),
    phone: optionalText('El teléfono del contacto', 50),
  },
  { error: 'Cada contacto debe tener nombre, ciudad y teléfono.' },
);

export const organizationFields = z.object({
  name: requiredText('El nombre'),
  email: email('El correo electrónico', false),
  phone: optionalText('El teléfono', 50),
  address: optionalText('La dirección', 500),
  city: optionalText('La ciudad', 255),
  /** The state (Estado): a region's id. */
  region: reference('el estado', false),
  country: optionalChoice('El país', COUNTRIES),
  postal_code: optionalText('El código postal', 20),
  deposit_id: reference('el depósito', false),
  contacts: z
    .array(organizationContactFields, { error: 'Los contactos deben ser una lista.' })
    .max(50, 'Una tienda admite como máximo 50 contactos.')
    .nullish()
    .transform((contacts) => contacts ?? []),
});
export type OrganizationValues = z.infer<typeof organizationFields>;

/** A store (organization): soft-deleted and restorable, as the stores screen's trashed filter shows. */
export const organizationRecord = defineRecord<OrganizationValues>({
  name: 'Organization',
  stream: 'organization',
  noun: 'la tienda',
  category: 'Sistema',
  fields: organizationFields,
  title: (values) => values.name,
  restorable: true,
  unique: [
    {
      field: 'name',
      scope: 'organization.folded_name',
      ignoreAccents: true,
      message: 'Ya existe una tienda con ese nombre',
    },
  ],
  messages: {
    notFound: 'La tienda no existe',
    deleted: 'La tienda fue eliminada',
    notDeleted: 'La tienda no está eliminada',
    alreadyExists: 'La tienda ya existe',
  },
});
