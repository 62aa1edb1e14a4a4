import { z } from 'zod';
import { decimal, flag, imagePath, optionalText, reference, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';
import { pricesByGroup } from './prices.field';
import { ivaField } from './iva.field';

export const productFields = z.object({
  code: requiredText('El código', 50),
  name: requiredText('El nombre'),
  line_name: optionalText('La línea', 255),
  description: optionalText('La descripción'),
  volumen: optionalText('El volumen', 255),
  weight: decimal('El peso', { required: false, places: 3, min: 0 }),
  prices: pricesByGroup(),
  brand_id: reference('la marca', true),
  part_id: optionalText('El número de parte', 255),
  alias: optionalText('El alias', 255),
  contable: flag('Contable'),
  cost: decimal('El costo', { required: true, min: 0 }),
  photo: imagePath('La foto'),
  product_category_id: reference('la categoría', true),
  /** Issue 33: the IVA code of the product's sales and purchases under a fiscal regime (G when left out). */
  iva: ivaField(),
});
export type ProductValues = z.infer<typeof productFields>;

/** A product of the catalogue: its code is unique among live products; a delete is final and frees the code. */
export const productRecord = defineRecord<ProductValues>({
  name: 'Product',
  stream: 'product',
  noun: 'el producto',
  category: 'Catálogo',
  fields: productFields,
  title: (values) => `${values.code} ${values.name}`,
  restorable: false,
  unique: [{ field: 'code', scope: 'product.code', message: 'El código ya está registrado' }],
  messages: {
    notFound: 'El producto no existe',
    deleted: 'El producto fue eliminado',
    notDeleted: 'El producto no está eliminado',
    alreadyExists: 'El producto ya existe',
  },
});
