/**
 * The account's fiscal facts (RULES.md, fiscal documents): its settings, its authorised ranges of
 * control numbers, and every fiscal number it gave (invoices, credit notes, withholding vouchers).
 * One stream, so that two documents issued at once race on its expected version and each number
 * is given once, in order, without gaps; processes keep its state and read only what is new.
 */
import { z } from 'zod';

export const FISCAL_STREAM = 'fiscal';

export const FISCAL_REGIMES = ['none', 'ordinary', 'special'] as const;
export type FiscalRegime = (typeof FISCAL_REGIMES)[number];
export const FISCAL_DOCUMENTS = ['invoice', 'credit_note', 'withholding'] as const;
export type FiscalDocumentKind = (typeof FISCAL_DOCUMENTS)[number];

const id = z.string().min(1);

export const fiscalEventSchemas = {
  FiscalSettingsSet: z.object({
    regime: z.enum(FISCAL_REGIMES),
    igtf_agent: z.boolean(),
    /** Percent with 2 decimals ('3.00'). */
    igtf_rate: z.string().regex(/^\d+\.\d{2}$/),
    /** The first invoice number, as the admin set it (before the first invoice only); null: 1. */
    next_invoice_number: z.number().int().positive().nullable(),
  }),
  ControlRangeRegistered: z.object({
    id,
    /** Printed before the zero-padded number ('00-'). */
    prefix: z.string(),
    from: z.number().int().positive(),
    to: z.number().int().positive(),
  }),
  /**
   * A number given to a document: an invoice (its invoice number and a control number), a credit
   * note (its own number and a control number) or a withholding voucher (its 14-digit number).
   */
  FiscalNumberTaken: z.object({
    document: z.enum(FISCAL_DOCUMENTS),
    /** The order (invoice, credit note's order), or the purchase (voucher). */
    document_id: id,
    /** The devolution a credit note comes from. */
    devolution_id: id.nullable(),
    /** The invoice or credit note number; the voucher's 14 digits as text. */
    number: z.string().min(1),
    control_number: z.string().nullable(),
    range_id: id.nullable(),
    /** The business day it was given ('YYYY-MM-DD'). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
} as const;

type DataOf<Type extends keyof typeof fiscalEventSchemas> = z.infer<(typeof fiscalEventSchemas)[Type]>;
export type FiscalSettingsSet = { type: 'FiscalSettingsSet'; data: DataOf<'FiscalSettingsSet'> };
export type ControlRangeRegistered = { type: 'ControlRangeRegistered'; data: DataOf<'ControlRangeRegistered'> };
export type FiscalNumberTaken = { type: 'FiscalNumberTaken'; data: DataOf<'FiscalNumberTaken'> };
export type FiscalEvent = FiscalSettingsSet | ControlRangeRegistered | FiscalNumberTaken;
