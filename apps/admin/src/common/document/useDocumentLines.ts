/**
 * Why this file exists: the search and the chosen lines of a document share one list of the form
 * (`lines`, `products`...), and a product is added once; every document form needed the same
 * field array and the same 'already added' set.
 */
import { useFieldArray, type FieldValues } from 'react-hook-form';
import type { Product } from '../../products/types';
import type { DocumentLine } from './documentLine';

export type KeyedLine<L> = L & { key: string };

/**
 * The form's array `name` of document lines: the lines (each with a stable `key`), the ids of the
 * products already in it, `add` (a product already there is not added again) and `remove`.
 */
export const useDocumentLines = <L extends DocumentLine>(name: string, lineOf: (product: Product) => L) => {
  const { fields, append, remove } = useFieldArray<FieldValues, string, 'key'>({ name, keyName: 'key' });
  const lines = fields as unknown as Array<KeyedLine<L>>;
  const added: ReadonlySet<string> = new Set(lines.map((line) => String(line.product_id)));
  const add = (product: Product) => {
    if (!added.has(String(product.id))) append(lineOf(product));
  };
  return { lines, added, add, remove };
};
