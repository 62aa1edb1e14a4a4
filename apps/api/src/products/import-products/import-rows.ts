import { normaliseUniqueValue, productRecord, ProductValues } from '@bo/domain';
import { PriceGroup, priceErrors } from '../price-groups';
import { SheetRow } from './read-sheet';
import { ColumnLayout, ImportColumn, ImportError } from './import-columns';

/** What a row's names resolve against: live brands and categories by name or code, the price groups. */
export interface ImportLookups {
  brands: Map<string, string>;
  categories: Map<string, string>;
  groups: readonly PriceGroup[];
}

/** Record fields named as the file's columns in the row errors. */
const COLUMN_OF_FIELD: Record<string, string> = { brand_id: 'brand', product_category_id: 'category' };

const blank = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

/** One row as a product's values, checked like a form: its values, or its errors (row, column, message). */
export function productOfRow(
  row: SheetRow,
  layout: ColumnLayout,
  lookups: ImportLookups,
): { values: ProductValues } | { errors: ImportError[] } {
  const cell = (column: ImportColumn) => {
    const index = layout.columns[column];
    return index === undefined ? null : (row.cells[index] ?? null);
  };
  const errors: ImportError[] = [];
  const fail = (field: string, message: string) => errors.push({ row: row.number, field, message });

  // A name not found is reported here; the values then carry a stand-in id so only a blank is left to zod.
  const find = (column: 'brand' | 'category', names: Map<string, string>, message: string) => {
    const text = cell(column);
    if (blank(text)) return null;
    const id = names.get(normaliseUniqueValue(text));
    if (!id) fail(column, message);
    return id ?? null;
  };
  const brandId = find('brand', lookups.brands, 'La marca seleccionada no existe.');
  const categoryId = find('category', lookups.categories, 'La categoría seleccionada no existe.');

  const prices: Record<string, unknown> = {};
  for (const price of layout.prices) {
    const value = row.cells[price.index];
    if (!blank(value)) prices[price.groupId] = value;
  }
  const missingPrices = priceErrors(lookups.groups, prices);
  const priceHeader = (groupId: string) =>
    layout.prices.find((price) => price.groupId === groupId)?.header ?? `precio ${groupId}`;
  for (const [field, messages] of Object.entries(missingPrices))
    fail(priceHeader(field.slice('prices.'.length)), messages[0]);

  const contable = cell('contable');
  const parsed = productRecord.fields.safeParse({
    code: cell('code'),
    name: cell('name'),
    line_name: cell('line_name'),
    description: cell('description'),
    volumen: cell('volumen'),
    weight: cell('weight'),
    prices,
    brand_id: brandId ?? (blank(cell('brand')) ? null : '0'),
    part_id: cell('part_id'),
    alias: cell('alias'),
    contable: typeof contable === 'string' ? contable.trim().toLowerCase() : contable,
    cost: cell('cost'),
    photo: null,
    product_category_id: categoryId ?? (blank(cell('category')) ? null : '0'),
    iva: cell('iva'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, key] = issue.path.map(String);
      if (field === 'prices') {
        // A group without a price was reported above, with the group's name.
        if (key === undefined && Object.keys(missingPrices).length) continue;
        fail(key === undefined ? 'prices' : priceHeader(key), issue.message);
      } else {
        fail(COLUMN_OF_FIELD[field] ?? field, issue.message);
      }
    }
  }
  if (errors.length || !parsed.success) return { errors };
  return { values: parsed.data };
}
