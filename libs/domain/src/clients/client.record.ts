import { z } from 'zod';
import { choice, email, optionalText, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

/** The client types of the spec (sales.md, 'Client types'). */
export const CLIENT_TYPES = ['freelancer', 'spot', 'a', 'b', 'c'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A client type as documents and exports print it ('Freelancer', 'A'); another value as it is. */
export const clientTypeLabel = (type: string | null | undefined): string =>
  type ? type.charAt(0).toUpperCase() + type.slice(1) : '';

export const clientFields = z.object({
  name: requiredText('El nombre'),
  /** The client's alias or id number: unique among live clients. */
  identification: requiredText('El alias o número de identificación', 50),
  email: email('El correo electrónico', false),
  phone: optionalText('El teléfono', 50),
  address: optionalText('La dirección'),
  companyName: optionalText('El nombre de la empresa', 255),
  typeClient: choice('El tipo de cliente', CLIENT_TYPES),
});
export type ClientValues = z.infer<typeof clientFields>;

/**
 * A client of the sales side. Soft-deleted and restorable; its identification is held by one
 * live client at a time. Its balance (amount owed) is not a value of the record: the sales read
 * model computes it.
 */
export const clientRecord = defineRecord<ClientValues>({
  name: 'Client',
  stream: 'client',
  noun: 'el cliente',
  category: 'Clientes',
  fields: clientFields,
  title: (values) => `${values.identification} ${values.name}`,
  restorable: true,
  unique: [
    { field: 'identification', scope: 'client.identification', message: 'Ya existe un cliente con esa identificación' },
  ],
  messages: {
    notFound: 'El cliente no existe',
    deleted: 'El cliente fue eliminado',
    notDeleted: 'El cliente no está eliminado',
    alreadyExists: 'El cliente ya existe',
  },
});

/** The POS's default client ('sale without client'): identification 0000, type a. */
export const DEFAULT_CLIENT: Readonly<Record<string, unknown>> = {
  identification: '0000',
  name: 'Cliente General',
  typeClient: 'a',
};
