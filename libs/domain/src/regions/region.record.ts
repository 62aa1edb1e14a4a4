import { z } from 'zod';
import { requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const regionFields = z.object({
  name: requiredText('El nombre'),
});
export type RegionValues = z.infer<typeof regionFields>;

/** A region (one of Venezuela's federal entities): deposits and stores sit in one. A delete is final. */
export const regionRecord = defineRecord<RegionValues>({
  name: 'Region',
  stream: 'region',
  noun: 'la región',
  category: 'Catálogo',
  fields: regionFields,
  title: (values) => values.name,
  restorable: false,
  // The exact name's claim (kept for the names claimed before accents were folded) and the folded one.
  unique: [
    { field: 'name', scope: 'region.name', message: 'Ya existe una región con ese nombre' },
    { field: 'name', scope: 'region.folded_name', ignoreAccents: true, message: 'Ya existe una región con ese nombre' },
  ],
  messages: {
    notFound: 'La región no existe',
    deleted: 'La región fue eliminada',
    notDeleted: 'La región no está eliminada',
    alreadyExists: 'La región ya existe',
  },
});
