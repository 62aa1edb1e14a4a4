/**
 * IVA withheld by a special taxpayer from its providers (RULES.md, fiscal documents): 75 % of a
 * purchase's IVA, or 100 % for a provider marked so; the voucher is numbered with 14 digits: the
 * year, the month, then an 8-digit sequence that starts again each month (20261200000001).
 */
import { Decimal } from '../shared/decimal';

export const WITHHOLDING_RATES = [75, 100] as const;
export type WithholdingRate = (typeof WITHHOLDING_RATES)[number];
export const DEFAULT_WITHHOLDING: WithholdingRate = 75;

/** The IVA withheld: rate % of the purchase's IVA, half up to the cent. */
export const ivaWithheldOf = (taxTotal: Decimal.Value, rate: WithholdingRate): string =>
  new Decimal(taxTotal).times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The voucher number of the `sequence`-th voucher of a month ('YYYY-MM'). */
export function withholdingVoucher(month: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`Mes inválido: ${month}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999_999)
    throw new Error(`Secuencia de comprobante inválida: ${sequence}`);
  return `${month.replace('-', '')}${String(sequence).padStart(8, '0')}`;
}
