import { z } from 'zod';
import { requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const spentCategoryFields = z.object({
  name: requiredText('El nombre'),
});
export type SpentCategoryValues = z.infer<typeof spentCategoryFields>;

/** An expense category (Servicios, Nómina...): its name is unique among live categories; a delete is final. */
export const spentCategoryRecord = defineRecord<SpentCategoryValues>({
  name: 'SpentCategory',
  stream: 'spent_category',
  noun: 'la categoría de gastos',
  category: 'Gastos',
  fields: spentCategoryFields,
  title: (values) => values.name,
  restorable: false,
  // The exact name's claim (kept for the names claimed before accents were folded) and the folded one.
  unique: [
    { field: 'name', scope: 'spent_category.name', message: 'Ya existe una categoría de gastos con ese nombre' },
    {
      field: 'name',
      scope: 'spent_category.folded_name',
      ignoreAccents: true,
      message: 'Ya existe una categoría de gastos con ese nombre',
    },
  ],
  messages: {
    notFound: 'La categoría de gastos no existe',
    deleted: 'La categoría de gastos fue eliminada',
    notDeleted: 'La categoría de gastos no está eliminada',
    alreadyExists: 'La categoría de gastos ya existe',
  },
});

/** The categories a new installation starts with. */
export const DEFAULT_SPENT_CATEGORIES: readonly SpentCategoryValues[] = [
  { name: 'Servicios' },
  { name: 'Nómina' },
  { name: 'Alquiler' },
  { name: 'Transporte' },
  { name: 'Otros' },
];
