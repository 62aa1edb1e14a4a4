import { z } from 'zod';
import { coordinate, optionalText, reference, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const depositFields = z.object({
  name: requiredText('El nombre'),
  alias: optionalText('El alias', 255),
  address: optionalText('La dirección'),
  lat: coordinate('La latitud', 90),
  long: coordinate('La longitud', 180),
  region_id: reference('la región', true),
});
export type DepositValues = z.infer<typeof depositFields>;

/** A deposit (warehouse) where stock lives, in a region. No trashed filter in the spec: a delete is final. */
export const depositRecord = defineRecord<DepositValues>({
  name: 'Deposit',
  stream: 'deposit',
  noun: 'el depósito',
  category: 'Inventario',
  fields: depositFields,
  title: (values) => values.name,
  restorable: false,
  unique: [
    {
      field: 'name',
      scope: 'deposit.folded_name',
      ignoreAccents: true,
      message: 'Ya existe un depósito con ese nombre',
    },
  ],
  messages: {
    notFound: 'El depósito no existe',
    deleted: 'El depósito fue eliminado',
    notDeleted: 'El depósito no está eliminado',
    alreadyExists: 'El depósito ya existe',
  },
});
