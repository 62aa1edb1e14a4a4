import { z } from 'zod';
import { requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const priceGroupFields = z.object({
  name: requiredText('El nombre'),
});
export type PriceGroupValues = z.infer<typeof priceGroupFields>;

/** A price group (detal, mayor...): each product has one price per group. A delete is final. */
export const priceGroupRecord = defineRecord<PriceGroupValues>({
  name: 'PriceGroup',
  stream: 'price_group',
  noun: 'el grupo de precios',
  category: 'Catálogo',
  fields: priceGroupFields,
  title: (values) => values.name,
  restorable: false,
  // The exact name's claim (kept for the names claimed before accents were folded) and the folded one.
  unique: [
    { field: 'name', scope: 'price_group.name', message: 'Ya existe un grupo de precios con ese nombre' },
    {
      field: 'name',
      scope: 'price_group.folded_name',
      ignoreAccents: true,
      message: 'Ya existe un grupo de precios con ese nombre',
    },
  ],
  messages: {
    notFound: 'El grupo de precios no existe',
    deleted: 'El grupo de precios fue eliminado',
    notDeleted: 'El grupo de precios no está eliminado',
    alreadyExists: 'El grupo de precios ya existe',
  },
});
