import { z } from 'zod';
import { optionalText, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const productCategoryFields = z.object({
  name: requiredText('El nombre'),
  code: optionalText('El código', 50),
});
export type ProductCategoryValues = z.infer<typeof productCategoryFields>;

/** A product category (Filtros, Frenos...). No trashed filter in the spec: a delete is final. */
export const productCategoryRecord = defineRecord<ProductCategoryValues>({
  name: 'ProductCategory',
  stream: 'product_category',
  noun: 'la categoría',
  category: 'Catálogo',
  fields: productCategoryFields,
  title: (values) => values.name,
  restorable: false,
  unique: [
    {
      field: 'name',
      scope: 'product_category.folded_name',
      ignoreAccents: true,
      message: 'Ya existe una categoría con ese nombre',
    },
  ],
  messages: {
    notFound: 'La categoría no existe',
    deleted: 'La categoría fue eliminada',
    notDeleted: 'La categoría no está eliminada',
    alreadyExists: 'La categoría ya existe',
  },
});
