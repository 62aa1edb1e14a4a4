import { Decimal } from '../shared';

/**
 * A dollar amount as the activity log and the screens write it (es-US): '$1,250.00' (thousands
 * with ',', decimals with '.'). The domain's own copy of the log's format, for a record's title.
 */
export function usdAmount(value: string): string {
  const [whole, fraction] = new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP).split('.');
  const negative = whole.startsWith('-');
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}
