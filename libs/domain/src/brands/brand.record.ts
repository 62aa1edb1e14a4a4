import { z } from 'zod';
import { optionalText, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const brandFields = z.object({
  name: requiredText('El nombre'),
  code: optionalText('El código', 50),
});
export type BrandValues = z.infer<typeof brandFields>;

/** A product brand (Bosch, Mann...): soft-deleted and restorable, as the brands screen's trashed filter shows. */
export const brandRecord = defineRecord<BrandValues>({
  name: 'Brand',
  stream: 'brand',
  noun: 'la marca',
  category: 'Catálogo',
  fields: brandFields,
  title: (values) => values.name,
  restorable: true,
  unique: [
    { field: 'name', scope: 'brand.folded_name', ignoreAccents: true, message: 'Ya existe una marca con ese nombre' },
  ],
  messages: {
    notFound: 'La marca no existe',
    deleted: 'La marca fue eliminada',
    notDeleted: 'La marca no está eliminada',
    alreadyExists: 'La marca ya existe',
  },
});
