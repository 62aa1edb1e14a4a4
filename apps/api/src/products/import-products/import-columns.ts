import { normaliseUniqueValue } from '@bo/domain';
import { PriceGroup } from '../price-groups';

/** The fixed columns of the import, by their header (case-insensitive). */
export const IMPORT_COLUMNS = [
  'code',
  'name',
  'line_name',
  'description',
  'volumen',
  'weight',
  'brand',
  'category',
  'part_id',
  'alias',
  'contable',
  'cost',
] as const;
/**
 * Issue 33: columns a file may add (the IVA code, G when the column or the cell is blank), kept
 * apart from the fixed ones so a file laid out as before reads as before.
 */
export const OPTIONAL_IMPORT_COLUMNS = ['iva'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number] | (typeof OPTIONAL_IMPORT_COLUMNS)[number];

const REQUIRED: readonly ImportColumn[] = ['code', 'name', 'brand', 'category', 'contable', 'cost'];
const PRICE = /^precio\s+(.+)$/;

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

/** Where each column of the file is: the fixed ones by name, the prices by price group id. */
export interface ColumnLayout {
  columns: Partial<Record<ImportColumn, number>>;
  prices: { groupId: string; header: string; index: number }[];
}

/**
 * Reads the header row: fixed columns by name, one `precio <group name>` column per live price
 * group. A missing required column or a price column of an unknown group is an error of row 1;
 * other columns are ignored.
 */
export function columnLayout(header: string[], groups: readonly PriceGroup[]): ColumnLayout | ImportError[] {
  const layout: ColumnLayout = { columns: {}, prices: [] };
  const errors: ImportError[] = [];
  const live = new Map(groups.filter((group) => group.live).map((group) => [normaliseUniqueValue(group.name), group]));
  header.forEach((text, index) => {
    const name = normaliseUniqueValue(text);
    const price = PRICE.exec(name);
    if (price) {
      const group = live.get(price[1]);
      if (group) layout.prices.push({ groupId: group.id, header: text.trim(), index });
      else
        errors.push({
          row: 1,
          field: text.trim(),
          message: `No existe el grupo de precios ${text.trim().slice(7).trim()}.`,
        });
    } else if (
      [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS].includes(name as ImportColumn) &&
      layout.columns[name as ImportColumn] === undefined
    ) {
      layout.columns[name as ImportColumn] = index;
    }
  });
  for (const column of REQUIRED)
    if (layout.columns[column] === undefined)
      errors.push({ row: 1, field: column, message: `Falta la columna ${column}.` });
  for (const group of live.values())
    if (!layout.prices.some((price) => price.groupId === group.id))
      errors.push({ row: 1, field: `precio ${group.name}`, message: `Falta la columna precio ${group.name}.` });
  return errors.length ? errors : layout;
}
