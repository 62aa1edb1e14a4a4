/**
 * The IVA rates (RULES.md, fiscal documents): a product carries a code, the code's rate is read
 * from a table of rates with the day each took effect, so a later change of a rate never rewrites
 * a document issued before it. G general 16 %, R reduced 8 %, A general plus the additional 15 %
 * on luxury goods (31 %), E exempt.
 */
import { z } from 'zod';

export const IVA_CODES = ['G', 'R', 'A', 'E'] as const;
export type IvaCode = (typeof IVA_CODES)[number];
/** The codes that carry a tax (E is answered apart, as `exempt`). */
export type TaxedIvaCode = Exclude<IvaCode, 'E'>;
export const TAXED_IVA_CODES: readonly TaxedIvaCode[] = ['G', 'R', 'A'];
/** A new product's code. */
export const DEFAULT_IVA: IvaCode = 'G';
export const ivaCodeSchema = z.enum(IVA_CODES);

export const IVA_LABELS: Record<IvaCode, string> = {
  G: 'General (16 %)',
  R: 'Reducida (8 %)',
  A: 'General + adicional (31 %)',
  E: 'Exento',
};

/** Each code's rate in percent, from the day it took effect (oldest first). */
export const IVA_RATE_TABLE: readonly { code: IvaCode; rate: string; from: string }[] = [
  { code: 'G', rate: '16.00', from: '2000-01-01' },
  { code: 'R', rate: '8.00', from: '2000-01-01' },
  { code: 'A', rate: '31.00', from: '2000-01-01' },
  { code: 'E', rate: '0.00', from: '2000-01-01' },
];

/** The rate in percent ('16.00') a code had on a business day ('YYYY-MM-DD'). */
export function ivaRateOn(code: IvaCode, day: string): string {
  const rows = IVA_RATE_TABLE.filter((row) => row.code === code && row.from <= day);
  // Before the table's first day a document takes the first rate known (no document is that old).
  const row = rows[rows.length - 1] ?? IVA_RATE_TABLE.find((candidate) => candidate.code === code)!;
  return row.rate;
}

/** Whether a value is one of the codes (a product edited before the fiscal release has none: G). */
export const ivaCodeOf = (value: unknown): IvaCode =>
  IVA_CODES.includes(value as IvaCode) ? (value as IvaCode) : DEFAULT_IVA;
